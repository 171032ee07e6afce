// RUN: jopt %s -tf-drop-while-shape-invariant | jfilecheck %s --check-prefix=ALL
// RUN: jopt %s -tf-drop-while-shape-invariant-in-device-cluster | jfilecheck %s --check-prefix=CLUSTER
// shape_invariant leaves tf.While and tf.WhileRegion everywhere, or only inside tf_device.cluster.

// ALL-NOT: shape_invariant
// CLUSTER-LABEL: func.func @f
// CLUSTER: "tf.While"(%arg0) <{body = @body, cond = @cond, is_stateless = true, shape_invariant}>
// CLUSTER: "tf_device.cluster"
// CLUSTER: "tf.While"(%arg0) <{body = @body, cond = @cond, is_stateless = true}>
// CLUSTER: "tf.WhileRegion"(%arg0) <{is_stateless = true}>
func.func @f(%arg0: tensor<i32>) {
  %0 = "tf.While"(%arg0) {body = @body, cond = @cond, is_stateless = true, shape_invariant} : (tensor<i32>) -> tensor<i32>
  "tf_device.cluster"() ({
    %1 = "tf.While"(%arg0) {body = @body, cond = @cond, is_stateless = true, shape_invariant} : (tensor<i32>) -> tensor<i32>
    %2 = "tf.WhileRegion"(%arg0) ({
    ^bb0(%a: tensor<i32>):
      %t = "tf.Const"() {value = dense<false> : tensor<i1>} : () -> tensor<i1>
      "tf.Yield"(%t) : (tensor<i1>) -> ()
    }, {
    ^bb0(%b: tensor<i32>):
      "tf.Yield"(%b) : (tensor<i32>) -> ()
    }) {is_stateless = true, shape_invariant} : (tensor<i32>) -> tensor<i32>
    tf_device.return
  }) : () -> ()
  return
}
func.func private @cond(%arg0: tensor<i32>) -> tensor<i1>
func.func private @body(%arg0: tensor<i32>) -> tensor<i32>
