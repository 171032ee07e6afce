// RUN: jopt %s -tf-executor-island-coarsening | jfilecheck %s

// Islands merge along their dependencies; values used only inside the merged island stop being
// results, and the fetch meets the islands that feed it in an island of its own.

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: tf_executor.graph
// CHECK-NEXT: %[[OUT:.*]], %{{.*}} = tf_executor.island {
// CHECK-NEXT: %[[A:.*]] = "tf.A"(%arg0)
// CHECK-NEXT: %[[B:.*]] = "tf.B"(%[[A]])
// CHECK-NEXT: %[[C:.*]] = "tf.C"(%[[B]])
// CHECK-NEXT: tf_executor.yield %[[C]] : tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: tf_executor.fetch %[[OUT]] : tensor<i32>
func.func @chain(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = tf_executor.graph {
    %a, %ac = tf_executor.island wraps "tf.A"(%arg0) : (tensor<i32>) -> tensor<i32>
    %b, %bc = tf_executor.island wraps "tf.B"(%a) : (tensor<i32>) -> tensor<i32>
    %c, %cc = tf_executor.island(%ac) wraps "tf.C"(%b) : (tensor<i32>) -> tensor<i32>
    tf_executor.fetch %c : tensor<i32>
  }
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @two_outputs
// CHECK: %[[OUTS:.*]]:2, %{{.*}} = tf_executor.island {
// CHECK: tf_executor.yield %{{.*}}, %{{.*}} : tensor<i32>, tensor<i32>
// CHECK: tf_executor.fetch %[[OUTS]]#0, %[[OUTS]]#1
func.func @two_outputs(%arg0: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %0:2 = tf_executor.graph {
    %a, %ac = tf_executor.island wraps "tf.A"(%arg0) : (tensor<i32>) -> tensor<i32>
    %b, %bc = tf_executor.island wraps "tf.B"(%arg0) : (tensor<i32>) -> tensor<i32>
    tf_executor.fetch %a, %b : tensor<i32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<i32>, tensor<i32>
}

// A non-island op (here a Switch) between two islands keeps them apart; the fetch's island joins its
// nearest producer and inherits the fetch's control input.
// CHECK-LABEL: func.func @with_switch
// CHECK: %[[A:.*]], %[[AC:.*]] = tf_executor.island wraps "tf.A"
// CHECK-NEXT: %[[T:.*]], %{{.*}}, %{{.*}} = tf_executor.Switch %[[A]]
// CHECK-NEXT: %[[B:.*]], %[[BC:.*]] = tf_executor.island(%[[AC]]) {
// CHECK-NEXT: "tf.B"(%[[T]])
// CHECK: tf_executor.fetch %[[B]], %[[BC]] : tensor<i32>, !tf_executor.control
func.func @with_switch(%arg0: tensor<i32>, %arg1: tensor<i1>) -> tensor<i32> {
  %0 = tf_executor.graph {
    %a, %ac = tf_executor.island wraps "tf.A"(%arg0) : (tensor<i32>) -> tensor<i32>
    %t, %f, %sc = tf_executor.Switch %a, %arg1 : tensor<i32>
    %b, %bc = tf_executor.island wraps "tf.B"(%t) : (tensor<i32>) -> tensor<i32>
    tf_executor.fetch %b, %ac : tensor<i32>, !tf_executor.control
  }
  return %0 : tensor<i32>
}
