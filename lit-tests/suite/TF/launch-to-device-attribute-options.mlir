// RUN: jopt %s -split-input-file -verify-diagnostics -tf-launch-to-device-attribute=legacy-graph-export=false | jfilecheck %s
// RUN: jopt %s -split-input-file -tf-launch-to-device-attribute=legacy-graph-export=true | jfilecheck %s --check-prefix=LEGACY
// legacy-graph-export: true (the default) leaves the islands as hoisting leaves them; false (one
// island per op, the new export pipeline's invariant) is refused where hoisting would leave an
// island with several ops, and does what true does elsewhere.

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

// LEGACY-LABEL: func @two_ops
// LEGACY: tf_executor.island {
// LEGACY-NEXT: "tf.Identity"(%arg0) {device = "/device:CPU:0"}
// LEGACY-NEXT: "tf.Neg"
func.func @two_ops(%a: tensor<i32>) -> tensor<i32> {
  %r = tf_executor.graph {
    %o, %c = tf_executor.island {
      // expected-error@+1 {{'tf_device.launch' op legacy-graph-export=false (one island per op) is not supported}}
      %l = "tf_device.launch"() ({
        %i = "tf.Identity"(%a) : (tensor<i32>) -> tensor<i32>
        %n = "tf.Neg"(%i) : (tensor<i32>) -> tensor<i32>
        tf_device.return %n : tensor<i32>
      }) {device = "/device:CPU:0"} : () -> tensor<i32>
      tf_executor.yield %l : tensor<i32>
    }
    tf_executor.fetch %o : tensor<i32>
  }
  return %r : tensor<i32>
}
