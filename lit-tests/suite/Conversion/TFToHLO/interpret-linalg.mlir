// The linear algebra kernels run by the interpreter, against numpy.linalg (float64) on the
// symmetric positive definite A = [[4, 2, 0.6], [2, 5, 1], [0.6, 1, 3]] and B = [[1, 2], [3, 4], [5, 6]]:
// cholesky(A), solve(cholesky(A), B), qr(A) (numpy's signs: LAPACK's reflectors, as XLA's),
// inv(A), solve(A, B), det(A) = 44.6, slogdet(A) = (1, 3.797734), and for the batch
// [[[0, 1], [1, 0]], [[2, 0], [0, -3]]] det = [-1, -6], slogdet = ([-1, -1], [0, log 6 = 1.791759]),
// solve(C^T, [1, 2]^T) per matrix = [[2, 1], [0.5, -0.666667]]. BesselI0e of [0, 1, 9.5, -20]
// (scipy.special.i0e: 1, 0.4657596, 0.1312513, 0.0897803).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[4.0, 2.0, 0.6], [2.0, 5.0, 1.0], [0.6, 1.0, 3.0]]> : tensor<3x3xf32>, dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>, dense<[[[0.0, 1.0], [1.0, 0.0]], [[2.0, 0.0], [0.0, -3.0]]]> : tensor<2x2x2xf32>]" | jfilecheck %s

// CHECK: dense<{{\[\[}}2.000000e+00, 0.000000e+00, 0.000000e+00], [1.000000e+00, 2.000000e+00, 0.000000e+00], [3.000000e-01, 3.500000e-01, 1.66958{{[0-9]*}}]]> : tensor<3x3xf32>
// CHECK-NEXT: dense<{{\[\[}}5.000000e-01, 1.000000e+00], [1.250000e+00, 1.500000e+00], [2.64287{{[0-9]*}}, 3.09958{{[0-9]*}}]]> : tensor<3x2xf32>
// CHECK-NEXT: dense<{{\[\[}}-0.88648{{[0-9]*}}, 0.45866{{[0-9]*}}, -0.06144{{[0-9]*}}], [-0.44324{{[0-9]*}}, -0.87973{{[0-9]*}}, -0.17205{{[0-9]*}}], [-0.13297{{[0-9]*}}, -0.12528{{[0-9]*}}, 0.98316{{[0-9]*}}]]> : tensor<3x3xf32>
// CHECK-NEXT: dense<{{\[\[}}-4.51220{{[0-9]*}}, -4.12215{{[0-9]*}}, -1.37405{{[0-9]*}}], [0.000000e+00, -3.60664{{[0-9]*}}, -0.98040{{[0-9]*}}], [0.000000e+00, 0.000000e+00, 2.74058{{[0-9]*}}]]> : tensor<3x3xf32>
// CHECK-NEXT: dense<{{\[\[}}0.31390{{[0-9]*}}, -0.12107{{[0-9]*}}, -0.02242{{[0-9]*}}], [-0.12107{{[0-9]*}}, 0.26098{{[0-9]*}}, -0.06278{{[0-9]*}}], [-0.02242{{[0-9]*}}, -0.06278{{[0-9]*}}, 0.35874{{[0-9]*}}]]> : tensor<3x3xf32>
// CHECK-NEXT: dense<{{\[\[}}-0.16143{{[0-9]*}}, 0.0089{{[0-9]*}}], [0.34798{{[0-9]*}}, 0.42511{{[0-9]*}}], [1.58295{{[0-9]*}}, 1.85650{{[0-9]*}}]]> : tensor<3x2xf32>
// CHECK-NEXT: dense<4.4{{59999[0-9]*|60000e\+01}}> : tensor<f32>
// CHECK-NEXT: dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT: dense<3.79773{{[0-9]*}}> : tensor<f32>
// CHECK-NEXT: dense<[-1.000000e+00, -6.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: dense<-1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: dense<[0.000000e+00, 1.79175{{[0-9]*}}]> : tensor<2xf32>
// CHECK-NEXT: dense<{{\[\[}}2.000000e+00, 1.000000e+00], [5.000000e-01, -0.66666{{[0-9]*}}]]> : tensor<2x2xf32>
// CHECK-NEXT: dense<[{{1.000000e\+00|1.0000001[0-9]*}}, 0.46575{{[0-9]*}}, 0.13125{{[0-9]*}}, 8.97803{{[0-9]*}}e-02]> : tensor<4xf32>
func.func @main(%a: tensor<3x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2x2x2xf32>)
    -> (tensor<3x3xf32>, tensor<3x2xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>,
        tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<4xf32>) {
  %0 = "tf.Cholesky"(%a) : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %1 = "tf.MatrixTriangularSolve"(%0, %b) {lower = true, adjoint = false} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %q, %r = "tf.Qr"(%a) {full_matrices = false} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
  %2 = "tf.MatrixInverse"(%a) {adjoint = false} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %3 = "tf.MatrixSolve"(%a, %b) {adjoint = false} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %4 = "tf.MatrixDeterminant"(%a) : (tensor<3x3xf32>) -> tensor<f32>
  %s, %l = "tf.LogMatrixDeterminant"(%a) : (tensor<3x3xf32>) -> (tensor<f32>, tensor<f32>)
  %5 = "tf.MatrixDeterminant"(%c) : (tensor<2x2x2xf32>) -> tensor<2xf32>
  %s2, %l2 = "tf.LogMatrixDeterminant"(%c) : (tensor<2x2x2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %rhs = "tf.Const"() {value = dense<[[[1.0], [2.0]], [[1.0], [2.0]]]> : tensor<2x2x1xf32>} : () -> tensor<2x2x1xf32>
  %6 = "tf.MatrixSolve"(%c, %rhs) {adjoint = true} : (tensor<2x2x2xf32>, tensor<2x2x1xf32>) -> tensor<2x2x1xf32>
  %shape = "tf.Const"() {value = dense<[2, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %7 = "tf.Reshape"(%6, %shape) : (tensor<2x2x1xf32>, tensor<2xi32>) -> tensor<2x2xf32>
  %x = "tf.Const"() {value = dense<[0.0, 1.0, 9.5, -20.0]> : tensor<4xf32>} : () -> tensor<4xf32>
  %8 = "tf.BesselI0e"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0, %1, %q, %r, %2, %3, %4, %s, %l, %5, %s2, %l2, %7, %8 : tensor<3x3xf32>, tensor<3x2xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x2xf32>, tensor<f32>, tensor<f32>, tensor<f32>,
      tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<4xf32>
}
