// RUN: jopt %s -split-input-file -tf-simple-device-assignment | jfilecheck %s --check-prefix=CPU
// RUN: jopt %s -split-input-file -tf-simple-device-assignment='default-device=tpu' | jfilecheck %s --check-prefix=TPU
// RUN: jopt %s -split-input-file -tf-device-assignment-by-func-attr | jfilecheck %s --check-prefix=FUNC
// tf-simple-device-assignment fills missing or empty devices with default-device; the by-func-attr
// pass fills those of tf ops with their function's tf.device.

// CPU-LABEL: func.func @f
// CPU: "tf.Neg"(%arg0) {device = "cpu"}
// CPU: "tf.Abs"(%{{.*}}) {device = "cpu"}
// CPU: "tf.Sqrt"(%{{.*}}) {device = "gpu:1"}
// CPU: arith.negf %{{.*}} : tensor<f32>
// CPU: arith.addf %{{.*}} {device = "cpu"}
// TPU: "tf.Neg"(%arg0) {device = "tpu"}
// TPU: "tf.Abs"(%{{.*}}) {device = "tpu"}
// FUNC-LABEL: func.func @f
// FUNC: "tf.Neg"(%arg0) {device = "xpu"}
// FUNC: "tf.Abs"(%{{.*}}) {device = "xpu"}
// FUNC: "tf.Sqrt"(%{{.*}}) {device = "gpu:1"}
// FUNC: arith.negf %{{.*}} : tensor<f32>
// FUNC: arith.addf %{{.*}} {device = ""}
func.func @f(%arg0: tensor<f32>) -> tensor<f32> attributes {tf.device = "xpu"} {
  %0 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
  %1 = "tf.Abs"(%0) {device = ""} : (tensor<f32>) -> tensor<f32>
  %2 = "tf.Sqrt"(%1) {device = "gpu:1"} : (tensor<f32>) -> tensor<f32>
  %3 = arith.negf %2 : tensor<f32>
  %4 = arith.addf %3, %3 {device = ""} : tensor<f32>
  return %4 : tensor<f32>
}

// -----

// Without tf.device on the function, the by-func-attr pass changes nothing.
// FUNC-LABEL: func.func @g
// FUNC: "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
func.func @g(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%arg0) : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
