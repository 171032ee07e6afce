// RUN: jopt %s -tf-shape-inference | jfilecheck %s

// The linear algebra and diagonal ops: Cholesky/MatrixInverse/MatrixSetDiagV3 keep the input's
// shape; the solves give the right-hand sides' shape over the broadcast batch; Qr's reduced and
// full Q and R; the determinants the batch; the packed diagonals of k = (-1, 2) of a 3x4 matrix
// (4 diagonals of at most 3) and a single k = 1 (3); MatrixDiagV3 with num_rows = num_cols = -1
// (max_diag_len 3, k = (-1, 2): the larger of 3 - min(2, 0) = 3 and 3 + max(-1, 0) = 3, so 3x3)
// and with num_cols = 5 (num_rows 3 - min(2, 0) = 3).
// CHECK-LABEL: func.func @linalg
// CHECK: "tf.Cholesky"{{.*}} -> tensor<2x3x3xf32>
// CHECK: "tf.MatrixInverse"{{.*}} -> tensor<2x3x3xf32>
// CHECK: "tf.MatrixTriangularSolve"{{.*}} -> tensor<2x3x5xf32>
// CHECK: "tf.MatrixSolve"{{.*}} -> tensor<2x3x5xf32>
// CHECK: "tf.Qr"{{.*}} -> (tensor<4x3xf32>, tensor<3x3xf32>)
// CHECK: "tf.Qr"{{.*}} -> (tensor<4x4xf32>, tensor<4x3xf32>)
// CHECK: "tf.MatrixDeterminant"{{.*}} -> tensor<2xf32>
// CHECK: "tf.LogMatrixDeterminant"{{.*}} -> (tensor<2xf32>, tensor<2xf32>)
// CHECK: "tf.BesselI0e"{{.*}} -> tensor<?x4xf32>
// CHECK: "tf.MatrixDiagPartV3"{{.*}} -> tensor<4x3xf32>
// CHECK: "tf.MatrixDiagPartV3"{{.*}} -> tensor<3xf32>
// CHECK: "tf.MatrixSetDiagV3"{{.*}} -> tensor<3x4xf32>
// CHECK: "tf.MatrixDiagV3"{{.*}} -> tensor<3x3xf32>
// CHECK: "tf.MatrixDiagV3"{{.*}} -> tensor<3x5xf32>
func.func @linalg(%a: tensor<2x3x3xf32>, %b: tensor<3x5xf32>, %q: tensor<4x3xf32>, %u: tensor<?x4xf32>, %x: tensor<3x4xf32>, %d: tensor<4x3xf32>)
    -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>,
        tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.Cholesky"(%a) : (tensor<2x3x3xf32>) -> tensor<*xf32>
  %1 = "tf.MatrixInverse"(%a) {adjoint = false} : (tensor<2x3x3xf32>) -> tensor<*xf32>
  %2 = "tf.MatrixTriangularSolve"(%a, %b) {lower = true, adjoint = false} : (tensor<2x3x3xf32>, tensor<3x5xf32>) -> tensor<*xf32>
  %3 = "tf.MatrixSolve"(%a, %b) {adjoint = false} : (tensor<2x3x3xf32>, tensor<3x5xf32>) -> tensor<*xf32>
  %4:2 = "tf.Qr"(%q) {full_matrices = false} : (tensor<4x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %5:2 = "tf.Qr"(%q) {full_matrices = true} : (tensor<4x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %6 = "tf.MatrixDeterminant"(%a) : (tensor<2x3x3xf32>) -> tensor<*xf32>
  %7:2 = "tf.LogMatrixDeterminant"(%a) : (tensor<2x3x3xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %8 = "tf.BesselI0e"(%u) : (tensor<?x4xf32>) -> tensor<*xf32>
  %k = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %k1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %pad = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %m1 = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %five = "tf.Const"() {value = dense<5> : tensor<i32>} : () -> tensor<i32>
  %9 = "tf.MatrixDiagPartV3"(%x, %k, %pad) {align = "RIGHT_LEFT"} : (tensor<3x4xf32>, tensor<2xi32>, tensor<f32>) -> tensor<*xf32>
  %10 = "tf.MatrixDiagPartV3"(%x, %k1, %pad) {align = "RIGHT_LEFT"} : (tensor<3x4xf32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  %11 = "tf.MatrixSetDiagV3"(%x, %d, %k) {align = "RIGHT_LEFT"} : (tensor<3x4xf32>, tensor<4x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %12 = "tf.MatrixDiagV3"(%d, %k, %m1, %m1, %pad) {align = "RIGHT_LEFT"} : (tensor<4x3xf32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  %13 = "tf.MatrixDiagV3"(%d, %k, %m1, %five, %pad) {align = "RIGHT_LEFT"} : (tensor<4x3xf32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<*xf32>
  func.return %0, %1, %2, %3, %4#0, %4#1, %5#0, %5#1, %6, %7#0, %8, %9, %10, %11, %12, %13, %7#1 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
