// RUN: jopt %s -split-input-file -verify-diagnostics -tf-launch-to-device-attribute | jfilecheck %s
// tf-launch-to-device-attribute refuses launches whose tf ops name another device or a device that
// is not a string, with TensorFlow's errors; ops of other dialects are hoisted without a device.

// CHECK-LABEL: func @not_tf
// CHECK-NEXT: %[[S:.*]] = arith.addi %arg0, %arg0 : tensor<i32>
// CHECK-NEXT: return %[[S]]
func.func @not_tf(%arg0: tensor<i32>) -> tensor<i32> {
  %0 = "tf_device.launch"() ({
    %1 = arith.addi %arg0, %arg0 : tensor<i32>
    tf_device.return %1 : tensor<i32>
  }) {device = "cpu"} : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @other_device() {
  // expected-error@+1 {{'tf_device.launch' op inner op has conflicting 'device' attribute, got 'tpu' but expected 'cpu'}}
  "tf_device.launch"() ({
    "tf.NoOp"() {device = "tpu"} : () -> ()
    tf_device.return
  }) {device = "cpu"} : () -> ()
  return
}

// -----

func.func @nested_other_device(%c: tensor<i1>) {
  // expected-error@+1 {{'tf_device.launch' op inner op has conflicting 'device' attribute, got 'tpu' but expected 'cpu'}}
  "tf_device.launch"() ({
    "tf.IfRegion"(%c) ({
      "tf.NoOp"() {device = "tpu"} : () -> ()
      "tf.Yield"() : () -> ()
    }, {
      "tf.Yield"() : () -> ()
    }) {is_stateless = true} : (tensor<i1>) -> ()
    tf_device.return
  }) {device = "cpu"} : () -> ()
  return
}

// -----

func.func @not_a_string() {
  // expected-error@+1 {{'tf_device.launch' op inner op has bad 'device' attribute, got 3 : i64}}
  "tf_device.launch"() ({
    "tf.NoOp"() {device = 3 : i64} : () -> ()
    tf_device.return
  }) {device = "cpu"} : () -> ()
  return
}
