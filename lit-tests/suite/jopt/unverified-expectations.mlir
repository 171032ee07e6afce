// Without -verify-diagnostics jopt still reads the expected-* annotations, as mlir-opt 22 does: the
// diagnostics are printed as usual, none of them is matched, and after the last chunk each annotation
// is reported as not produced, in file order. The exit code is the run's own (0 here: every chunk
// lowers).
// RUN: jopt %s -split-input-file -convert-arith-to-llvm 2>&1 >/dev/null | jfilecheck %s
// RUN: jopt %s -split-input-file -o /dev/null

// CHECK:      unverified-expectations.mlir:[[# @LINE + 6]]:4: error: expected error "never raised" was not produced
// CHECK-NEXT: {{^}}// expected{{.}}error@+1 {{.*}}never raised
// CHECK-NEXT:    ^~~~~~~~~~~~
// CHECK-NEXT: unverified-expectations.mlir:[[# @LINE + 14]]:4: error: expected remark "nor this" was not produced
// CHECK-NEXT: {{^}}// expected{{.}}remark@-2 {{.*}}nor this
// CHECK-NEXT:    ^~~~~~~~
// expected-error@+1 {{never raised}}
func.func @first(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @second() {
  return
}
// expected-remark@-2 {{nor this}}
