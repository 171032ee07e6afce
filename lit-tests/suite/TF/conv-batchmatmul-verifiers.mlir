// RUN: jopt %s -split-input-file -verify-diagnostics
// tf.Conv2D/tf.Conv3D check their layouts, paddings, strides and dilations and compare the result
// type with the one their shape function infers; tf.BatchMatMul(V2) check batch and matrix sizes.

func.func @conv_ok(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>, %u: tensor<*xf32>) -> (tensor<8x10x7x6xf32>, tensor<?x?x?x?xf32>) {
  %0 = "tf.Conv2D"(%x, %w) {padding = "VALID", strides = [1, 2, 3, 1], dilations = [1, 1, 1, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<8x8x6x6xf32>
  %1 = "tf.Conv2D"(%x, %w) {padding = "SAME", strides = [1, 2, 3, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<8x10x7x6xf32>
  %2 = "tf.Conv2D"(%u, %w) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<*xf32>, tensor<5x5x2x6xf32>) -> tensor<?x?x?x?xf32>
  return %1, %2 : tensor<8x10x7x6xf32>, tensor<?x?x?x?xf32>
}

// -----

func.func @conv_rank(%x: tensor<8x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{requires operands to be 4D tensor}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<8x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_explicit_missing(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{requires attribute 'explicit_paddings' with 'EXPLICIT' padding mode}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "EXPLICIT", strides = [1, 1, 1, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_explicit_length(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{requires explicit_paddings attribute length to be 8}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "EXPLICIT", explicit_paddings = [0, 0, 2, 2], strides = [1, 1, 1, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_explicit_negative(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{requires non negative explicit paddings}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "EXPLICIT", explicit_paddings = [0, 0, -2, 2, 1, 1, 0, 0], strides = [1, 1, 1, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_strides(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{requires strides attribute length to be 4}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "SAME", strides = [1, 1, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_stride_zero(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{requires positive strides}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "SAME", strides = [1, 0, 1, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_dilations(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{requires dilations attribute length to be 4}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "SAME", strides = [1, 1, 1, 1], dilations = [1, 2]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_dilation_zero(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{requires positive dilations}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "SAME", strides = [1, 1, 1, 1], dilations = [1, 0, 1, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_channels(%x: tensor<8x20x20x5xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+1 {{'tf.Conv2D' op requires the number of input channels to be divisible by the number of filter input channels; found 5 and 2, respectively}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<8x20x20x5xf32>, tensor<5x5x2x6xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @conv_inferred(%x: tensor<8x20x20x4xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+2 {{'tf.Conv2D' op failed to infer returned types}}
  // expected-error@+1 {{'tf.Conv2D' op inferred type(s) 'tensor<8x16x16x6xf32>' are incompatible with return type(s) of operation 'tensor<8x20x20x6xf32>'}}
  %0 = "tf.Conv2D"(%x, %w) {padding = "VALID", strides = [1, 1, 1, 1]} : (tensor<8x20x20x4xf32>, tensor<5x5x2x6xf32>) -> tensor<8x20x20x6xf32>
  return
}

// -----

func.func @conv_inferred_explicit_nchw(%x: tensor<8x4x20x20xf32>, %w: tensor<5x5x2x6xf32>) {
  // expected-error@+2 {{'tf.Conv2D' op failed to infer returned types}}
  // expected-error@+1 {{'tf.Conv2D' op inferred type(s) 'tensor<8x6x10x3xf32>' are incompatible with return type(s) of operation 'tensor<8x6x9x9xf32>'}}
  %0 = "tf.Conv2D"(%x, %w) {data_format = "NCHW", padding = "EXPLICIT", explicit_paddings = [0, 0, 0, 0, 1, 2, 3, 0], strides = [1, 1, 2, 5], dilations = [1, 1, 1, 2]} : (tensor<8x4x20x20xf32>, tensor<5x5x2x6xf32>) -> tensor<8x6x9x9xf32>
  return
}

// -----

func.func @conv3d_inferred(%x: tensor<2x9x9x9x3xf32>, %w: tensor<3x3x3x3x7xf32>) {
  // expected-error@+2 {{'tf.Conv3D' op failed to infer returned types}}
  // expected-error@+1 {{'tf.Conv3D' op inferred type(s) 'tensor<2x9x9x9x7xf32>' are incompatible with return type(s) of operation 'tensor<2x9x9x7xf32>'}}
  %0 = "tf.Conv3D"(%x, %w) {padding = "SAME", strides = [1, 1, 1, 1, 1]} : (tensor<2x9x9x9x3xf32>, tensor<3x3x3x3x7xf32>) -> tensor<2x9x9x7xf32>
  return
}

// -----

func.func @bmm_ok(%a: tensor<3x1x4x5xf32>, %b: tensor<6x5x7xf32>, %c: tensor<*xf32>) {
  %0 = "tf.BatchMatMulV2"(%a, %b) : (tensor<3x1x4x5xf32>, tensor<6x5x7xf32>) -> tensor<3x6x4x7xf32>
  %1 = "tf.BatchMatMulV2"(%a, %c) : (tensor<3x1x4x5xf32>, tensor<*xf32>) -> tensor<3x6x4x7xf32>
  %2 = "tf.BatchMatMul"(%b, %b) {adj_x = true} : (tensor<6x5x7xf32>, tensor<6x5x7xf32>) -> tensor<6x7x7xf32>
  return
}

// -----

func.func @bmm_rank(%a: tensor<5xf32>, %b: tensor<5x7xf32>) {
  // expected-error@+1 {{'tf.BatchMatMulV2' op requires lhs operand to have rank at least two}}
  %0 = "tf.BatchMatMulV2"(%a, %b) : (tensor<5xf32>, tensor<5x7xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @bmm_rank_rhs(%a: tensor<4x5xf32>, %b: tensor<7xf32>) {
  // expected-error@+1 {{'tf.BatchMatMul' op requires rhs operand to have rank at least two}}
  %0 = "tf.BatchMatMul"(%a, %b) : (tensor<4x5xf32>, tensor<7xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @bmm_batch(%a: tensor<3x4x5xf32>, %b: tensor<2x5x7xf32>) {
  // expected-error@+1 {{'tf.BatchMatMul' op found mismatching batch dimensions for lhs shape 'tensor<3x4x5xf32>' and rhs shape 'tensor<2x5x7xf32>'}}
  %0 = "tf.BatchMatMul"(%a, %b) : (tensor<3x4x5xf32>, tensor<2x5x7xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @bmm_broadcast(%a: tensor<3x4x5xf32>, %b: tensor<2x5x7xf32>) {
  // expected-error@+1 {{'tf.BatchMatMulV2' op found incompatible broadcast batch dimensions for lhs shape 'tensor<3x4x5xf32>' and rhs shape 'tensor<2x5x7xf32>'}}
  %0 = "tf.BatchMatMulV2"(%a, %b) : (tensor<3x4x5xf32>, tensor<2x5x7xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @bmm_out_rank(%a: tensor<3x4x5xf32>, %b: tensor<5x7xf32>) {
  // expected-error@+1 {{'tf.BatchMatMulV2' op found invalid output rank, expected 3 but got 2}}
  %0 = "tf.BatchMatMulV2"(%a, %b) : (tensor<3x4x5xf32>, tensor<5x7xf32>) -> tensor<4x7xf32>
  return
}

// -----

func.func @bmm_out_batch(%a: tensor<3x4x5xf32>, %b: tensor<1x5x7xf32>) {
  // expected-error@+1 {{'tf.BatchMatMulV2' op has mismatching input batch dimension 3 and output batch dimension 2}}
  %0 = "tf.BatchMatMulV2"(%a, %b) : (tensor<3x4x5xf32>, tensor<1x5x7xf32>) -> tensor<2x4x7xf32>
  return
}

// -----

func.func @bmm_row(%a: tensor<3x4x5xf32>, %b: tensor<5x7xf32>) {
  // expected-error@+1 {{'tf.BatchMatMulV2' op found invalid output dimension on row, expected 5 but got 4}}
  %0 = "tf.BatchMatMulV2"(%a, %b) {adj_x = true} : (tensor<3x4x5xf32>, tensor<5x7xf32>) -> tensor<3x4x7xf32>
  return
}

// -----

func.func @bmm_col(%a: tensor<3x4x5xf32>, %b: tensor<7x5xf32>) {
  // expected-error@+1 {{'tf.BatchMatMulV2' op found invalid output dimension on col, expected 7 but got 5}}
  %0 = "tf.BatchMatMulV2"(%a, %b) {adj_y = true} : (tensor<3x4x5xf32>, tensor<7x5xf32>) -> tensor<3x4x5xf32>
  return
}
