// Float element-wise ops round to their own format after each op (nearest, ties to even), with
// each format's overflow: f16 to inf, f8E4M3FN (no inf) to NaN, f8E4M3FNUZ without a negative zero.
// RUN: jtranslate --interpret -split-input-file %s | jfilecheck %s

// 2048 + 1 is not an f16 (11 significant bits): ties to even gives 2048; 65504 * 2 overflows.
// bf16 keeps 8 significant bits: 256 + 1 rounds to 256, 256 + 3 to 260.
// CHECK: tensor<3xf16> {
// CHECK-NEXT: [2.048000e+03, 2.052000e+03, 0x7C00]
// CHECK: tensor<2xbf16> {
// CHECK-NEXT: [2.560000e+02, 2.600000e+02]
func.func @main() -> (tensor<3xf16>, tensor<2xbf16>) {
  %a = stablehlo.constant dense<[2048.0, 2048.0, 65504.0]> : tensor<3xf16>
  %b = stablehlo.constant dense<[1.0, 3.0, 65504.0]> : tensor<3xf16>
  %s = stablehlo.add %a, %b : tensor<3xf16>
  %c = stablehlo.constant dense<[256.0, 256.0]> : tensor<2xbf16>
  %d = stablehlo.constant dense<[1.0, 3.0]> : tensor<2xbf16>
  %t = stablehlo.add %c, %d : tensor<2xbf16>
  return %s, %t : tensor<3xf16>, tensor<2xbf16>
}

// -----

// f8E4M3FN's largest value is 448; 448 + 32 = 480 overflows to NaN. 0 - 0 in FNUZ has no sign.
// CHECK: tensor<2xf8E4M3FN> {
// CHECK-NEXT: [4.480000e+02, 0x7F]
// CHECK: tensor<f8E4M3FNUZ> {0.000000e+00}
// CHECK: tensor<2xf8E5M2> {
// CHECK-NEXT: [5.734400e+04, 0x7C]
func.func @main() -> (tensor<2xf8E4M3FN>, tensor<f8E4M3FNUZ>, tensor<2xf8E5M2>) {
  %a = stablehlo.constant dense<[416.0, 448.0]> : tensor<2xf8E4M3FN>
  %b = stablehlo.constant dense<[32.0, 32.0]> : tensor<2xf8E4M3FN>
  %s = stablehlo.add %a, %b : tensor<2xf8E4M3FN>
  %z = stablehlo.constant dense<0.0> : tensor<f8E4M3FNUZ>
  %n = stablehlo.negate %z : tensor<f8E4M3FNUZ>
  %c = stablehlo.constant dense<[28672.0, 57344.0]> : tensor<2xf8E5M2>
  %t = stablehlo.add %c, %c : tensor<2xf8E5M2>
  return %s, %n, %t : tensor<2xf8E4M3FN>, tensor<f8E4M3FNUZ>, tensor<2xf8E5M2>
}

// -----

// Rounding ops, sign, remainder (sign of the dividend), and NaN-propagating maximum.
// CHECK: tensor<4xf32> {
// CHECK-NEXT: [3.000000e+00, -3.000000e+00, 1.000000e+00, -0.000000e+00]
// CHECK: tensor<4xf32> {
// CHECK-NEXT: [2.000000e+00, -2.000000e+00, 0.000000e+00, -0.000000e+00]
// CHECK: tensor<4xf32> {
// CHECK-NEXT: [1.000000e+00, -1.000000e+00, 1.000000e+00, -1.000000e+00]
// CHECK: tensor<4xf32> {
// CHECK-NEXT: [5.000000e-01, -5.000000e-01, 5.000000e-01, -2.000000e-01]
// CHECK: tensor<4xf32> {
// CHECK-NEXT: [2.500000e+00, 2.000000e+00, 0x7FC00000, 1.000000e+00]
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = stablehlo.constant dense<[2.5, -2.5, 0.5, -0.2]> : tensor<4xf32>
  %afz = stablehlo.round_nearest_afz %a : tensor<4xf32>
  %even = stablehlo.round_nearest_even %a : tensor<4xf32>
  %sign = stablehlo.sign %a : tensor<4xf32>
  %two = stablehlo.constant dense<[2.0, 2.0, 1.0, 1.0]> : tensor<4xf32>
  %rem = stablehlo.remainder %a, %two : tensor<4xf32>
  %b = stablehlo.constant dense<[1.0, 2.0, 0x7FC00000, 1.0]> : tensor<4xf32>
  %max = stablehlo.maximum %a, %b : tensor<4xf32>
  return %afz, %even, %sign, %rem, %max : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Complex arithmetic and the complex ops: (1+2i)(3-i) = 5+5i, |3+4i| = 5, real/imag parts.
// CHECK: tensor<2xcomplex<f32>> {
// CHECK-NEXT{LITERAL}: [[5.000000e+00, 5.000000e+00], [1.000000e+00, 0.000000e+00]]
// CHECK: tensor<f64> {5.000000e+00}
// CHECK: tensor<2xf32> {
// CHECK-NEXT: [5.000000e+00, 1.000000e+00]
// CHECK: tensor<2xf32> {
// CHECK-NEXT: [5.000000e+00, 0.000000e+00]
func.func @main() -> (tensor<2xcomplex<f32>>, tensor<f64>, tensor<2xf32>, tensor<2xf32>) {
  %a = stablehlo.constant dense<[(1.0, 2.0), (2.0, 4.0)]> : tensor<2xcomplex<f32>>
  %b = stablehlo.constant dense<[(3.0, -1.0), (2.0, 4.0)]> : tensor<2xcomplex<f32>>
  %m = stablehlo.multiply %a, %b : tensor<2xcomplex<f32>>
  %d = stablehlo.divide %a, %b : tensor<2xcomplex<f32>>
  %sel = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %r = stablehlo.select %sel, %m, %d : tensor<2xi1>, tensor<2xcomplex<f32>>
  %c = stablehlo.constant dense<(3.0, 4.0)> : tensor<complex<f64>>
  %abs = "stablehlo.abs"(%c) : (tensor<complex<f64>>) -> tensor<f64>
  %re = stablehlo.real %r : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  %im = stablehlo.imag %r : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  return %r, %abs, %re, %im : tensor<2xcomplex<f32>>, tensor<f64>, tensor<2xf32>, tensor<2xf32>
}

// -----

// compare: NaN is unordered (only NE holds) except in TOTALORDER, where -NaN < -0 < +0 < NaN.
// CHECK: tensor<3xi1> {
// CHECK-NEXT: [true, false, true]
// CHECK: tensor<3xi1> {
// CHECK-NEXT: [true, true, false]
func.func @main() -> (tensor<3xi1>, tensor<3xi1>) {
  %a = stablehlo.constant dense<[0x7FC00000, -0.0, 0x7FC00000]> : tensor<3xf32>
  %b = stablehlo.constant dense<[1.0, 0.0, 0x7FC00000]> : tensor<3xf32>
  %ne = stablehlo.compare NE, %a, %b, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %lt = stablehlo.compare LT, %b, %a, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %eq = stablehlo.compare EQ, %a, %b, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %r = stablehlo.or %eq, %ne : tensor<3xi1>
  %lt2 = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  %r2 = stablehlo.xor %lt2, %lt : tensor<3xi1>
  return %ne, %r2 : tensor<3xi1>, tensor<3xi1>
}
