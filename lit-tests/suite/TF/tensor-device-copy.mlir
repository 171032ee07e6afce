// RUN: jopt %s -tf-tensor-device-copy | jfilecheck %s
// tf.Identity/IdentityN that do not move a value to another device are folded away.

// CHECK-LABEL: func.func @same_device
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg0) {device = "gpu"}
// CHECK-NEXT: %[[C:.*]] = "tf.Identity"(%[[N]]) {device = "cpu"}
// CHECK-NEXT: %[[T:.*]] = "tf.Identity"(%[[N]]) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: return %[[N]], %[[C]], %[[T]], %arg1, %arg0
func.func @same_device(%arg0: tensor<f32>, %arg1: tensor<f32> {tf.device = "cpu"}) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %0 = "tf.Neg"(%arg0) {device = "gpu"} : (tensor<f32>) -> tensor<f32>
  %1 = "tf.Identity"(%0) {device = "gpu"} : (tensor<f32>) -> tensor<f32>
  %2 = "tf.Identity"(%0) {device = "cpu"} : (tensor<f32>) -> tensor<f32>
  // No device on the copy, a device on its source: a move.
  %3 = "tf.Identity"(%0) : (tensor<f32>) -> tensor<f32>
  %4:2 = "tf.IdentityN"(%arg1, %arg0) {device = "cpu"} : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
  return %1, %2, %3, %4#0, %4#1 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
}

// Island results count with the device of the op that made them; region arguments are kept.
// CHECK-LABEL: func.func @islands
// CHECK: tf_executor.island wraps "tf.Identity"(%outputs) {device = "b"}
// CHECK-NOT: "tf.Identity"(%outputs) {device = "a"}
// CHECK: "tf.Identity"(%arg1) : (tensor<f32>) -> tensor<f32>
func.func @islands(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = tf_executor.graph {
    %1, %c1 = tf_executor.island wraps "tf.Neg"(%arg0) {device = "a"} : (tensor<f32>) -> tensor<f32>
    %2, %c2 = tf_executor.island wraps "tf.Identity"(%1) {device = "b"} : (tensor<f32>) -> tensor<f32>
    %3, %c3 = tf_executor.island wraps "tf.Identity"(%1) {device = "a"} : (tensor<f32>) -> tensor<f32>
    tf_executor.fetch %2, %3 : tensor<f32>, tensor<f32>
  }
  %4 = "tf.WhileRegion"(%arg0) ({
  ^bb0(%a: tensor<f32>):
    %i = "tf.Identity"(%a) : (tensor<f32>) -> tensor<f32>
    %t = "tf.Const"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
    "tf.Yield"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%b: tensor<f32>):
    "tf.Yield"(%b) : (tensor<f32>) -> ()
  }) {is_stateless = true} : (tensor<f32>) -> tensor<f32>
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}
