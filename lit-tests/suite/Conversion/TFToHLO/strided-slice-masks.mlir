// StridedSlice with an ellipsis, a new axis and shrunk axes (TensorFlow's dense spec), run in the
// interpreter; x is 2x3x4 with x[a][b][c] = 12a + 4b + c.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense | jfilecheck %s

// x[..., 1]
// CHECK: dense<{{\[\[}}1, 5, 9], [13, 17, 21]]> : tensor<2x3xi32>
// x[:, tf.newaxis, 1:3]
// CHECK-NEXT: dense<{{\[\[\[\[}}4, 5, 6, 7], [8, 9, 10, 11]]], {{\[\[\[}}16, 17, 18, 19], [20, 21, 22, 23]]]]> : tensor<2x1x2x4xi32>
// x[1, ..., ::-2]
// CHECK-NEXT: dense<{{\[\[}}15, 13], [19, 17], [23, 21]]> : tensor<3x2xi32>
func.func @main() -> (tensor<2x3xi32>, tensor<2x1x2x4xi32>, tensor<3x2xi32>) {
  %x = "tf.Const"() {value = dense<[[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], [[12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23]]]> : tensor<2x3x4xi32>} : () -> tensor<2x3x4xi32>
  %b0 = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %e0 = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s0 = "tf.Const"() {value = dense<[1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.StridedSlice"(%x, %b0, %e0, %s0) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 1 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 2 : i64} : (tensor<2x3x4xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  %b1 = "tf.Const"() {value = dense<[0, 0, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  %e1 = "tf.Const"() {value = dense<[0, 0, 3]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s1 = "tf.Const"() {value = dense<[1, 1, 1]> : tensor<3xi32>} : () -> tensor<3xi32>
  %1 = "tf.StridedSlice"(%x, %b1, %e1, %s1) {begin_mask = 1 : i64, end_mask = 1 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 2 : i64, shrink_axis_mask = 0 : i64} : (tensor<2x3x4xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<2x1x2x4xi32>
  %b2 = "tf.Const"() {value = dense<[1, 0, -1]> : tensor<3xi32>} : () -> tensor<3xi32>
  %e2 = "tf.Const"() {value = dense<[2, 0, 0]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s2 = "tf.Const"() {value = dense<[1, 1, -2]> : tensor<3xi32>} : () -> tensor<3xi32>
  %2 = "tf.StridedSlice"(%x, %b2, %e2, %s2) {begin_mask = 4 : i64, end_mask = 4 : i64, ellipsis_mask = 2 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 1 : i64} : (tensor<2x3x4xi32>, tensor<3xi32>, tensor<3xi32>, tensor<3xi32>) -> tensor<3x2xi32>
  func.return %0, %1, %2 : tensor<2x3xi32>, tensor<2x1x2x4xi32>, tensor<3x2xi32>
}
