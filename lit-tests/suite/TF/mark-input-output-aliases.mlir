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

// Outputs of a cluster_func inside a tf_device.parallel_execute are followed to the
// parallel_execute's results (the regions' returns, in order).
// CHECK-LABEL: func.func @in_parallel
func.func @in_parallel(%r0: !res, %r1: !res) {
  %0 = "tf.ReadVariableOp"(%r0) : (!res) -> tensor<f32>
  %1 = "tf.ReadVariableOp"(%r1) : (!res) -> tensor<f32>
  %p:3 = "tf_device.parallel_execute"() ({
    %c = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
    tf_device.return %c : tensor<f32>
  }, {
    %2:2 = "tf_device.cluster_func"(%0, %1) {func = @parallel_device} : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    tf_device.return %2#0, %2#1 : tensor<f32>, tensor<f32>
  }) : () -> (tensor<f32>, tensor<f32>, tensor<f32>)
  "tf.AssignVariableOp"(%r1, %p#1) : (!res, tensor<f32>) -> ()
  "tf.AssignVariableOp"(%r0, %p#2) : (!res, tensor<f32>) -> ()
  return
}

// CHECK-LABEL: func.func @parallel_device
// CHECK-SAME: (%arg0: tensor<f32> {tf.aliasing_output = 1 : i64}, %arg1: tensor<f32> {tf.aliasing_output = 0 : i64})
func.func @parallel_device(%arg0: tensor<f32>, %arg1: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  return %arg1, %arg0 : tensor<f32>, tensor<f32>
}
