// RUN: jopt %s -tf-xla-inline-device-ops | jfilecheck %s
// tf-xla-inline-device-ops dissolves tf_device.cluster: its ops take its place, its uses take the
// returned values.

// CHECK-LABEL: func.func @inline
// CHECK-NEXT: %[[N:.*]] = "tf.Neg"(%arg0)
// CHECK-NEXT: %[[A:.*]] = "tf.Abs"(%[[N]])
// CHECK-NEXT: %[[S:.*]] = "tf.AddV2"(%[[A]], %arg0)
// CHECK-NEXT: return %[[S]], %arg0
func.func @inline(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "tf_device.cluster"() ({
    %1 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
    %2 = "tf.Abs"(%1) : (tensor<f32>) -> tensor<f32>
    tf_device.return %2, %arg0 : tensor<f32>, tensor<f32>
  }) {_replication_info = "x"} : () -> (tensor<f32>, tensor<f32>)
  %3 = "tf.AddV2"(%0#0, %0#1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %3, %0#1 : tensor<f32>, tensor<f32>
}
