// print-conflicts with test-analysis-only: a write that would go to a non-writable tensor (a function
// argument without bufferization.writable, a constant) marks it W_<n>[NOT-WRITABLE: bbArg i | result i];
// the counter is process-wide as in mlir-opt, so the numbers are not checked.
// RUN: jopt %s -one-shot-bufferize="test-analysis-only print-conflicts" | jfilecheck %s

func.func @not_writable_arg(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %r = tensor.insert %f into %t[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @not_writable_result(%f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %t = arith.constant dense<0.0> : tensor<4xf32>
  %r = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// CHECK-LABEL: func.func @not_writable_arg(%arg0: tensor<?xf32>, %arg1: f32, %arg2: index) -> tensor<?xf32> attributes {"W_{{[0-9]+}}[NOT-WRITABLE: bbArg 0]"} {
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<?xf32>
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_writable_result(%arg0: f32, %arg1: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %cst = arith.constant {"W_{{[0-9]+}}[NOT-WRITABLE: result 0]"} dense<0.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg0 into %cst[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %cst[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT: return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
