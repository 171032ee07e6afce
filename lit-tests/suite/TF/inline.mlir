// RUN: jopt %s -inline='default-pipeline=' -symbol-dce | jfilecheck %s
// tf.PartitionedCall / tf.StatefulPartitionedCall are calls (callee in `f`); tf ops inline anywhere,
// single-block bodies inline into islands, and type mismatches get a tf.Cast.

// CHECK-LABEL: func.func @main
func.func @main(%x: tensor<2xf32>) -> tensor<*xf32> {
  // CHECK-NEXT: %[[E:.*]] = "tf.Exp"(%arg0)
  %0 = "tf.PartitionedCall"(%x) {config = "", config_proto = "", executor_type = "", f = @exp} : (tensor<2xf32>) -> tensor<2xf32>
  // CHECK-NEXT: %[[C:.*]] = "tf.Cast"(%[[E]]) <{Truncate = false}> : (tensor<2xf32>) -> tensor<*xf32>
  // CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%[[C]])
  %1 = "tf.StatefulPartitionedCall"(%0) {config = "", config_proto = "", executor_type = "", f = @neg} : (tensor<2xf32>) -> tensor<*xf32>
  // CHECK-NEXT: %[[G:.*]] = tf_executor.graph
  %g = tf_executor.graph {
    // CHECK-NEXT: %[[O:.*]], %{{.*}} = tf_executor.island {
    // CHECK-NEXT: "tf.Exp"(%[[N]])
    %o, %c = tf_executor.island wraps "tf.PartitionedCall"(%1) {config = "", config_proto = "", executor_type = "", f = @exp_any} : (tensor<*xf32>) -> tensor<*xf32>
    tf_executor.fetch %o : tensor<*xf32>
  }
  // CHECK: return %[[G]]
  return %g : tensor<*xf32>
}
// The callees are gone.
// CHECK-NOT: func.func

func.func private @exp(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "tf.Exp"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func private @neg(%a: tensor<*xf32>) -> tensor<*xf32> {
  %0 = "tf.Neg"(%a) : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
func.func private @exp_any(%a: tensor<*xf32>) -> tensor<*xf32> {
  %0 = "tf.Exp"(%a) : (tensor<*xf32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
