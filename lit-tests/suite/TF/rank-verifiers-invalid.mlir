// RUN: jopt %s -split-input-file -verify-diagnostics
// TensorFlow's rank checks of tf.MaxPoolGrad, the fake quantization ops, tf.Fill,
// tf.FusedBatchNorm, tf.Select's predicate and tf.MatrixBandPart (ranked operands only).

func.func @max_pool_grad(%i: tensor<1x4x4x1xf32>, %o: tensor<1x2x2x1xf32>, %g: tensor<2x2x1xf32>) -> tensor<1x4x4x1xf32> {
  // expected-error@+1 {{'tf.MaxPoolGrad' op requires grad to be rank 4}}
  %0 = "tf.MaxPoolGrad"(%i, %o, %g) {data_format = "NHWC", ksize = [1, 2, 2, 1], padding = "VALID", strides = [1, 2, 2, 1]} : (tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>, tensor<2x2x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
}

// -----

func.func @num_bits(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxArgs' op requires num_bits to be between 2 and 16, inclusive}}
  %0 = "tf.FakeQuantWithMinMaxArgs"(%x) {min = -1.0 : f32, max = 1.0 : f32, num_bits = 17 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @vars_max(%x: tensor<4xf32>, %min: tensor<f32>, %max: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxVars' op requires max to be a 0d float tensor}}
  %0 = "tf.FakeQuantWithMinMaxVars"(%x, %min, %max) : (tensor<4xf32>, tensor<f32>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @per_channel(%x: tensor<2x4xf32>, %min: tensor<4xf32>, %max: tensor<3xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'tf.FakeQuantWithMinMaxVarsPerChannel' op requires min and max to have same size as last dimension of inputs}}
  %0 = "tf.FakeQuantWithMinMaxVarsPerChannel"(%x, %min, %max) : (tensor<2x4xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @fill(%d: tensor<2x1xi32>, %v: tensor<f32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.Fill' op requires dims to be a 1D tensor}}
  %0 = "tf.Fill"(%d, %v) : (tensor<2x1xi32>, tensor<f32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @batch_norm(%x: tensor<2x2x2x2xf32>, %s: tensor<2xf32>, %m: tensor<1x2xf32>) -> tensor<2x2x2x2xf32> {
  // expected-error@+1 {{'tf.FusedBatchNorm' op requires mean to be a 1D float tensor}}
  %0:5 = "tf.FusedBatchNorm"(%x, %s, %s, %m, %s) {epsilon = 0.001 : f32, is_training = false} : (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<1x2xf32>, tensor<2xf32>) -> (tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  return %0#0 : tensor<2x2x2x2xf32>
}

// -----

func.func @select_vector_pred(%p: tensor<3xi1>, %t: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'tf.Select' op requires that, when pred is a vector, the shape matches the first dimension of t and e}}
  %0 = "tf.Select"(%p, %t, %t) : (tensor<3xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @select_pred_rank(%p: tensor<2x4xi1>, %t: tensor<2x4x1xf32>) -> tensor<2x4x1xf32> {
  // expected-error@+1 {{'tf.Select' op requires that pred is a scalar OR has the same rank as t and e OR is a vector}}
  %0 = "tf.Select"(%p, %t, %t) : (tensor<2x4xi1>, tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  return %0 : tensor<2x4x1xf32>
}

// -----

func.func @select_ok(%p: tensor<2xi1>, %q: tensor<i1>, %t: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = "tf.Select"(%p, %t, %t) : (tensor<2xi1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = "tf.Select"(%q, %0, %t) : (tensor<i1>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}

// -----

func.func @band_bounds(%x: tensor<4x4xf32>, %l: tensor<2xi64>, %u: tensor<i64>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'tf.MatrixBandPart' op requires `num_lower` to have 0 dimensions, but found 'tensor<2xi64>'}}
  %0 = "tf.MatrixBandPart"(%x, %l, %u) : (tensor<4x4xf32>, tensor<2xi64>, tensor<i64>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @band_type(%x: tensor<4x4xf32>, %l: tensor<i64>) -> tensor<4x5xf32> {
  // expected-error@+1 {{'tf.MatrixBandPart' op failed to verify that all of {input, band} have dynamically equal types}}
  %0 = "tf.MatrixBandPart"(%x, %l, %l) : (tensor<4x4xf32>, tensor<i64>, tensor<i64>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
