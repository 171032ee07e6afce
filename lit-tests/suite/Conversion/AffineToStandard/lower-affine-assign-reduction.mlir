// -lower-affine on an affine.parallel reducing with "assign", which has no identity value: the
// error MLIR reports (with a remark at the op), a failing pass and no output, never a crash.
// RUN: not jopt %s -lower-affine 2>&1 | jfilecheck %s
// CHECK: lower-affine-assign-reduction.mlir:[[@LINE+4]]:8: error: Reduction operation type not supported
// CHECK: lower-affine-assign-reduction.mlir:[[@LINE+3]]:8: remark: location of op
// CHECK-NOT: func.func
func.func @assign_reduction(%n: index) -> i32 {
  %0 = affine.parallel (%i) = (0) to (%n) reduce ("assign") -> i32 {
    %c0 = arith.constant 0 : i32
    affine.yield %c0 : i32
  }
  return %0 : i32
}
