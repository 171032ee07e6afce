// RUN: jopt %s -tf-standard-pipeline | jfilecheck %s
// RUN: jopt %s -tf-standard-pipeline=enable-inliner=true | jfilecheck %s --check-prefix=INLINE
// RUN: not jopt %s -tf-standard-pipeline=form-clusters=true 2>&1 | jfilecheck %s --check-prefix=CLUSTERS

// The bridge sequence: the dead Mul is pruned, the islands coarsen and the single-island graph
// dissolves, shapes are inferred (the call keeps its operand type through a tf.Cast), the unused
// private function goes.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[A:.*]] = "tf.AddV2"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[R:.*]] = "tf.Relu"(%[[A]]) : (tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: %[[K:.*]] = "tf.Cast"(%[[R]]) <{Truncate = false}> : (tensor<2xf32>) -> tensor<*xf32>
// CHECK-NEXT: %[[C:.*]] = call @helper(%[[K]])
// CHECK-NEXT: return %[[C]]
// CHECK: func.func private @helper
// CHECK-NOT: @unused
// With the inliner, the call and then the helper go too.
// INLINE-LABEL: func.func @main
// INLINE-NOT: call
// INLINE: "tf.Neg"
// INLINE-NEXT: return
// INLINE-NOT: @helper
// CLUSTERS: error: tf-standard-pipeline: form-clusters (device cluster formation) is not supported
func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<*xf32> attributes {tf.entry_function = {control_outputs = "", inputs = "a,b", outputs = "out"}} {
  %0 = tf_executor.graph {
    %a, %ac = tf_executor.island wraps "tf.AddV2"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
    %dead, %dc = tf_executor.island wraps "tf.Mul"(%arg0, %arg1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<*xf32>
    %r, %rc = tf_executor.island wraps "tf.Relu"(%a) : (tensor<*xf32>) -> tensor<*xf32>
    %c, %cc = tf_executor.island wraps "func.call"(%r) {callee = @helper} : (tensor<*xf32>) -> tensor<*xf32>
    tf_executor.fetch %c : tensor<*xf32>
  }
  return %0 : tensor<*xf32>
}
func.func private @helper(%x: tensor<*xf32>) -> tensor<*xf32> {
  %n = "tf.Neg"(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %n : tensor<*xf32>
}
func.func private @unused() {
  return
}
