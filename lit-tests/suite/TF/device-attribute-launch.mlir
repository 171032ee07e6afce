// RUN: jopt %s -split-input-file -tf-device-attribute-to-launch | jfilecheck %s --check-prefix=WRAP
// RUN: jopt %s -split-input-file -tf-launch-to-device-attribute | jfilecheck %s --check-prefix=HOIST
// tf-device-attribute-to-launch puts each tf op naming a device into a launch on that device;
// tf-launch-to-device-attribute dissolves launches, giving their ops the launch's device.

// WRAP-LABEL: func.func @wrap
// WRAP: %[[L:.*]] = "tf_device.launch"() <{device = "/cpu:1"}> ({
// WRAP-NEXT: %[[N:.*]] = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
// WRAP-NEXT: tf_device.return %[[N]] : tensor<f32>
// WRAP-NEXT: }) : () -> tensor<f32>
// WRAP-NEXT: %[[A:.*]] = "tf.Abs"(%[[L]]) {device = ""}
// WRAP-NEXT: %[[S:.*]] = "tf.Sqrt"(%[[A]]) :
// WRAP-NEXT: return %[[S]]
func.func @wrap(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%arg0) {device = "/cpu:1"} : (tensor<f32>) -> tensor<f32>
  %1 = "tf.Abs"(%0) {device = ""} : (tensor<f32>) -> tensor<f32>
  %2 = "tf.Sqrt"(%1) : (tensor<f32>) -> tensor<f32>
  return %2 : tensor<f32>
}

// HOIST-LABEL: func.func @hoist
// HOIST-NEXT: %[[N:.*]] = "tf.Neg"(%arg0) {device = "gpu"}
// HOIST-NEXT: %[[A:.*]] = "tf.Abs"(%[[N]]) {device = "gpu"}
// HOIST-NEXT: %[[S:.*]] = "tf.Sqrt"(%[[A]]) {device = "gpu"}
// HOIST-NEXT: return %[[S]], %[[N]]
func.func @hoist(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0:2 = "tf_device.launch"() ({
    %1 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
    %2 = "tf.Abs"(%1) {device = ""} : (tensor<f32>) -> tensor<f32>
    %3 = "tf.Sqrt"(%2) {device = "gpu"} : (tensor<f32>) -> tensor<f32>
    tf_device.return %3, %1 : tensor<f32>, tensor<f32>
  }) {device = "gpu"} : () -> (tensor<f32>, tensor<f32>)
  return %0#0, %0#1 : tensor<f32>, tensor<f32>
}
