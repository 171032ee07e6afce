// RUN: jopt %s -split-input-file -verify-diagnostics
// tf.SpaceToBatchND's block and padding checks and tf.XlaConvV2's checks of its constant window
// operands (TensorFlow's wording, its "vecotr" included).

func.func @s2b_ok(%x: tensor<2x6x5x3xf32>) {
  %b = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<[[0, 0], [1, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x6x5x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @s2b_block_rank(%x: tensor<2x6x5x3xf32>, %b: tensor<1x2xi32>, %p: tensor<2x2xi32>) {
  // expected-error@+1 {{'tf.SpaceToBatchND' op requires rank of block_shape = 1; got 2}}
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x6x5x3xf32>, tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @s2b_pad_cols(%x: tensor<2x6x5x3xf32>, %b: tensor<2xi32>, %p: tensor<2x3xi32>) {
  // expected-error@+1 {{'tf.SpaceToBatchND' op requires paddings.shape[1] to be 2; got 3}}
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x6x5x3xf32>, tensor<2xi32>, tensor<2x3xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @s2b_rows(%x: tensor<2x6x5x3xf32>, %b: tensor<2xi32>, %p: tensor<3x2xi32>) {
  // expected-error@+1 {{'tf.SpaceToBatchND' op requires block_shape.shape[0] must equal paddings.shape[0]}}
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x6x5x3xf32>, tensor<2xi32>, tensor<3x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @s2b_input_rank(%x: tensor<2x6xf32>, %b: tensor<2xi32>, %p: tensor<2x2xi32>) {
  // expected-error@+1 {{'tf.SpaceToBatchND' op requires rank of input >= 1 + rank of block}}
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x6xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @s2b_block_value(%x: tensor<2x6x5x3xf32>, %p: tensor<2x2xi32>) {
  %b = "tf.Const"() {value = dense<[2, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  // expected-error@+1 {{'tf.SpaceToBatchND' op requires all values of block_shape to be >= 1; failed for dimension 1}}
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x6x5x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @s2b_pad_value(%x: tensor<2x6x5x3xf32>, %b: tensor<2xi32>) {
  %p = "tf.Const"() {value = dense<[[0, 0], [0, -1]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.SpaceToBatchND' op requires all values of paddings to be >= 0; failed for dimension 1}}
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x6x5x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @s2b_divides(%x: tensor<2x6x5x3xf32>) {
  %b = "tf.Const"() {value = dense<[2, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<[[0, 0], [0, 0]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.SpaceToBatchND' op requires block_shape[i] divides input_shape[i + 1] + paddings[i, 0] + paddings[i, 1]; failed for i=1}}
  %0 = "tf.SpaceToBatchND"(%x, %b, %p) : (tensor<2x6x5x3xf32>, tensor<2xi32>, tensor<2x2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @xla_conv_padding(%l: tensor<1x8x8x3xf32>, %r: tensor<3x3x3x4xf32>) {
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<0> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %g = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.XlaConvV2' op expects padding to be a matrix with minor dimension 2}}
  %0 = "tf.XlaConvV2"(%l, %r, %s, %p, %s, %s, %g) {dimension_numbers = "", precision_config = ""} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2xi32>, tensor<2x3xi32>, tensor<2xi32>, tensor<2xi32>, tensor<i32>) -> tensor<*xf32>
  return
}

// -----

func.func @xla_conv_rhs_dilation(%l: tensor<1x8x8x3xf32>, %r: tensor<3x3x3x4xf32>) {
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %d = "tf.Const"() {value = dense<1> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  %p = "tf.Const"() {value = dense<0> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %g = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  // expected-error@+1 {{'tf.XlaConvV2' op expects rhs_dilation to be a vecotr}}
  %0 = "tf.XlaConvV2"(%l, %r, %s, %p, %s, %d, %g) {dimension_numbers = "", precision_config = ""} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<1x2xi32>, tensor<i32>) -> tensor<*xf32>
  return
}

// -----

func.func @xla_conv_groups(%l: tensor<1x8x8x3xf32>, %r: tensor<3x3x3x4xf32>) {
  %s = "tf.Const"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
  %p = "tf.Const"() {value = dense<0> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  // expected-error@+1 {{'tf.XlaConvV2' op expects feature_group_count to be a scalar}}
  %0 = "tf.XlaConvV2"(%l, %r, %s, %p, %s, %s, %s) {dimension_numbers = "", precision_config = ""} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<2xi32>, tensor<2x2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<*xf32>
  return
}
