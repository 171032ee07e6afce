// RUN: jopt %s -tf-device-mark-input-output-aliases | jfilecheck %s
// A cluster_func input read from a resource and an output written back to the same resource (each
// value used once) alias: the device function's argument records the output's index.

!res = tensor<*x!tf_type.resource<tensor<f32>>>

// CHECK-LABEL: func.func @caller
func.func @caller(%r0: !res, %r1: !res, %r2: !res) {
  %0 = "tf.ReadVariableOp"(%r0) : (!res) -> tensor<f32>
  %1 = "tf.ReadVariableOp"(%r1) : (!res) -> tensor<f32>
  %2 = "tf.ReadVariableOp"(%r2) : (!res) -> tensor<f32>
  %3:3 = "tf_device.cluster_func"(%0, %1, %2) {func = @device} : (tensor<f32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>, tensor<f32>)
  "tf.AssignVariableOp"(%r2, %3#0) : (!res, tensor<f32>) -> ()
  "tf.AssignVariableOp"(%r0, %3#2) : (!res, tensor<f32>) -> ()
  // %r1's output is used twice: no alias for it.
  "tf.AssignVariableOp"(%r1, %3#1) : (!res, tensor<f32>) -> ()
  "tf.Neg"(%3#1) : (tensor<f32>) -> tensor<f32>
  return
}

// The existing argument attribute stays beside the new one.
// CHECK-LABEL: func.func @device
// CHECK-SAME: (%arg0: tensor<f32> {tf.aliasing_output = 2 : i64}, %arg1: tensor<f32> {tf.device = "cpu"}, %arg2: tensor<f32> {my.note = 1 : i64, tf.aliasing_output = 0 : i64})
func.func @device(%arg0: tensor<f32>, %arg1: tensor<f32> {tf.device = "cpu"}, %arg2: tensor<f32> {my.note = 1}) -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  return %arg2, %arg1, %arg0 : tensor<f32>, tensor<f32>, tensor<f32>
}
