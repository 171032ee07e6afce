// RUN: jopt %s -split-input-file -verify-diagnostics -tf-canonicalize-compile-and-replicate-attributes
// tf-canonicalize-compile-and-replicate-attributes refuses contradicting attributes and devices of
// unknown types, with TensorFlow's errors.

func.func @contradiction(%a: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'tf.Neg' op has both '_XlaMustCompile = false' and '_xla_compile_device_type' attribute which contradicts each other}}
  %0 = "tf.Neg"(%a) {_XlaMustCompile = false, _xla_compile_device_type = "CPU"} : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// -----

func.func @bad_device(%a: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{'tf.Neg' op 'device' has invalid value}}
  %0 = "tf.Neg"(%a) {_XlaMustCompile = true, device = "/device:FPGA:0"} : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
