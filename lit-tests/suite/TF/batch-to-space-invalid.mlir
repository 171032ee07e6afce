// RUN: jopt %s -split-input-file -verify-diagnostics
// tf.BatchToSpace's own verifier (TensorFlow's wording): shapes of input, crops and output.

func.func @input_rank(%x: tensor<3x3xf32>, %c: tensor<2x2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BatchToSpace' op requires input to be a 4D tensor, but got 'tensor<3x3xf32>'}}
  %0 = "tf.BatchToSpace"(%x, %c) {block_size = 2 : i64} : (tensor<3x3xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @batch_not_divisible(%x: tensor<6x2x2x1xf32>, %c: tensor<2x2xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BatchToSpace' op requires input batch (dimension 0) to be evenly divisible by (block_size * block_size), but got input batch 6 and block_size 2}}
  %0 = "tf.BatchToSpace"(%x, %c) {block_size = 2 : i64} : (tensor<6x2x2x1xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @crops_shape(%x: tensor<*xf32>, %c: tensor<2x5xi32>) -> tensor<*xf32> {
  // expected-error@+1 {{'tf.BatchToSpace' op requires crops to be a tensor<2x2>, but got 'tensor<2x5xi32>'}}
  %0 = "tf.BatchToSpace"(%x, %c) {block_size = 2 : i64} : (tensor<*xf32>, tensor<2x5xi32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @negative_crop(%x: tensor<*xf32>) -> tensor<*xf32> {
  %c = "tf.Const"() {value = dense<[[0, 1], [-1, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.BatchToSpace' op requires all crop values to be nonnegative, but got dense<[[0, 1], [-1, 0]]> : tensor<2x2xi32>}}
  %0 = "tf.BatchToSpace"(%x, %c) {block_size = 2 : i64} : (tensor<*xf32>, tensor<2x2xi32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @width_after_crops(%x: tensor<8x3x3x2xf32>) -> tensor<2x6x4x2xf32> {
  %c = "tf.Const"() {value = dense<[[0, 0], [1, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.BatchToSpace' op requires output width (dimension 2) to be equal to input width (dimension 2) * block_size - crop_left - crop_right, but got output width 4, input width 3, crop_left 1, crop_right 0, and block_size 2}}
  %0 = "tf.BatchToSpace"(%x, %c) {block_size = 2 : i64} : (tensor<8x3x3x2xf32>, tensor<2x2xi32>) -> tensor<2x6x4x2xf32>
  return %0 : tensor<2x6x4x2xf32>
}

// -----

func.func @depth(%x: tensor<8x3x3x2xf32>, %c: tensor<2x2xi32>) -> tensor<2x6x6x3xf32> {
  // expected-error@+1 {{'tf.BatchToSpace' op requires output depth (dimension 3) to be equal to input depth (dimension 3), but got output depth 3 and input depth 2}}
  %0 = "tf.BatchToSpace"(%x, %c) {block_size = 2 : i64} : (tensor<8x3x3x2xf32>, tensor<2x2xi32>) -> tensor<2x6x6x3xf32>
  return %0 : tensor<2x6x6x3xf32>
}

// -----

// A valid one.
func.func @valid(%x: tensor<8x3x3x2xf32>) -> tensor<2x5x6x2xf32> {
  %c = "tf.Const"() {value = dense<[[1, 0], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %0 = "tf.BatchToSpace"(%x, %c) {block_size = 2 : i64} : (tensor<8x3x3x2xf32>, tensor<2x2xi32>) -> tensor<2x5x6x2xf32>
  return %0 : tensor<2x5x6x2xf32>
}
