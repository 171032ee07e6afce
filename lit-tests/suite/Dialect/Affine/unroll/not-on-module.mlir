// -affine-loop-unroll is a pass on function-like ops: scheduled on the module it fails.
// RUN: not jopt %s -affine-loop-unroll 2>&1 | jfilecheck %s
// CHECK: error: {{.*}}affine-loop-unroll
func.func @f() {
  return
}
