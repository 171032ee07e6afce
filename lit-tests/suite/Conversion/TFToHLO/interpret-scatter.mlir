// The scatter family run in the StableHLO interpreter: values computed by hand from TensorFlow's
// definitions (later updates win; ScatterNd sums duplicates; an empty segment holds the identity).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense | jfilecheck %s

// CHECK: dense<{{\[\[}}1, 1], [9, 10], [3, 3], [7, 8]]> : tensor<4x2xi32>
// CHECK-NEXT: dense<[0, 11, 0, 7]> : tensor<4xi32>
// CHECK-NEXT: dense<[5, -2147483648, 9]> : tensor<3xi32>
// CHECK-NEXT: dense<[4.000000e+00, 3.000000e+00, 1.000000e+00]> : tensor<3xf32>
func.func @main() -> (tensor<4x2xi32>, tensor<4xi32>, tensor<3xi32>, tensor<3xf32>) {
  %t = "tf.Const"() {value = dense<[[1, 1], [2, 2], [3, 3], [4, 4]]> : tensor<4x2xi32>} : () -> tensor<4x2xi32>
  %i = "tf.Const"() {value = dense<[[3], [1]]> : tensor<2x1xi32>} : () -> tensor<2x1xi32>
  %u = "tf.Const"() {value = dense<[[7, 8], [9, 10]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %0 = "tf.TensorScatterUpdate"(%t, %i, %u) : (tensor<4x2xi32>, tensor<2x1xi32>, tensor<2x2xi32>) -> tensor<4x2xi32>
  %i2 = "tf.Const"() {value = dense<[[1], [1], [3]]> : tensor<3x1xi32>} : () -> tensor<3x1xi32>
  %u2 = "tf.Const"() {value = dense<[5, 6, 7]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s = "tf.Const"() {value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
  %1 = "tf.ScatterNd"(%i2, %u2, %s) : (tensor<3x1xi32>, tensor<3xi32>, tensor<1xi32>) -> tensor<4xi32>
  %d = "tf.Const"() {value = dense<[4, 9, 2, 7, 5]> : tensor<5xi32>} : () -> tensor<5xi32>
  %ids = "tf.Const"() {value = dense<[0, 2, 0, 2, 0]> : tensor<5xi32>} : () -> tensor<5xi32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %2 = "tf.UnsortedSegmentMax"(%d, %ids, %n) : (tensor<5xi32>, tensor<5xi32>, tensor<i32>) -> tensor<3xi32>
  %df = "tf.Const"() {value = dense<[1.5, 2.0, 4.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %idf = "tf.Const"() {value = dense<[1, 1, 0]> : tensor<3xi32>} : () -> tensor<3xi32>
  %3 = "tf.UnsortedSegmentProd"(%df, %idf, %n) : (tensor<3xf32>, tensor<3xi32>, tensor<i32>) -> tensor<3xf32>
  func.return %0, %1, %2, %3 : tensor<4x2xi32>, tensor<4xi32>, tensor<3xi32>, tensor<3xf32>
}
