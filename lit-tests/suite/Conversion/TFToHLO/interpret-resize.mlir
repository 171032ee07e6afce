// ResizeBilinear and ResizeNearestNeighbor with TensorFlow's sampling, run in the interpreter
// (values computed by hand from TensorFlow's kernels).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense | jfilecheck %s

// Half-pixel centers, 2x2 -> 4x4: sources at -0.25, 0.25, 0.75, 1.25 (clamped at the edges).
// CHECK: dense<{{\[\[\[\[}}1.000000e+00], [1.250000e+00], [1.750000e+00], [2.000000e+00]], {{\[\[}}1.500000e+00], [1.750000e+00], [2.250000e+00], [2.500000e+00]], {{\[\[}}2.500000e+00], [2.750000e+00], [3.250000e+00], [3.500000e+00]], {{\[\[}}3.000000e+00], [3.250000e+00], [3.750000e+00], [4.000000e+00]]]]> : tensor<1x4x4x1xf32>
// Nearest, 2x3 -> 3x5: rows floor(y * 2/3) = 0, 0, 1; columns floor(x * 3/5) = 0, 0, 1, 1, 2.
// CHECK-NEXT: dense<{{\[\[\[\[}}1], [1], [2], [2], [3]], {{\[\[}}1], [1], [2], [2], [3]], {{\[\[}}4], [4], [5], [5], [6]]]]> : tensor<1x3x5x1xi32>
// Aligned corners, 2x2 -> 3x3: sources 0, 0.5, 1.
// CHECK-NEXT: dense<{{\[\[\[\[}}1.000000e+00], [1.500000e+00], [2.000000e+00]], {{\[\[}}2.000000e+00], [2.500000e+00], [3.000000e+00]], {{\[\[}}3.000000e+00], [3.500000e+00], [4.000000e+00]]]]> : tensor<1x3x3x1xf32>
// Legacy sampling, 2x2 -> 4x4: sources 0, 0.5, 1, 1.5 (the last clamped to 1).
// CHECK-NEXT: dense<{{\[\[\[\[}}1.000000e+00], [1.500000e+00], [2.000000e+00], [2.000000e+00]], {{\[\[}}2.000000e+00], [2.500000e+00], [3.000000e+00], [3.000000e+00]], {{\[\[}}3.000000e+00], [3.500000e+00], [4.000000e+00], [4.000000e+00]], {{\[\[}}3.000000e+00], [3.500000e+00], [4.000000e+00], [4.000000e+00]]]]> : tensor<1x4x4x1xf32>
func.func @main() -> (tensor<1x4x4x1xf32>, tensor<1x3x5x1xi32>, tensor<1x3x3x1xf32>, tensor<1x4x4x1xf32>) {
  %x = "tf.Const"() {value = dense<[[[[1.0], [2.0]], [[3.0], [4.0]]]]> : tensor<1x2x2x1xf32>} : () -> tensor<1x2x2x1xf32>
  %s4 = "tf.Const"() {value = dense<[4, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.ResizeBilinear"(%x, %s4) {align_corners = false, half_pixel_centers = true} : (tensor<1x2x2x1xf32>, tensor<2xi32>) -> tensor<1x4x4x1xf32>
  %y = "tf.Const"() {value = dense<[[[[1], [2], [3]], [[4], [5], [6]]]]> : tensor<1x2x3x1xi32>} : () -> tensor<1x2x3x1xi32>
  %s35 = "tf.Const"() {value = dense<[3, 5]> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = "tf.ResizeNearestNeighbor"(%y, %s35) {align_corners = false, half_pixel_centers = false} : (tensor<1x2x3x1xi32>, tensor<2xi32>) -> tensor<1x3x5x1xi32>
  %s3 = "tf.Const"() {value = dense<[3, 3]> : tensor<2xi32>} : () -> tensor<2xi32>
  %2 = "tf.ResizeBilinear"(%x, %s3) {align_corners = true, half_pixel_centers = false} : (tensor<1x2x2x1xf32>, tensor<2xi32>) -> tensor<1x3x3x1xf32>
  %3 = "tf.ResizeBilinear"(%x, %s4) {align_corners = false, half_pixel_centers = false} : (tensor<1x2x2x1xf32>, tensor<2xi32>) -> tensor<1x4x4x1xf32>
  func.return %0, %1, %2, %3 : tensor<1x4x4x1xf32>, tensor<1x3x5x1xi32>, tensor<1x3x3x1xf32>, tensor<1x4x4x1xf32>
}
