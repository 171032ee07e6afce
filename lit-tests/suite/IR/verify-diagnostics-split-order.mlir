// RUN: not jopt %s -split-input-file -verify-diagnostics 2>&1 | jfilecheck %s
// With -split-input-file, one checker serves all chunks (as mlir-opt 22): unexpected diagnostics
// are reported as each chunk runs, the expectations no chunk met only after the last chunk.

// CHECK: verify-diagnostics-split-order.mlir:[[@LINE+3]]:6: error: unexpected error: operation being parsed with an unregistered dialect
// CHECK: verify-diagnostics-split-order.mlir:[[@LINE+4]]:6: error: unexpected error: operation being parsed with an unregistered dialect
// expected-error@+1 {{first missing}}
"t.a"() : () -> ()
// -----
"t.b"() : () -> i32
// -----
// CHECK: verify-diagnostics-split-order.mlir:[[@LINE-5]]:4: error: expected error "first missing" was not produced
// CHECK: verify-diagnostics-split-order.mlir:[[@LINE+1]]:4: error: expected error "second missing" was not produced
// expected-error@below {{second missing}}
func.func private @ok()
