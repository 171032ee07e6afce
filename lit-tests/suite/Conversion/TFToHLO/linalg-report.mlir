// The linear algebra and SPMD ops a rule does not handle stay, each with its reason.
// RUN: jopt %s -xla-legalize-tf --tf-legalization-report=%t.txt | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=REPORT < %t.txt

// CHECK-LABEL: func.func @refused
// CHECK: "tf.MatrixInverse"
// CHECK: "tf.MatrixDeterminant"
// CHECK: "tf.Cholesky"
// CHECK: "tf.XlaSpmdFullToShardShape"
// CHECK: "tf.MatrixInverse"
// CHECK: "tf.Svd"
// REPORT: # TensorFlow legalization report: 6 of 6 TensorFlow ops did not legalize
// REPORT-NEXT: linalg-report.mlir:[[# @LINE + 8]]:8: tf.MatrixInverse: unsupported type: 'tf.MatrixInverse' of a non-float (or complex) tensor
// REPORT-NEXT: linalg-report.mlir:[[# @LINE + 8]]:8: tf.MatrixDeterminant: unsupported attribute value: the matrices are not square
// REPORT-NEXT: linalg-report.mlir:[[# @LINE + 8]]:8: tf.Cholesky: dynamic shape not handled: the operands must be static matrices (rank 2 or more)
// REPORT-NEXT: linalg-report.mlir:[[# @LINE + 8]]:8: tf.XlaSpmdFullToShardShape: unsupported attribute value: dim other than -1 (a partially manual sharding)
// REPORT-NEXT: linalg-report.mlir:[[# @LINE + 8]]:8: tf.MatrixInverse: unsupported attribute value: matrices with more than 64 rows and columns (the QR steps are unrolled)
// REPORT-NEXT: linalg-report.mlir:[[# @LINE + 8]]:10: tf.Svd: unsupported attribute value: matrices with more than 32 columns (the n(n-1)/2 rotations of a sweep are unrolled)
func.func @refused(%i: tensor<2x2xcomplex<f32>>, %r: tensor<2x3xf32>, %d: tensor<?x3x3xf32>, %a: tensor<2x2xi64>, %big: tensor<65x65xf32>, %wide: tensor<40x33xf32>)
    -> (tensor<2x2xcomplex<f32>>, tensor<f32>, tensor<?x3x3xf32>, tensor<1x2xi64>, tensor<65x65xf32>, tensor<33xf32>) {
  %0 = "tf.MatrixInverse"(%i) {adjoint = false} : (tensor<2x2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
  %1 = "tf.MatrixDeterminant"(%r) : (tensor<2x3xf32>) -> tensor<f32>
  %2 = "tf.Cholesky"(%d) : (tensor<?x3x3xf32>) -> tensor<?x3x3xf32>
  %3 = "tf.XlaSpmdFullToShardShape"(%a) {dim = 0 : i64, manual_sharding = "\08\03\1A\02\02\01\22\02\00\01", unspecified_dims = []} : (tensor<2x2xi64>) -> tensor<1x2xi64>
  %4 = "tf.MatrixInverse"(%big) {adjoint = false} : (tensor<65x65xf32>) -> tensor<65x65xf32>
  %5:3 = "tf.Svd"(%wide) {compute_uv = false, full_matrices = false} : (tensor<40x33xf32>) -> (tensor<33xf32>, tensor<0xf32>, tensor<0xf32>)
  func.return %0, %1, %2, %3, %4, %5#0 : tensor<2x2xcomplex<f32>>, tensor<f32>, tensor<?x3x3xf32>, tensor<1x2xi64>, tensor<65x65xf32>, tensor<33xf32>
}
