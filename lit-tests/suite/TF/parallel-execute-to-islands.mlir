// RUN: jopt %s -tf-parallel-execute-to-islands | jfilecheck %s
// RUN: jopt %s -tf-parallel-execute-to-islands=legacy-graph-export=true | jfilecheck %s
// Each region of an island's parallel_execute becomes an island with the island's control inputs.

// CHECK-LABEL: func.func @split
// CHECK: %[[IN:.*]] = tf_executor.island wraps "tf.NoOp"()
// CHECK: %[[A:.*]], %[[AC:.*]] = tf_executor.island(%[[IN]]) {
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT: tf_executor.yield %[[N]] : tensor<f32>
// CHECK: %[[BC:.*]] = tf_executor.island(%[[IN]]) {
// CHECK-NEXT: "tf.NoOp"()
// CHECK-NEXT: tf_executor.yield
// CHECK: %[[SINK:.*]] = tf_executor.island(%[[AC]], %[[BC]]) {
// CHECK-NEXT: tf_executor.yield
// CHECK: %[[AFTER:.*]] = tf_executor.island(%[[SINK]]) wraps "tf.NoOp"()
// CHECK: tf_executor.fetch %[[A]], %[[AFTER]] : tensor<f32>, !tf_executor.control
func.func @split(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = tf_executor.graph {
    %c = tf_executor.island wraps "tf.NoOp"() : () -> ()
    %1:2 = tf_executor.island(%c) {
      %2 = "tf_device.parallel_execute"() ({
        %3 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
        tf_device.return %3 : tensor<f32>
      }, {
        "tf.NoOp"() : () -> ()
        tf_device.return
      }) : () -> tensor<f32>
      tf_executor.yield %2 : tensor<f32>
    }
    %4 = tf_executor.island(%1#1) wraps "tf.NoOp"() : () -> ()
    tf_executor.fetch %1#0, %4 : tensor<f32>, !tf_executor.control
  }
  return %0 : tensor<f32>
}

// Regions whose islands nobody uses are pinned to the fetch.
// CHECK-LABEL: func.func @pinned
// CHECK: %[[X:.*]] = tf_executor.island {
// CHECK: %[[Y:.*]] = tf_executor.island {
// CHECK: tf_executor.fetch %[[X]], %[[Y]] : !tf_executor.control, !tf_executor.control
func.func @pinned() {
  tf_executor.graph {
    %0 = tf_executor.island {
      "tf_device.parallel_execute"() ({
        "tf.NoOp"() : () -> ()
        tf_device.return
      }, {
        "tf.NoOp"() : () -> ()
        tf_device.return
      }) : () -> ()
      tf_executor.yield
    }
    tf_executor.fetch
  }
  return
}
