// mlir-opt registers MLIR's test dialect, which allows unknown operations: generic test.* ops
// parse, verify and print back without -allow-unregistered-dialect; other unknown dialects still
// need the flag.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @uses_test_ops
// CHECK-NEXT: %[[V:.*]] = "test.producer"() : () -> index
// CHECK-NEXT: "test.consumer"(%[[V]]) {flag} : (index) -> ()
func.func @uses_test_ops() {
  %0 = "test.producer"() : () -> index
  "test.consumer"(%0) {flag} : (index) -> ()
  return
}

// -----

func.func @other_dialect() {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  "other.op"() : () -> ()
  return
}
