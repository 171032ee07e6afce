// A generic_atomic_rmw with one subscript on a 0-D memref: MLIR 22's verifier accepts it and its
// lowering reads a stride the memref does not have. Here the lowering declines instead (no address
// to compute), so the op stays as written and the pass ends normally, without an internal error.
// RUN: jopt %s -finalize-memref-to-llvm 2>&1 | jfilecheck %s
// CHECK-NOT: error
// CHECK-LABEL: func.func @one_subscript_too_many(
// CHECK: memref.generic_atomic_rmw %{{.*}}[%{{.*}}] : memref<f32>
// CHECK: memref.atomic_yield
func.func @one_subscript_too_many(%m: memref<f32>, %i: index) -> f32 {
  %r = memref.generic_atomic_rmw %m[%i] : memref<f32> {
  ^bb0(%old: f32):
    %n = arith.negf %old : f32
    memref.atomic_yield %n : f32
  }
  return %r : f32
}
