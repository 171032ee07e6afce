// dot_general with batching and contracting dimensions, convolution (padding, strides, feature
// groups), fft, triangular_solve and cholesky.
// RUN: jtranslate --interpret -split-input-file %s | jfilecheck %s

// Two batches of [1x2] . [2x1]: [1*3 + 2*4] and [5*7 + 6*8].
// CHECK: tensor<2x1x1xi32> {
// CHECK: [11]
// CHECK: [83]
func.func @main() -> tensor<2x1x1xi32> {
  %a = stablehlo.constant dense<[[[1, 2]], [[5, 6]]]> : tensor<2x1x2xi32>
  %b = stablehlo.constant dense<[[[3], [4]], [[7], [8]]]> : tensor<2x2x1xi32>
  %c = "stablehlo.dot_general"(%a, %b) {
    dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
                                           lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>
  } : (tensor<2x1x2xi32>, tensor<2x2x1xi32>) -> tensor<2x1x1xi32>
  return %c : tensor<2x1x1xi32>
}

// -----

// A 1-D convolution of [1, 2, 3, 4] with kernel [1, 1], padding 1 on each side, stride 2:
// windows [0 1], [2 3], [4 0].
// CHECK: tensor<1x3x1xf32> {
// CHECK: [1.000000e+00],
// CHECK: [5.000000e+00],
// CHECK: [4.000000e+00]
func.func @main() -> tensor<1x3x1xf32> {
  %x = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0]]]> : tensor<1x4x1xf32>
  %k = stablehlo.constant dense<[[[1.0]], [[1.0]]]> : tensor<2x1x1xf32>
  %y = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
      window = {stride = [2], pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x4x1xf32>, tensor<2x1x1xf32>) -> tensor<1x3x1xf32>
  return %y : tensor<1x3x1xf32>
}

// -----

// fft of [1, 0, 0, 0] is all ones; rfft of [1, 2, 3, 4] is [10, -2+2i, -2].
// CHECK: tensor<4xcomplex<f32>> {
// CHECK-NEXT{LITERAL}: [[1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00]]
// CHECK: tensor<3xcomplex<f32>> {
// CHECK-NEXT{LITERAL}: [[1.000000e+01, 0.000000e+00], [-2.000000e+00, 2.000000e+00], [-2.000000e+00, 0.000000e+00]]
func.func @main() -> (tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>) {
  %a = stablehlo.constant dense<[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %f = stablehlo.fft %a, type = FFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  %r = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %g = stablehlo.fft %r, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
  return %f, %g : tensor<4xcomplex<f32>>, tensor<3xcomplex<f32>>
}

// -----

// L = [[2, 0], [1, 3]] solves L x = [4, 11] as x = [2, 3]; cholesky of L L^T gives L back.
// CHECK: tensor<2x1xf64> {
// CHECK: [2.000000e+00],
// CHECK: [3.000000e+00]
// CHECK: tensor<2x2xf64> {
// CHECK: [2.000000e+00, 0.000000e+00],
// CHECK: [1.000000e+00, 3.000000e+00]
func.func @main() -> (tensor<2x1xf64>, tensor<2x2xf64>) {
  %l = stablehlo.constant dense<[[2.0, 0.0], [1.0, 3.0]]> : tensor<2x2xf64>
  %b = stablehlo.constant dense<[[4.0], [11.0]]> : tensor<2x1xf64>
  %x = "stablehlo.triangular_solve"(%l, %b) {left_side = true, lower = true, unit_diagonal = false,
      transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf64>, tensor<2x1xf64>) -> tensor<2x1xf64>
  %a = stablehlo.constant dense<[[4.0, 2.0], [2.0, 10.0]]> : tensor<2x2xf64>
  %c = "stablehlo.cholesky"(%a) {lower = true} : (tensor<2x2xf64>) -> tensor<2x2xf64>
  return %x, %c : tensor<2x1xf64>, tensor<2x2xf64>
}
