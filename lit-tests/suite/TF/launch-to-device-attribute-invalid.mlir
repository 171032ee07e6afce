// RUN: jopt %s -split-input-file -verify-diagnostics -tf-launch-to-device-attribute
// tf-launch-to-device-attribute refuses launches it cannot dissolve, with TensorFlow's errors.

func.func @not_tf(%arg0: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'tf_device.launch' op must contain only 'tf' dialect ops}}
  %0 = "tf_device.launch"() ({
    %1 = arith.addi %arg0, %arg0 : tensor<i32>
    tf_device.return %1 : tensor<i32>
  }) {device = "cpu"} : () -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @other_device() {
  // expected-error@+1 {{'tf_device.launch' op inner 'tf' dialect op has conflicting 'device' attribute, got 'tpu' but expected 'cpu'}}
  "tf_device.launch"() ({
    "tf.NoOp"() {device = "tpu"} : () -> ()
    tf_device.return
  }) {device = "cpu"} : () -> ()
  return
}

// -----

func.func @not_a_string() {
  // expected-error@+1 {{'tf_device.launch' op inner 'tf' dialect op has bad 'device' attribute}}
  "tf_device.launch"() ({
    "tf.NoOp"() {device = 3 : i64} : () -> ()
    tf_device.return
  }) {device = "cpu"} : () -> ()
  return
}
