// TensorFlow's semantics of the legalized ops, run in the StableHLO interpreter: values computed
// by hand from TensorFlow's definitions.
// RUN: jopt %s -tf-to-stablehlo | jtranslate --interpret --interpreter-print-dense | jfilecheck %s

// Negative strides walk backwards from begin: x[6:1:-2] = [6, 4, 2].
// CHECK: dense<[6, 4, 2]> : tensor<3xi32>
// Exclusive reverse cumulative sum of [1, 2, 3, 4].
// CHECK-NEXT: dense<[9, 7, 4, 0]> : tensor<4xi32>
// ArgMax takes the first of equal maxima.
// CHECK-NEXT: dense<[1, 0]> : tensor<2xi64>
// GatherV2 of rows 2 and 0.
// CHECK-NEXT: dense<{{\[\[}}5, 6], [1, 2]]> : tensor<2x2xi32>
// OneHot of [1, 0] with depth 3.
// CHECK-NEXT: dense<{{\[\[}}0.000000e+00, 1.000000e+00, 0.000000e+00], [1.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<2x3xf32>
// SAME average pooling divides by the elements inside the input: (1+2)/2, (2+3)/2, 3/1.
// CHECK-NEXT: dense<{{\[\[\[\[}}1.500000e+00]], {{\[\[}}2.500000e+00]], {{\[\[}}3.000000e+00]]]]> : tensor<1x3x1x1xf32>
// Tile, Pack along axis 1, Range.
// CHECK-NEXT: dense<[1, 2, 1, 2]> : tensor<4xi32>
// CHECK-NEXT: dense<{{\[\[}}1, 3], [2, 4]]> : tensor<2x2xi32>
// CHECK-NEXT: dense<[1, 3, 5, 7]> : tensor<4xi32>
// Float FloorMod takes the divisor's sign: -7 mod 3 = 2, 7 mod -3 = -2.
// CHECK-NEXT: dense<[2.000000e+00, -2.000000e+00]> : tensor<2xf32>
func.func @main() -> (tensor<3xi32>, tensor<4xi32>, tensor<2xi64>, tensor<2x2xi32>, tensor<2x3xf32>, tensor<1x3x1x1xf32>, tensor<4xi32>, tensor<2x2xi32>, tensor<4xi32>, tensor<2xf32>) {
  %x = "tf.Const"() {value = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi32>} : () -> tensor<8xi32>
  %b = "tf.Const"() {value = dense<6> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tf.Const"() {value = dense<-2> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = "tf.StridedSlice"(%x, %b, %e, %s) {begin_mask = 0 : i64, end_mask = 0 : i64, ellipsis_mask = 0 : i64, new_axis_mask = 0 : i64, shrink_axis_mask = 0 : i64} : (tensor<8xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  %c = "tf.Const"() {value = dense<[1, 2, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  %zero = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %1 = "tf.Cumsum"(%c, %zero) {exclusive = true, reverse = true} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
  %m = "tf.Const"() {value = dense<[[1, 3, 3], [5, 2, 5]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %one = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %2 = "tf.ArgMax"(%m, %one) : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi64>
  %p = "tf.Const"() {value = dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
  %i = "tf.Const"() {value = dense<[2, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %3 = "tf.GatherV2"(%p, %i, %zero) {batch_dims = 0 : i64} : (tensor<3x2xi32>, tensor<2xi32>, tensor<i32>) -> tensor<2x2xi32>
  %idx = "tf.Const"() {value = dense<[1, 0]> : tensor<2xi32>} : () -> tensor<2xi32>
  %depth = "tf.Const"() {value = dense<3> : tensor<i32>} : () -> tensor<i32>
  %on = "tf.Const"() {value = dense<1.0> : tensor<f32>} : () -> tensor<f32>
  %off = "tf.Const"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %4 = "tf.OneHot"(%idx, %depth, %on, %off) {axis = -1 : i64} : (tensor<2xi32>, tensor<i32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
  %img = "tf.Const"() {value = dense<[[[[1.0]], [[2.0]], [[3.0]]]]> : tensor<1x3x1x1xf32>} : () -> tensor<1x3x1x1xf32>
  %5 = "tf.AvgPool"(%img) {ksize = [1, 2, 1, 1], strides = [1, 1, 1, 1], padding = "SAME", data_format = "NHWC"} : (tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  %t = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  %mul = "tf.Const"() {value = dense<2> : tensor<1xi32>} : () -> tensor<1xi32>
  %6 = "tf.Tile"(%t, %mul) : (tensor<2xi32>, tensor<1xi32>) -> tensor<4xi32>
  %u = "tf.Const"() {value = dense<[3, 4]> : tensor<2xi32>} : () -> tensor<2xi32>
  %7 = "tf.Pack"(%t, %u) {axis = 1 : i64} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  %start = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %limit = "tf.Const"() {value = dense<9> : tensor<i32>} : () -> tensor<i32>
  %delta = "tf.Const"() {value = dense<2> : tensor<i32>} : () -> tensor<i32>
  %8 = "tf.Range"(%start, %limit, %delta) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4xi32>
  %fa = "tf.Const"() {value = dense<[-7.0, 7.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %fb = "tf.Const"() {value = dense<[3.0, -3.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %9 = "tf.FloorMod"(%fa, %fb) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<3xi32>, tensor<4xi32>, tensor<2xi64>, tensor<2x2xi32>, tensor<2x3xf32>, tensor<1x3x1x1xf32>, tensor<4xi32>, tensor<2x2xi32>, tensor<4xi32>, tensor<2xf32>
}
