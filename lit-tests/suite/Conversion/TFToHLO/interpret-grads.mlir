// The gradient and FFT legalizations run in the interpreter with TensorFlow's numbers:
// - MaxPoolGrad routes each window's gradient to its first maximum (a tie: the earlier element);
// - AvgPoolGrad, SAME 2x2 stride 2 over 3x3: the corner window covers 4 elements, the edge ones 2,
//   the last 1;
// - Conv2DBackpropFilter, VALID 2x2 filter over a 3x3 input, gradient of ones: each filter tap is
//   the sum of the 2x2 input block it touches;
// - RFFT of length 4 of [1, 2, 3, 4, 5] (truncated to 4): [10, -2+2i, -2].
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[[[1.0],[5.0],[2.0],[2.0]],[[3.0],[4.0],[7.0],[1.0]],[[0.0],[0.0],[1.0],[1.0]],[[0.0],[0.0],[1.0],[1.0]]]]> : tensor<1x4x4x1xf32>, dense<[[[[10.0],[20.0]],[[30.0],[40.0]]]]> : tensor<1x2x2x1xf32>, dense<[[[[4.0],[8.0]],[[12.0],[16.0]]]]> : tensor<1x2x2x1xf32>, dense<[[[[1.0],[2.0],[3.0]],[[4.0],[5.0],[6.0]],[[7.0],[8.0],[9.0]]]]> : tensor<1x3x3x1xf32>, dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>]" | jfilecheck %s

// CHECK: dense<{{\[\[\[\[}}0.000000e+00], [1.000000e+01], [0.000000e+00], [0.000000e+00]], {{\[\[}}0.000000e+00], [0.000000e+00], [2.000000e+01], [0.000000e+00]], {{\[\[}}3.000000e+01], [0.000000e+00], [4.000000e+01], [0.000000e+00]], {{\[\[}}0.000000e+00], [0.000000e+00], [0.000000e+00], [0.000000e+00]]]]> : tensor<1x4x4x1xf32>
// CHECK-NEXT: dense<{{\[\[\[\[}}1.000000e+00], [1.000000e+00], [4.000000e+00]], {{\[\[}}1.000000e+00], [1.000000e+00], [4.000000e+00]], {{\[\[}}6.000000e+00], [6.000000e+00], [1.600000e+01]]]]> : tensor<1x3x3x1xf32>
// CHECK-NEXT: dense<{{\[\[\[\[}}1.200000e+01]], {{\[\[}}1.600000e+01]]], {{\[\[\[}}2.400000e+01]], {{\[\[}}2.800000e+01]]]]> : tensor<2x2x1x1xf32>
// CHECK-NEXT: dense<[(1.000000e+01,0.000000e+00), (-2.000000e+00,2.000000e+00), (-2.000000e+00,0.000000e+00)]> : tensor<3xcomplex<f32>>
func.func @main(%x: tensor<1x4x4x1xf32>, %g: tensor<1x2x2x1xf32>, %ga: tensor<1x2x2x1xf32>, %xf: tensor<1x3x3x1xf32>, %r: tensor<5xf32>)
    -> (tensor<1x4x4x1xf32>, tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>, tensor<3xcomplex<f32>>) {
  %y = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<1x4x4x1xf32>) -> tensor<1x2x2x1xf32>
  %0 = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<1x4x4x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x4x4x1xf32>
  %s = "tf.Const"() {value = dense<[1, 3, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %1 = "tf.AvgPoolGrad"(%s, %ga) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "SAME", data_format = "NHWC"} : (tensor<4xi32>, tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32>
  %dy = "tf.Const"() {value = dense<1.0> : tensor<1x2x2x1xf32>} : () -> tensor<1x2x2x1xf32>
  %fs = "tf.Const"() {value = dense<[2, 2, 1, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %2 = "tf.Conv2DBackpropFilter"(%xf, %fs, %dy) {strides = [1, 1, 1, 1], padding = "VALID", data_format = "NHWC", dilations = [1, 1, 1, 1]} : (tensor<1x3x3x1xf32>, tensor<4xi32>, tensor<1x2x2x1xf32>) -> tensor<2x2x1x1xf32>
  %n = "tf.Const"() {value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
  %3 = "tf.RFFT"(%r, %n) : (tensor<5xf32>, tensor<1xi32>) -> tensor<3xcomplex<f32>>
  func.return %0, %1, %2, %3 : tensor<1x4x4x1xf32>, tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>, tensor<3xcomplex<f32>>
}
