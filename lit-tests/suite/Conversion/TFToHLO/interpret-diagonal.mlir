// The main-diagonal ops (k = 0) of a 2x3 matrix [[1, 2, 3], [4, 5, 6]] and the diagonal [7, 8];
// SparseToDense of [1, 2, 3] at (0, 1), (2, 0), (1, 1) over 9s; SparseSoftmaxCrossEntropyWithLogits
// of [[1, 2, 3], [0.5, 0.5, 0]] with labels [2, 0] (numpy: loss [0.407606, 0.958020]).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>, dense<[7.0, 8.0]> : tensor<2xf32>, dense<[[1.0, 2.0, 3.0], [0.5, 0.5, 0.0]]> : tensor<2x3xf32>, dense<[2, 0]> : tensor<2xi32>]" | jfilecheck %s

// CHECK: dense<[1.000000e+00, 5.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: dense<[1.000000e+00, 5.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: dense<[1.000000e+00, 5.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: dense<{{\[\[}}7.000000e+00, 0.000000e+00], [0.000000e+00, 8.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: dense<{{\[\[}}7.000000e+00, -1.000000e+00], [-1.000000e+00, 8.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: dense<{{\[\[}}7.000000e+00, -1.000000e+00], [-1.000000e+00, 8.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: dense<{{\[\[}}7.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 8.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}7.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 8.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}7.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 8.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}9.000000e+00, 1.000000e+00, 9.000000e+00], [9.000000e+00, 3.000000e+00, 9.000000e+00], [2.000000e+00, 9.000000e+00, 9.000000e+00]]> : tensor<3x3xf32>
// CHECK-NEXT: dense<[0.40760{{[0-9]*}}, 0.95802{{[0-9]*}}]> : tensor<2xf32>
// CHECK-NEXT: dense<{{\[\[}}0.09003{{[0-9]*}}, 0.24472{{[0-9]*}}, -0.33475{{[0-9]*}}], [-0.61634{{[0-9]*}}, 0.38365{{[0-9]*}}, 0.23269{{[0-9]*}}]]> : tensor<2x3xf32>
func.func @main(%x: tensor<2x3xf32>, %d: tensor<2xf32>, %f: tensor<2x3xf32>, %l: tensor<2xi32>)
    -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x3xf32>, tensor<2xf32>, tensor<2x3xf32>) {
  %k = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %m1 = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %pad = "tf.Const"() {value = dense<-1.0> : tensor<f32>} : () -> tensor<f32>
  %0 = "tf.MatrixDiagPart"(%x) : (tensor<2x3xf32>) -> tensor<2xf32>
  %1 = "tf.MatrixDiagPartV2"(%x, %k, %pad) : (tensor<2x3xf32>, tensor<i32>, tensor<f32>) -> tensor<2xf32>
  %2 = "tf.MatrixDiagPartV3"(%x, %k, %pad) {align = "RIGHT_LEFT"} : (tensor<2x3xf32>, tensor<i32>, tensor<f32>) -> tensor<2xf32>
  %3 = "tf.MatrixDiag"(%d) : (tensor<2xf32>) -> tensor<2x2xf32>
  %4 = "tf.MatrixDiagV2"(%d, %k, %m1, %m1, %pad) : (tensor<2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<2x2xf32>
  %5 = "tf.MatrixDiagV3"(%d, %k, %m1, %m1, %pad) {align = "RIGHT_LEFT"} : (tensor<2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<2x2xf32>
  %6 = "tf.MatrixSetDiag"(%x, %d) : (tensor<2x3xf32>, tensor<2xf32>) -> tensor<2x3xf32>
  %7 = "tf.MatrixSetDiagV2"(%x, %d, %k) : (tensor<2x3xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x3xf32>
  %8 = "tf.MatrixSetDiagV3"(%x, %d, %k) {align = "RIGHT_LEFT"} : (tensor<2x3xf32>, tensor<2xf32>, tensor<i32>) -> tensor<2x3xf32>
  %i = "tf.Const"() {value = dense<[[0, 1], [2, 0], [1, 1]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
  %s = "tf.Const"() {value = dense<3> : tensor<2xi32>} : () -> tensor<2xi32>
  %v = "tf.Const"() {value = dense<[1.0, 2.0, 3.0]> : tensor<3xf32>} : () -> tensor<3xf32>
  %nine = "tf.Const"() {value = dense<9.0> : tensor<f32>} : () -> tensor<f32>
  %9 = "tf.SparseToDense"(%i, %s, %v, %nine) {validate_indices = true} : (tensor<3x2xi32>, tensor<2xi32>, tensor<3xf32>, tensor<f32>) -> tensor<3x3xf32>
  %10:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%f, %l) : (tensor<2x3xf32>, tensor<2xi32>) -> (tensor<2xf32>, tensor<2x3xf32>)
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10#0, %10#1 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x3xf32>, tensor<2xf32>, tensor<2x3xf32>
}
