// XlaDynamicUpdateSlice, InplaceUpdate and LeakyReluGrad run in the interpreter.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense | jfilecheck %s

// The 1x1 update at [2, 1].
// CHECK: dense<{{\[\[}}1, 2], [3, 4], [5, 9]]> : tensor<3x2xi32>
// Rows 3 and 0 replaced by the two update rows.
// CHECK-NEXT: dense<{{\[\[}}3.000000e+00, 4.000000e+00], [0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00], [1.000000e+00, 2.000000e+00]]> : tensor<4x2xf32>
// The gradient where the feature is > 0, else times alpha (a zero feature is not positive).
// CHECK-NEXT: dense<[2.500000e-01, 5.000000e-01, 3.000000e+00]> : tensor<3xf32>
func.func @main() -> (tensor<3x2xi32>, tensor<4x2xf32>, tensor<3xf32>) {
  %x = "tf.Const"() {value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
  %u = "tf.Const"() {value = dense<[[9]]> : tensor<1x1xi32>} : () -> tensor<1x1xi32>
  %i = "tf.Const"() {value = dense<[2, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.XlaDynamicUpdateSlice"(%x, %u, %i) : (tensor<3x2xi32>, tensor<1x1xi32>, tensor<2xi32>) -> tensor<3x2xi32>
  %y = "tf.Const"() {value = dense<0.0> : tensor<4x2xf32>} : () -> tensor<4x2xf32>
  %r = "tf.Const"() {value = dense<[3, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %v = "tf.Const"() {value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %1 = "tf.InplaceUpdate"(%y, %r, %v) : (tensor<4x2xf32>, tensor<2xi32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %g = "tf.Const"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %f = "tf.Const"() {value = dense<[-1.0, 0.0, 5.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %2 = "tf.LeakyReluGrad"(%g, %f) {alpha = 0.25 : f32} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %0, %1, %2 : tensor<3x2xi32>, tensor<4x2xf32>, tensor<3xf32>
}
