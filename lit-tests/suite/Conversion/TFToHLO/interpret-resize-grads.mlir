// The resize gradients of 3x3 gradients [[1, 2, 3], [4, 5, 6], [7, 8, 9]] to a 2x2 image: the
// forward resize is y = Mh x Mw^T, so dx = Mh^T dy Mw. Nearest (no alignment, scale 2/3: rows and
// columns 0, 0, 1 are chosen): [[1+2+4+5, 3+6], [7+8, 9]] = [[12, 9], [15, 9]]. Bilinear
// (half-pixel centers): the interpolation weights of each output sum to 1, so the gradients'
// sum, 45, is kept: [[5.25, 8.25], [14.25, 17.25]].
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]> : tensor<1x3x3x1xf32>, dense<0.0> : tensor<1x2x2x1xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO: "mhlo.transpose"(%{{.*}}) <{permutation = dense<[1, 0]> : tensor<2xi64>}> : (tensor<3x2xf32>) -> tensor<2x3xf32>
// HLO: "mhlo.dot_general"(%{{.*}}, %{{.*}}) <{dot_dimension_numbers = #mhlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<1x3x3x1xf32>, tensor<2x3xf32>) -> tensor<1x3x1x2xf32>

// CHECK: dense<{{\[\[\[\[}}5.250000e+00], [8.250000e+00]], {{\[\[}}1.425000e+01], [1.725000e+01]]]]> : tensor<1x2x2x1xf32>
// CHECK-NEXT: dense<{{\[\[\[\[}}1.200000e+01], [9.000000e+00]], {{\[\[}}1.500000e+01], [9.000000e+00]]]]> : tensor<1x2x2x1xf32>
func.func @main(%g: tensor<1x3x3x1xf32>, %img: tensor<1x2x2x1xf32>) -> (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) {
  %0 = "tf.ResizeBilinearGrad"(%g, %img) {align_corners = false, half_pixel_centers = true} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %sz = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = "tf.ResizeNearestNeighborGrad"(%g, %sz) {align_corners = false, half_pixel_centers = false} : (tensor<1x3x3x1xf32>, tensor<2xi32>) -> tensor<1x2x2x1xf32>
  func.return %0, %1 : tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>
}
