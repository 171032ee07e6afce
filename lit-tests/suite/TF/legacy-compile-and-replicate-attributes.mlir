// RUN: jopt %s -split-input-file -verify-diagnostics -tf-convert-to-legacy-compile-and-replicate-attributes | jfilecheck %s
// RUN: not jopt %s -split-input-file -tf-fallback-to-legacy-compile-and-replicate-attributes 2>&1 | jfilecheck %s --check-prefix=FALLBACK
// _replication_info becomes _tpu_replicate and _xla_compile_device_type goes away; ops with only one
// of them stop the pass.

// CHECK-LABEL: func.func @convert
// CHECK: "tf.Neg"(%arg0) {_tpu_replicate = "r0", device = ""}
// CHECK: "tf.Abs"(%{{.*}}) {device = "cpu"}
// CHECK-NOT: _xla_compile_device_type
func.func @convert(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "tf.Neg"(%arg0) {_replication_info = "r0", _xla_compile_device_type = "TPU", device = ""} : (tensor<f32>) -> tensor<f32>
  %1 = "tf.Abs"(%0) {device = "cpu"} : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}

// -----

func.func @no_device_type(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.Neg' op has '_replication_info' attribute but not '_xla_compile_device_type' attribute which is unsupported}}
  %0 = "tf.Neg"(%arg0) {_replication_info = "r0"} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @empty_info(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.Neg' op has empty '_replication_info' attribute which is unsupported}}
  %0 = "tf.Neg"(%arg0) {_replication_info = "", _xla_compile_device_type = "TPU"} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @bad_device_type(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'tf.Neg' op has invalid '_xla_compile_device_type' value 'NPU'}}
  %0 = "tf.Neg"(%arg0) {_replication_info = "r0", _xla_compile_device_type = "NPU"} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// The fallback pass words its one check differently.
// FALLBACK: legacy-compile-and-replicate-attributes.mlir:20:8: error: 'tf.Neg' op is expected to have both _replication_info and _xla_compile_device_type attributes.
