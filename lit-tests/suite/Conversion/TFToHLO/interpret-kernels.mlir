// Ops TensorFlow lowers through its tf2xla kernels, written as the HLO those kernels build, run in
// the interpreter: XlaPad (low [1, 0], high [0, 2], interior [1, 0]); ConjugateTranspose;
// InvertPermutation of [2, 0, 3, 1]; FakeParam (zeros); AccumulateNV2; BesselI1e(1..6); LinSpace
// from 1 to 9 in 3; MirrorPad REFLECT and SYMMETRIC by [1, 2]; Diag and DiagPart; MatrixBandPart
// with one subdiagonal and no superdiagonal; Bucketize at [0, 3, 8, 11]; Roll by 1 and -1.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>, dense<9.0> : tensor<f32>, dense<[[(1.0, 2.0), (3.0, -4.0), (0.0, 1.0)], [(1.0, 1.0), (2.0, 2.0), (3.0, 3.0)]]> : tensor<2x3xcomplex<f32>>, dense<[2, 0, 3, 1]> : tensor<4xi32>, dense<1.0> : tensor<2x3xf32>, dense<1.0> : tensor<f32>, dense<[-1.0, 0.0, 0.5, 3.0, 7.0, 11.0, 12.0]> : tensor<7xf32>]" | jfilecheck %s

// CHECK: dense<{{\[\[}}9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00], [1.000000e+00, 2.000000e+00, 3.000000e+00, 9.000000e+00, 9.000000e+00], [9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00, 9.000000e+00, 9.000000e+00]]> : tensor<4x5xf32>
// CHECK-NEXT: dense<{{\[\[}}(1.000000e+00,-2.000000e+00), (1.000000e+00,-1.000000e+00)], [(3.000000e+00,4.000000e+00), (2.000000e+00,-2.000000e+00)], [(0.000000e+00,-1.000000e+00), (3.000000e+00,-3.000000e+00)]]> : tensor<3x2xcomplex<f32>>
// CHECK-NEXT: dense<[1, 3, 0, 2]> : tensor<4xi32>
// CHECK-NEXT: dense<0.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}3.000000e+00, 5.000000e+00, 7.000000e+00], [9.000000e+00, 1.100000e+01, 1.300000e+01]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<{{\[\[}}0.20791{{[0-9]*}}, 0.21526{{[0-9]*}}, 0.19682{{[0-9]*}}], [0.17875{{[0-9]*}}, 0.16397{{[0-9]*}}, 0.15205{{[0-9]*}}]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<[1.000000e+00, 5.000000e+00, 9.000000e+00]> : tensor<3xf32>
// CHECK-NEXT: dense<{{\[\[}}6.000000e+00, 5.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 5.000000e+00, 4.000000e+00], [3.000000e+00, 2.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00], [6.000000e+00, 5.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 5.000000e+00, 4.000000e+00], [3.000000e+00, 2.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 2.000000e+00, 1.000000e+00]]> : tensor<4x7xf32>
// CHECK-NEXT: dense<{{\[\[}}2.000000e+00, 1.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 3.000000e+00, 2.000000e+00], [2.000000e+00, 1.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 3.000000e+00, 2.000000e+00], [5.000000e+00, 4.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 6.000000e+00, 5.000000e+00], [5.000000e+00, 4.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 6.000000e+00, 5.000000e+00]]> : tensor<4x7xf32>
// CHECK-NEXT: dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf32>
// CHECK-NEXT: dense<{{\[\[}}1.000000e+00, 0.000000e+00, 0.000000e+00], [4.000000e+00, 5.000000e+00, 0.000000e+00]]> : tensor<2x3xf32>
// CHECK-NEXT: dense<[0, 1, 1, 2, 2, 4, 4]> : tensor<7xi32>
// CHECK-NEXT: dense<{{\[\[}}5.000000e+00, 6.000000e+00, 4.000000e+00], [2.000000e+00, 3.000000e+00, 1.000000e+00]]> : tensor<2x3xf32>
func.func @main(%x: tensor<2x3xf32>, %v: tensor<f32>, %c: tensor<2x3xcomplex<f32>>, %p: tensor<4xi32>, %g: tensor<2x3xf32>, %a: tensor<f32>, %b: tensor<7xf32>)
    -> (tensor<4x5xf32>, tensor<3x2xcomplex<f32>>, tensor<4xi32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<4x7xf32>, tensor<4x7xf32>, tensor<6xf32>, tensor<2x3xf32>, tensor<7xi32>, tensor<2x3xf32>) {
  %l = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %h = "tf.Const"() {value = dense<[0, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %i = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.XlaPad"(%x, %v, %l, %h, %i) : (tensor<2x3xf32>, tensor<f32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<4x5xf32>
  %perm = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = "tf.ConjugateTranspose"(%c, %perm) : (tensor<2x3xcomplex<f32>>, tensor<2xi32>) -> tensor<3x2xcomplex<f32>>
  %2 = "tf.InvertPermutation"(%p) : (tensor<4xi32>) -> tensor<4xi32>
  %3 = "tf.FakeParam"() {shape = #tf_type.shape<2x3>} : () -> tensor<2x3xf32>
  %4 = "tf.AccumulateNV2"(%x, %g, %x) {shape = #tf_type.shape<2x3>} : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = "tf.BesselI1e"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %n = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %6 = "tf.LinSpace"(%a, %v, %n) : (tensor<f32>, tensor<f32>, tensor<i32>) -> tensor<3xf32>
  %mp = "tf.Const"() {value = dense<[[1, 1], [2, 2]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %7 = "tf.MirrorPad"(%x, %mp) {mode = "REFLECT"} : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<4x7xf32>
  %8 = "tf.MirrorPad"(%x, %mp) {mode = "SYMMETRIC"} : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<4x7xf32>
  %d = "tf.Diag"(%x) : (tensor<2x3xf32>) -> tensor<2x3x2x3xf32>
  %dp = "tf.DiagPart"(%d) : (tensor<2x3x2x3xf32>) -> tensor<2x3xf32>
  %shape = "tf.Const"() {value = dense<6> : tensor<1xi32>} : () -> tensor<1xi32>
  %9 = "tf.Reshape"(%dp, %shape) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %10 = "tf.MatrixBandPart"(%x, %one, %zero) : (tensor<2x3xf32>, tensor<i32>, tensor<i32>) -> tensor<2x3xf32>
  %11 = "tf.Bucketize"(%b) {boundaries = [0.000000e+00 : f32, 3.000000e+00 : f32, 8.000000e+00 : f32, 1.100000e+01 : f32]} : (tensor<7xf32>) -> tensor<7xi32>
  %shift = "tf.Const"() {value = dense<[1, -1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %axes = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %12 = "tf.Roll"(%x, %shift, %axes) : (tensor<2x3xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x3xf32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : tensor<4x5xf32>, tensor<3x2xcomplex<f32>>, tensor<4xi32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>, tensor<4x7xf32>, tensor<4x7xf32>, tensor<6xf32>, tensor<2x3xf32>, tensor<7xi32>, tensor<2x3xf32>
}
