// Where and Unique (data-dependent sizes) run in the interpreter: the result is a buffer of the
// largest size whose leading dimension is set to the real count.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense | jfilecheck %s

// The coordinates of the non-zero elements, row-major.
// CHECK: dense<{{\[\[}}0, 1], [1, 0], [1, 2]]> : tensor<3x2xi64>
// The distinct values in order of first appearance, and each element's index into them.
// CHECK-NEXT: dense<[4, 1, 7]> : tensor<3xi32>
// CHECK-NEXT: dense<[0, 1, 0, 2, 1, 1]> : tensor<6xi32>
// Where of a boolean vector, reshaped to 1-D.
// CHECK-NEXT: dense<[0, 3]> : tensor<2xi64>
func.func @main() -> (tensor<?x2xi64>, tensor<?xi32>, tensor<6xi32>, tensor<?xi64>) {
  %x = "tf.Const"() {value = dense<[[0.0, 2.0, 0.0], [3.0, 0.0, 4.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %0 = "tf.Where"(%x) : (tensor<2x3xf32>) -> tensor<?x2xi64>
  %u = "tf.Const"() {value = dense<[4, 1, 4, 7, 1, 1]> : tensor<6xi32>} : () -> tensor<6xi32>
  %1:2 = "tf.Unique"(%u) : (tensor<6xi32>) -> (tensor<?xi32>, tensor<6xi32>)
  %b = "tf.Const"() {value = dense<[true, false, false, true]> : tensor<4xi1>} : () -> tensor<4xi1>
  %2 = "tf.Where"(%b) : (tensor<4xi1>) -> tensor<?x1xi64>
  %m1 = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %3 = "tf.Reshape"(%2, %m1) : (tensor<?x1xi64>, tensor<1xi32>) -> tensor<?xi64>
  func.return %0, %1#0, %1#1, %3 : tensor<?x2xi64>, tensor<?xi32>, tensor<6xi32>, tensor<?xi64>
}
