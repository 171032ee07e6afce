// RUN: jopt %s -split-input-file -verify-diagnostics
// Constraints TensorFlow declares in ODS (required attributes, attribute kinds, operand ranks,
// operand broadcasting), with ODS's wording, checked before the ops' own verifiers.

func.func @valid(%x: tensor<2x8x8x3xf32>, %p: tensor<2x2xi32>, %c: tensor<2x1xi1>, %a: tensor<3xf32>) {
  %0 = "tf.AvgPool"(%x) {ksize = [1, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<2x8x8x3xf32>) -> tensor<2x4x4x3xf32>
  %1 = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], padding = "EXPLICIT", explicit_paddings = [0, 0, 1, 1, 1, 1, 0, 0], strides = [1, 2, 2, 1]} : (tensor<2x8x8x3xf32>) -> tensor<*xf32>
  %2 = "tf.SelectV2"(%c, %a, %a) : (tensor<2x1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = "tf.LeakyRelu"(%a) {alpha = 0.1 : f32} : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @missing_ksize(%x: tensor<2x8x8x3xf32>) {
  // expected-error@+1 {{'tf.MaxPool' op requires attribute 'ksize'}}
  %0 = "tf.MaxPool"(%x) {padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<2x8x8x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @short_strides(%x: tensor<2x8x8x8x3xf32>) {
  // expected-error@+1 {{'tf.AvgPool3D' op attribute 'strides' failed to satisfy constraint: 64-bit integer array attribute with at least 5 elements}}
  %0 = "tf.AvgPool3D"(%x) {ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<2x8x8x8x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @i32_ksize(%x: tensor<2x8x8x3xf32>) {
  // expected-error@+1 {{'tf.AvgPool' op attribute 'ksize' failed to satisfy constraint: 64-bit integer array attribute with at least 4 elements}}
  %0 = "tf.AvgPool"(%x) {ksize = [1 : i32, 2 : i32, 2 : i32, 1 : i32], padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<2x8x8x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @pool_explicit(%x: tensor<2x8x8x3xf32>) {
  // expected-error@+1 {{'tf.AvgPool' op attribute 'padding' failed to satisfy constraint: string attribute whose value is SAME, or VALID}}
  %0 = "tf.AvgPool"(%x) {ksize = [1, 2, 2, 1], padding = "EXPLICIT", strides = [1, 2, 2, 1]} : (tensor<2x8x8x3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_padding(%x: tensor<2x8x8x3xf32>, %w: tensor<2x2x3x4xf32>) {
  // expected-error@+1 {{'tf.Conv2D' op attribute 'padding' failed to satisfy constraint: string attribute whose value is SAME, or VALID, or EXPLICIT}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "FULL", strides = [1, 1, 1, 1]} : (tensor<2x8x8x3xf32>, tensor<2x2x3x4xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @leaky_alpha(%a: tensor<3xf32>) {
  // expected-error@+1 {{'tf.LeakyRelu' op attribute 'alpha' failed to satisfy constraint: 32-bit float attribute}}
  %0 = "tf.LeakyRelu"(%a) {alpha = 0.1 : f64} : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @mirror_pad(%a: tensor<3xf32>, %p: tensor<2xi32>) {
  // expected-error@+1 {{'tf.MirrorPad' op failed to verify that operand 1 is 2-D}}
  %0 = "tf.MirrorPad"(%a, %p) {mode = "REFLECT"} : (tensor<3xf32>, tensor<2xi32>) -> tensor<*xf32>
  return
}

// -----

func.func @select_v2(%c: tensor<2xi1>, %a: tensor<3xf32>) {
  // expected-error@+1 {{'tf.SelectV2' op operands don't have broadcast-compatible shapes}}
  %0 = "tf.SelectV2"(%c, %a, %a) : (tensor<2xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @select_v2_result(%c: tensor<2x1xi1>, %a: tensor<3xf32>) {
  // expected-error@+1 {{'tf.SelectV2' op result type '4x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = "tf.SelectV2"(%c, %a, %a) : (tensor<2x1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @equal(%a: tensor<3xf32>, %b: tensor<2xf32>) {
  %0 = "tf.Equal"(%a, %b) {incompatible_shape_error = false} : (tensor<3xf32>, tensor<2xf32>) -> tensor<*xi1>
  // expected-error@+1 {{'tf.Equal' op operands don't have broadcast-compatible shapes}}
  %1 = "tf.Equal"(%a, %b) {incompatible_shape_error = true} : (tensor<3xf32>, tensor<2xf32>) -> tensor<*xi1>
  return
}

// -----

func.func @identity_ref(%a: tensor<2x!tf_type.int32ref>, %b: tensor<2xi32>) {
  %0 = "tf.Identity"(%a) : (tensor<2x!tf_type.int32ref>) -> tensor<2xi32>
  %r = "tf.Identity"(%a) : (tensor<2x!tf_type.int32ref>) -> tensor<*x!tf_type.int32ref>
  // expected-error@+1 {{requires all operands and results to have compatible element types}}
  %1 = "tf.Identity"(%b) : (tensor<2xi32>) -> tensor<2x!tf_type.int32ref>
  return
}

// -----

func.func @var_handle() {
  // expected-error@+1 {{'tf.VarHandleOp' op must have exactly one subtype in the result resource type}}
  %0 = "tf.VarHandleOp"() {container = "", shared_name = "v"} : () -> tensor<!tf_type.resource>
  return
}

// -----

func.func @case_index(%i: tensor<2xi32>, %a: tensor<f32>) {
  // expected-error@+1 {{'tf.Case' op expects 'branch_index' to be a scalar, but got 'tensor<2xi32>'}}
  %0 = "tf.Case"(%i, %a) {branches = [@b0], is_stateless = false} : (tensor<2xi32>, tensor<f32>) -> tensor<f32>
  return
}
func.func private @b0(%a: tensor<f32>) -> tensor<f32>

// -----

func.func @slice_element(%a: tensor<4xf32>, %b: tensor<1xi32>) {
  // expected-error@+1 {{'tf.Slice' op failed to verify that input and output must have same element type}}
  %0 = "tf.Slice"(%a, %b, %b) : (tensor<4xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
  return
}
