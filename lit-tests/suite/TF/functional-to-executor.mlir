// RUN: jopt %s -tf-functional-to-executor-conversion | jfilecheck %s
// A function body becomes one island of a graph; the graph's results are what the function returns.

// CHECK-LABEL: func.func @body
// CHECK-NEXT: %[[G:.*]]:2 = tf_executor.graph {
// CHECK-NEXT: %[[O:.*]]:2, %{{.*}} = tf_executor.island {
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT: tf_executor.yield %arg0, %[[N]] : tensor<f32>, tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: tf_executor.fetch %[[O]]#0, %[[O]]#1 : tensor<f32>, tensor<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return %[[G]]#0, %[[G]]#1
func.func @body(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %arg0, %0 : tensor<f32>, tensor<f32>
}

// Without results the graph fetches the island's control.
// CHECK-LABEL: func.func @nothing
// CHECK-NEXT: tf_executor.graph {
// CHECK-NEXT: %[[C:.*]] = tf_executor.island {
// CHECK-NEXT: "tf.NoOp"()
// CHECK-NEXT: tf_executor.yield
// CHECK-NEXT: }
// CHECK-NEXT: tf_executor.fetch %[[C]] : !tf_executor.control
func.func @nothing() {
  "tf.NoOp"() : () -> ()
  return
}

// A body that is a graph already stays as it is.
// CHECK-LABEL: func.func @done
// CHECK-NEXT: %[[G:.*]] = tf_executor.graph {
// CHECK-NEXT: %[[O:.*]], %{{.*}} = tf_executor.island wraps "tf.Abs"(%arg0)
// CHECK-NEXT: tf_executor.fetch %[[O]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[G]]
func.func @done(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = tf_executor.graph {
    %1, %c = tf_executor.island wraps "tf.Abs"(%arg0) : (tensor<f32>) -> tensor<f32>
    tf_executor.fetch %1 : tensor<f32>
  }
  return %0 : tensor<f32>
}
