// Conv2DBackpropInput: the gradient dilated by the strides, convolved with the spatially reversed
// filter whose feature dimensions swap roles ([0, 1, o, i]), padded back to input_sizes (SAME,
// stride 2, 3x3: 2 before and 1 after). TfToHloOracleTest checks its numbers against TensorFlow.
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s

// CHECK-LABEL: func.func @conv_transpose
// CHECK-NEXT: %[[V0:.*]] = "mhlo.reverse"(%arg1) <{dimensions = dense<[0, 1]> : tensor<2xi64>}> : (tensor<3x3x2x3xf32>) -> tensor<3x3x2x3xf32>
// CHECK-NEXT: %[[V1:.*]] = mhlo.convolution(%arg0, %[[V0]]) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = {{\[\[}}2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x3xf32>, tensor<3x3x2x3xf32>) -> tensor<1x4x4x2xf32>
// CHECK-NEXT: return %[[V1]] : tensor<1x4x4x2xf32>
func.func @conv_transpose(%dy: tensor<1x2x2x3xf32>, %w: tensor<3x3x2x3xf32>) -> tensor<1x4x4x2xf32> {
  %sizes = "tf.Const"() {value = dense<[1, 4, 4, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.Conv2DBackpropInput"(%sizes, %w, %dy) {strides = [1, 2, 2, 1], padding = "SAME", data_format = "NHWC", dilations = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x2x3xf32>, tensor<1x2x2x3xf32>) -> tensor<1x4x4x2xf32>
  func.return %0 : tensor<1x4x4x2xf32>
}
