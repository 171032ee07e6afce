// RUN: jopt %s -tf-executor-break-up-islands | jfilecheck %s

// One island per op. Ops that start the island take its control input; ops with side effects (here
// the unknown tf.SideEffect*) follow one another; the ops that end it are grouped by a NoOp island
// whose control replaces the old island's control, and users of its outputs wait for it.
// CHECK-LABEL: func.func @island
// CHECK: %[[IN:.*]] = tf_executor.island wraps "tf.NoOp"()
// CHECK-NEXT: %[[NEG:.*]], %{{.*}} = tf_executor.island(%[[IN]]) wraps "tf.Neg"(%arg0)
// CHECK-NEXT: %[[ABS:.*]], %{{.*}} = tf_executor.island wraps "tf.Abs"(%[[NEG]])
// CHECK-NEXT: %[[E1:.*]] = tf_executor.island(%[[IN]]) wraps "tf.SideEffect1"()
// CHECK-NEXT: %[[E2:.*]] = tf_executor.island(%[[E1]]) wraps "tf.SideEffect2"(%[[ABS]])
// CHECK-NEXT: %{{.*}}, %[[N2:.*]] = tf_executor.island(%[[IN]]) wraps "tf.Neg"(%arg0)
// CHECK-NEXT: %[[SINK:.*]] = tf_executor.island(%[[E2]], %[[N2]]) wraps "tf.NoOp"()
// CHECK-NEXT: %[[ID:.*]], %{{.*}} = tf_executor.island(%[[SINK]]) wraps "tf.Identity"(%[[ABS]])
// An empty island gets a NoOp.
// CHECK-NEXT: tf_executor.island {
// CHECK-NEXT: "tf.NoOp"()
// CHECK: tf_executor.fetch %[[ID]], %[[SINK]]
func.func @island(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = tf_executor.graph {
    %ctl = tf_executor.island wraps "tf.NoOp"() : () -> ()
    %o, %c = tf_executor.island(%ctl) {
      %a = "tf.Neg"(%arg0) : (tensor<i32>) -> tensor<i32>
      %b = "tf.Abs"(%a) : (tensor<i32>) -> tensor<i32>
      "tf.SideEffect1"() : () -> ()
      "tf.SideEffect2"(%b) : (tensor<i32>) -> ()
      %d = "tf.Neg"(%arg0) : (tensor<i32>) -> tensor<i32>
      tf_executor.yield %b : tensor<i32>
    }
    %u, %uc = tf_executor.island wraps "tf.Identity"(%o) : (tensor<i32>) -> tensor<i32>
    %e = tf_executor.island {
      tf_executor.yield
    }
    tf_executor.fetch %u, %c : tensor<i32>, !tf_executor.control
  }
  return %0 : tensor<i32>
}
