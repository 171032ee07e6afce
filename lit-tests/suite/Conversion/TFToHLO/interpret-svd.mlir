// Svd and XlaSvd by one-sided Jacobi sweeps in a while loop, run by the interpreter. Singular
// vectors are unique up to sign, so the checks are the singular values (numpy.linalg.svd:
// [14.7515006, 8.70955901, 1.74264492] for A, [3.46410162, 3.16227766] for the 2x3 B), the
// reconstruction U diag(s) V^T = A, and U^T U = I, V^T V = I (XlaSvd's full V of B is 3x3).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.5], [7.0, -8.0, 9.0], [0.5, 1.0, -2.0]]> : tensor<4x3xf32>, dense<[[3.0, 1.0, 1.0], [-1.0, 3.0, 1.0]]> : tensor<2x3xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// HLO-LABEL: func.func @main
// HLO: mhlo.while
// HLO-NOT: tf.Svd
// HLO-NOT: tf.XlaSvd

// CHECK: dense<[{{14.7515[0-9]*|1.475150e\+01}}, 8.70955{{[0-9]*}}, 1.74264{{[0-9]*}}]> : tensor<3xf32>
// CHECK-NEXT: dense<true> : tensor<i1>
// CHECK-NEXT: dense<true> : tensor<i1>
// CHECK-NEXT: dense<[3.46410{{[0-9]*}}, 3.16227{{[0-9]*}}]> : tensor<2xf32>
// CHECK-NEXT: dense<true> : tensor<i1>
// CHECK-NEXT: dense<true> : tensor<i1>
func.func @main(%a: tensor<4x3xf32>, %b: tensor<2x3xf32>) -> (tensor<3xf32>, tensor<i1>, tensor<i1>, tensor<2xf32>, tensor<i1>, tensor<i1>) {
  %s, %u, %v = "tf.Svd"(%a) {compute_uv = true, full_matrices = false} : (tensor<4x3xf32>) -> (tensor<3xf32>, tensor<4x3xf32>, tensor<3x3xf32>)
  %d = "tf.MatrixDiag"(%s) : (tensor<3xf32>) -> tensor<3x3xf32>
  %us = "tf.MatMul"(%u, %d) {transpose_a = false, transpose_b = false} : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
  %usv = "tf.MatMul"(%us, %v) {transpose_a = false, transpose_b = true} : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
  %r0 = "tf.ApproximateEqual"(%usv, %a) {tolerance = 1.0e-4 : f32} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
  %axes = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.All"(%r0, %axes) {keep_dims = false} : (tensor<4x3xi1>, tensor<2xi32>) -> tensor<i1>
  %utu = "tf.MatMul"(%u, %u) {transpose_a = true, transpose_b = false} : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
  %eye3 = "tf.Const"() {value = dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]> : tensor<3x3xf32>} : () -> tensor<3x3xf32>
  %r1 = "tf.ApproximateEqual"(%utu, %eye3) {tolerance = 1.0e-5 : f32} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
  %1 = "tf.All"(%r1, %axes) {keep_dims = false} : (tensor<3x3xi1>, tensor<2xi32>) -> tensor<i1>
  %s2, %u2, %v2 = "tf.XlaSvd"(%b) {max_iter = 100, epsilon = 1.0E-07 : f32, precision_config = ""} : (tensor<2x3xf32>) -> (tensor<2xf32>, tensor<2x2xf32>, tensor<3x3xf32>)
  %p = "tf.Const"() {value = dense<[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]> : tensor<2x3xf32>} : () -> tensor<2x3xf32>
  %d2 = "tf.MatrixDiag"(%s2) : (tensor<2xf32>) -> tensor<2x2xf32>
  %sp = "tf.MatMul"(%d2, %p) {transpose_a = false, transpose_b = false} : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %usp = "tf.MatMul"(%u2, %sp) {transpose_a = false, transpose_b = false} : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %b2 = "tf.MatMul"(%usp, %v2) {transpose_a = false, transpose_b = true} : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
  %r2 = "tf.ApproximateEqual"(%b2, %b) {tolerance = 1.0e-5 : f32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>
  %2 = "tf.All"(%r2, %axes) {keep_dims = false} : (tensor<2x3xi1>, tensor<2xi32>) -> tensor<i1>
  %vtv = "tf.MatMul"(%v2, %v2) {transpose_a = true, transpose_b = false} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
  %r3 = "tf.ApproximateEqual"(%vtv, %eye3) {tolerance = 1.0e-5 : f32} : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
  %3 = "tf.All"(%r3, %axes) {keep_dims = false} : (tensor<3x3xi1>, tensor<2xi32>) -> tensor<i1>
  func.return %s, %0, %1, %s2, %2, %3 : tensor<3xf32>, tensor<i1>, tensor<i1>, tensor<2xf32>, tensor<i1>, tensor<i1>
}
