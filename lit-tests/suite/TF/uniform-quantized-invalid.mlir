// RUN: jopt %s -split-input-file -verify-diagnostics
// The uniform quantization ops' scales and zero points (TensorFlow's checks and wording):
// scalars for per-tensor quantization, vectors of one length per axis.

func.func @per_tensor_zero_points(%x: tensor<4xf32>, %s: tensor<f32>, %z: tensor<1xi32>) -> tensor<4x!tf_type.qint8> {
  // expected-error@+1 {{'tf.UniformQuantize' op quantization_axis is -1, zero_points must have 0 rank.}}
  %0 = "tf.UniformQuantize"(%x, %s, %z) {quantization_axis = -1 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<4xf32>, tensor<f32>, tensor<1xi32>) -> tensor<4x!tf_type.qint8>
  return %0 : tensor<4x!tf_type.qint8>
}

// -----

func.func @per_axis_scales(%x: tensor<4x!tf_type.qint8>, %s: tensor<f32>, %z: tensor<4xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tf.UniformDequantize' op quantization_axis is not -1, scales must have 1 rank.}}
  %0 = "tf.UniformDequantize"(%x, %s, %z) {quantization_axis = 0 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<4x!tf_type.qint8>, tensor<f32>, tensor<4xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @lengths(%x: tensor<4x!tf_type.qint8>, %s: tensor<4xf32>, %z: tensor<3xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tf.UniformDequantize' op scales and zero points must have same number of elements.}}
  %0 = "tf.UniformDequantize"(%x, %s, %z) {quantization_axis = 0 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<4x!tf_type.qint8>, tensor<4xf32>, tensor<3xi32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The output group of tf.UniformRequantize is checked too.
func.func @requantize_output(%x: tensor<4x!tf_type.qint8>, %s: tensor<f32>, %z: tensor<i32>, %s2: tensor<2xf32>) -> tensor<4x!tf_type.qint8> {
  // expected-error@+1 {{'tf.UniformRequantize' op quantization_axis is -1, scales must have 0 rank.}}
  %0 = "tf.UniformRequantize"(%x, %s, %z, %s2, %z) {input_quantization_axis = -1 : i64, input_quantization_min_val = -128 : i64, input_quantization_max_val = 127 : i64, output_quantization_axis = -1 : i64, output_quantization_min_val = -128 : i64, output_quantization_max_val = 127 : i64} : (tensor<4x!tf_type.qint8>, tensor<f32>, tensor<i32>, tensor<2xf32>, tensor<i32>) -> tensor<4x!tf_type.qint8>
  return %0 : tensor<4x!tf_type.qint8>
}

// -----

func.func @valid(%x: tensor<4xf32>, %s: tensor<4xf32>, %z: tensor<4xi32>) -> tensor<4x!tf_type.qint8> {
  %0 = "tf.UniformQuantize"(%x, %s, %z) {quantization_axis = 0 : i64, quantization_min_val = -128 : i64, quantization_max_val = 127 : i64} : (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) -> tensor<4x!tf_type.qint8>
  return %0 : tensor<4x!tf_type.qint8>
}
