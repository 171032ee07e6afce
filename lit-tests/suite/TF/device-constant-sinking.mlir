// RUN: jopt %s -tf-device-constant-sinking | jfilecheck %s
// tf-device-constant-sinking materializes the tf.Const values a launch or cluster captures at the
// start of its region: moved when the region holds its only use, cloned once per region otherwise.

// CHECK-LABEL: func.func @sink
// CHECK-NEXT: %[[SHARED:.*]] = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}>
// CHECK-NEXT: %[[C:.*]] = "tf_device.cluster"() ({
// CHECK-NEXT: %[[MINE:.*]] = "tf.Const"() <{value = dense<5.000000e+00> : tensor<f32>}>
// CHECK-NEXT: %[[COPY:.*]] = "tf.Const"() <{value = dense<2.000000e+00> : tensor<f32>}>
// CHECK-NEXT: %[[M:.*]] = "tf.Mul"(%arg0, %[[COPY]])
// CHECK-NEXT: %[[A:.*]] = "tf.AddV2"(%[[M]], %[[COPY]])
// CHECK-NEXT: %[[S:.*]] = "tf.Sub"(%[[A]], %[[MINE]])
// CHECK-NEXT: tf_device.return %[[S]]
// CHECK: return %[[C]], %[[SHARED]]
func.func @sink(%arg0: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %two = "tf.Const"() {value = dense<2.0> : tensor<f32>} : () -> tensor<f32>
  %five = "tf.Const"() {value = dense<5.0> : tensor<f32>} : () -> tensor<f32>
  %0 = "tf_device.cluster"() ({
    %1 = "tf.Mul"(%arg0, %two) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %2 = "tf.AddV2"(%1, %two) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %3 = "tf.Sub"(%2, %five) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tf_device.return %3 : tensor<f32>
  }) : () -> tensor<f32>
  return %0, %two : tensor<f32>, tensor<f32>
}

// A constant used only inside regions is gone from the function body once sunk.
// CHECK-LABEL: func.func @only_inside
// CHECK-NEXT: "tf_device.launch"
// CHECK-NEXT: "tf.Const"
// CHECK-NEXT: "tf.Neg"
// CHECK: "tf_device.launch"
// CHECK-NEXT: "tf.Const"
// CHECK-NEXT: "tf.Abs"
func.func @only_inside() -> (tensor<i32>, tensor<i32>) {
  %c = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf_device.launch"() ({
    %1 = "tf.Neg"(%c) : (tensor<i32>) -> tensor<i32>
    tf_device.return %1 : tensor<i32>
  }) {device = "a"} : () -> tensor<i32>
  %2 = "tf_device.launch"() ({
    %3 = "tf.Abs"(%c) : (tensor<i32>) -> tensor<i32>
    tf_device.return %3 : tensor<i32>
  }) {device = "b"} : () -> tensor<i32>
  return %0, %2 : tensor<i32>, tensor<i32>
}
