// The diagonal ops over bands of diagonals (k other than 0), on X = [[1, 2, 3, 4], [5, 6, 7, 8],
// [9, 10, 11, 12]] and the diagonals D = [[1, 2, 3], [4, 5, 6]], padding 9. Expected values from
// TensorFlow's documented semantics: MatrixDiagPartV3 k = (-1, 1) RIGHT_LEFT packs d = 1, 0, -1 as
// rows, the short subdiagonal [5, 10] left-aligned; V2 (always LEFT_LEFT) gives the same here; a
// single k = 1 is one vector; MatrixSetDiagV3 k = (0, 1) LEFT_RIGHT writes D's rows on d = 1 and 0;
// MatrixDiagV3 builds the same band over 9s; k = -2 into a 4x4 puts [1, 2] at (2, 0), (3, 1).
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense --args="[dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]]> : tensor<3x4xf32>, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>]" | jfilecheck %s
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s --check-prefix=HLO

// One gather with constant indices per op; the padding where no element goes.
// HLO: %[[I:.*]] = mhlo.constant dense<{{\[\[}}1], [6], [11], [0], [5], [10], [4], [9], [0]]> : tensor<9x1xi32>
// HLO: "mhlo.gather"(%{{.*}}, %[[I]]) <{dimension_numbers = #mhlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<1> : tensor<2xi64>}> : (tensor<1x12xf32>, tensor<9x1xi32>) -> tensor<1x9xf32>
// HLO: %[[M:.*]] = mhlo.constant dense<{{\[\[}}true, true, true], [true, true, true], [true, true, false]]> : tensor<3x3xi1>
// HLO: mhlo.select %[[M]], %{{.*}}, %{{.*}} : tensor<3x3xi1>, tensor<3x3xf32>

// CHECK: dense<{{\[\[}}2.000000e+00, 7.000000e+00, 1.200000e+01], [1.000000e+00, 6.000000e+00, 1.100000e+01], [5.000000e+00, 1.000000e+01, 9.000000e+00]]> : tensor<3x3xf32>
// CHECK-NEXT: dense<{{\[\[}}2.000000e+00, 7.000000e+00, 1.200000e+01], [1.000000e+00, 6.000000e+00, 1.100000e+01], [5.000000e+00, 1.000000e+01, 9.000000e+00]]> : tensor<3x3xf32>
// CHECK-NEXT: dense<[2.000000e+00, 7.000000e+00, 1.200000e+01]> : tensor<3xf32>
// CHECK-NEXT: dense<{{\[\[}}4.000000e+00, 1.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 5.000000e+00, 2.000000e+00, 8.000000e+00], [9.000000e+00, 1.000000e+01, 6.000000e+00, 3.000000e+00]]> : tensor<3x4xf32>
// CHECK-NEXT: dense<{{\[\[}}4.000000e+00, 1.000000e+00, 9.000000e+00, 9.000000e+00], [9.000000e+00, 5.000000e+00, 2.000000e+00, 9.000000e+00], [9.000000e+00, 9.000000e+00, 6.000000e+00, 3.000000e+00]]> : tensor<3x4xf32>
// CHECK-NEXT: dense<{{\[\[}}9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00], [9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00], [1.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00], [9.000000e+00, 2.000000e+00, 9.000000e+00, 9.000000e+00]]> : tensor<4x4xf32>
// CHECK-NEXT: dense<{{\[\[}}0.000000e+00, 3.000000e+00, 8.000000e+00], [2.000000e+00, 7.000000e+00, 1.200000e+01], [1.000000e+00, 6.000000e+00, 1.100000e+01], [5.000000e+00, 1.000000e+01, 0.000000e+00]]> : tensor<4x3xf32>
func.func @main(%x: tensor<3x4xf32>, %d: tensor<2x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>) {
  %k = "tf.Const"() {value = dense<[-1, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %k1 = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %k2 = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %pad = "tf.Const"() {value = dense<9.0> : tensor<f32>} : () -> tensor<f32>
  %m1 = "tf.Const"() {value = dense<-1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.MatrixDiagPartV3"(%x, %k, %pad) {align = "RIGHT_LEFT"} : (tensor<3x4xf32>, tensor<2xi32>, tensor<f32>) -> tensor<3x3xf32>
  %1 = "tf.MatrixDiagPartV2"(%x, %k, %pad) : (tensor<3x4xf32>, tensor<2xi32>, tensor<f32>) -> tensor<3x3xf32>
  %2 = "tf.MatrixDiagPartV3"(%x, %k1, %pad) {align = "RIGHT_LEFT"} : (tensor<3x4xf32>, tensor<i32>, tensor<f32>) -> tensor<3xf32>
  %3 = "tf.MatrixSetDiagV3"(%x, %d, %k2) {align = "LEFT_RIGHT"} : (tensor<3x4xf32>, tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x4xf32>
  %4 = "tf.MatrixDiagV3"(%d, %k2, %m1, %m1, %pad) {align = "RIGHT_LEFT"} : (tensor<2x3xf32>, tensor<2xi32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<3x4xf32>
  %n4 = "tf.Const"() {value = dense<4> : tensor<i32>} : () -> tensor<i32>
  %r = "tf.Const"() {value = dense<[1.0, 2.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %km = "tf.Const"() {value = dense<-2> : tensor<i32>} : () -> tensor<i32>
  %5 = "tf.MatrixDiagV3"(%r, %km, %n4, %n4, %pad) {align = "RIGHT_LEFT"} : (tensor<2xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<f32>) -> tensor<4x4xf32>
  %kb = "tf.Const"() {value = dense<[-1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %zero = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %6 = "tf.MatrixDiagPartV3"(%x, %kb, %zero) {align = "RIGHT_LEFT"} : (tensor<3x4xf32>, tensor<2xi32>, tensor<f32>) -> tensor<4x3xf32>
  %7 = "tf.MatrixDiagPartV3"(%x, %kb, %zero) {align = "LEFT_RIGHT"} : (tensor<3x4xf32>, tensor<2xi32>, tensor<f32>) -> tensor<4x3xf32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3x4xf32>, tensor<3x4xf32>, tensor<4x4xf32>, tensor<4x3xf32>, tensor<4x3xf32>
}
