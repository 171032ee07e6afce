// RUN: jopt %s -split-input-file -verify-diagnostics -tf-launch-to-device-attribute=legacy-graph-export=false | jfilecheck %s
// RUN: jopt %s -split-input-file -tf-launch-to-device-attribute=legacy-graph-export=true | jfilecheck %s --check-prefix=LEGACY
// legacy-graph-export: true (the default) leaves the islands as hoisting leaves them; false then
// splits every island holding several ops into one island per op (the new export pipeline's
// invariant) and gives an empty one a tf.NoOp; an island already holding one op stays (printed in
// full: its op's location differs from the island's). The launch's _parallel_execution_ids go to every op it held.

// CHECK-LABEL: func @one_op
// CHECK: tf_executor.island {
// CHECK-NEXT: "tf.Identity"(%arg0) {device = "/device:CPU:0"}
// CHECK-NEXT: tf_executor.yield
// LEGACY-LABEL: func @one_op
// LEGACY: tf_executor.island {
// LEGACY-NEXT: "tf.Identity"(%arg0) {device = "/device:CPU:0"}
func.func @one_op(%a: tensor<i32>) -> tensor<i32> {
  %r = tf_executor.graph {
    %o, %c = tf_executor.island {
      %l = "tf_device.launch"() ({
        %i = "tf.Identity"(%a) : (tensor<i32>) -> tensor<i32>
        tf_device.return %i : tensor<i32>
      }) {device = "/device:CPU:0"} : () -> tensor<i32>
      tf_executor.yield %l : tensor<i32>
    }
    tf_executor.fetch %o : tensor<i32>
  }
  return %r : tensor<i32>
}

// -----

// CHECK-LABEL: func @two_ops
// CHECK: %[[I:.*]], %{{.*}} = tf_executor.island wraps "tf.Identity"(%arg0) {_parallel_execution_ids = "r0:1", device = "/device:CPU:0"}
// CHECK-NEXT: %[[N:.*]], %{{.*}} = tf_executor.island wraps "tf.Neg"(%[[I]]) {_parallel_execution_ids = "r0:1", device = "/device:CPU:0"}
// CHECK-NEXT: tf_executor.island {
// CHECK-NEXT: "tf.NoOp"()
// CHECK-NEXT: tf_executor.yield
// CHECK-NEXT: }
// CHECK-NEXT: tf_executor.fetch %[[N]]
// LEGACY-LABEL: func @two_ops
// LEGACY: tf_executor.island {
// LEGACY-NEXT: "tf.Identity"(%arg0) {_parallel_execution_ids = "r0:1", device = "/device:CPU:0"}
// LEGACY-NEXT: "tf.Neg"
// LEGACY: tf_executor.island {
// LEGACY-NEXT: tf_executor.yield
func.func @two_ops(%a: tensor<i32>) -> tensor<i32> {
  %r = tf_executor.graph {
    %o, %c = tf_executor.island {
      %l = "tf_device.launch"() ({
        %i = "tf.Identity"(%a) : (tensor<i32>) -> tensor<i32>
        %n = "tf.Neg"(%i) : (tensor<i32>) -> tensor<i32>
        tf_device.return %n : tensor<i32>
      }) {device = "/device:CPU:0", _parallel_execution_ids = "r0:1"} : () -> tensor<i32>
      tf_executor.yield %l : tensor<i32>
    }
    %e = tf_executor.island {
      tf_executor.yield
    }
    tf_executor.fetch %o : tensor<i32>
  }
  return %r : tensor<i32>
}
