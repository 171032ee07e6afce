// chlo ops run directly: broadcasting binary ops, special functions, is_inf, next_after, mulhi,
// constant_like and top_k (generic form: the interpreter does not need chlo's syntax).
// RUN: jtranslate --interpret -split-input-file %s | jfilecheck %s

// [[1], [2]] + [10, 20, 30] broadcasts to 2x3; with broadcast_dimensions = [0] a rank-1 operand
// lines up with the first dimension instead.
// CHECK: tensor<2x3xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [11, 21, 31],
// CHECK-NEXT: [12, 22, 32]
// CHECK: tensor<2x2xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [11, 12],
// CHECK-NEXT: [23, 24]
func.func @main() -> (tensor<2x3xi32>, tensor<2x2xi32>) {
  %a = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %b = stablehlo.constant dense<[10, 20, 30]> : tensor<3xi32>
  %c = "chlo.broadcast_add"(%a, %b) : (tensor<2x1xi32>, tensor<3xi32>) -> tensor<2x3xi32>
  %m = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %v = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %d = "chlo.broadcast_add"(%m, %v) {broadcast_dimensions = array<i64: 0>} : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  return %c, %d : tensor<2x3xi32>, tensor<2x2xi32>
}

// -----

// erf(0.5), erfc(3), lgamma(0.5) = log(sqrt(pi)), digamma(1) = -0.5772..., erf_inv(erf(0.5)) = 0.5.
// CHECK: tensor<5xf64> {
// CHECK-NEXT: [0.520499877813046{{[0-9]*}}, 2.20904969985854{{[0-9]*}}E-5, 0.57236494292{{[0-9]*}}, -0.577215664901{{[0-9]*}}, 5.000000e-01]
func.func @main() -> tensor<5xf64> {
  %h = stablehlo.constant dense<0.5> : tensor<1xf64>
  %three = stablehlo.constant dense<3.0> : tensor<1xf64>
  %one = stablehlo.constant dense<1.0> : tensor<1xf64>
  %e = "chlo.erf"(%h) : (tensor<1xf64>) -> tensor<1xf64>
  %ec = "chlo.erfc"(%three) : (tensor<1xf64>) -> tensor<1xf64>
  %lg = "chlo.lgamma"(%h) : (tensor<1xf64>) -> tensor<1xf64>
  %dg = "chlo.digamma"(%one) : (tensor<1xf64>) -> tensor<1xf64>
  %ei = "chlo.erf_inv"(%e) : (tensor<1xf64>) -> tensor<1xf64>
  %r = "stablehlo.concatenate"(%e, %ec, %lg, %dg, %ei) {dimension = 0 : i64} : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<5xf64>
  return %r : tensor<5xf64>
}

// -----

// CHECK: tensor<3xi1> {
// CHECK-NEXT: [true, false, false]
// CHECK: tensor<2xf32> {
// CHECK-NEXT: [1.00000012, 1.401300e-45]
// CHECK: tensor<2xi8> {
// CHECK-NEXT: [1, -1]
// CHECK: tensor<2xui8> {
// CHECK-NEXT: [15, 1]
func.func @main() -> (tensor<3xi1>, tensor<2xf32>, tensor<2xi8>, tensor<2xui8>) {
  %f = stablehlo.constant dense<[0x7F800000, 1.0, 0x7FC00000]> : tensor<3xf32>
  %inf = "chlo.is_pos_inf"(%f) : (tensor<3xf32>) -> tensor<3xi1>
  %x = stablehlo.constant dense<[1.0, 0.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xf32>
  %n = "chlo.next_after"(%x, %y) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %a = stablehlo.constant dense<[64, -64]> : tensor<2xi8>
  %b = stablehlo.constant dense<[4, 4]> : tensor<2xi8>
  %hi = "chlo.mulhi"(%a, %b) : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %u = stablehlo.constant dense<[240, 128]> : tensor<2xui8>
  %v = stablehlo.constant dense<[16, 2]> : tensor<2xui8>
  %uhi = "chlo.mulhi"(%u, %v) : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %inf, %n, %hi, %uhi : tensor<3xi1>, tensor<2xf32>, tensor<2xi8>, tensor<2xui8>
}

// -----

// top_k of each row, with the indices; constant_like fills the operand's shape.
// CHECK: tensor<2x2xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [9.000000e+00, 5.000000e+00],
// CHECK-NEXT: [7.000000e+00, 7.000000e+00]
// CHECK: tensor<2x2xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [2, 0],
// CHECK-NEXT: [0, 2]
// CHECK: tensor<2x3xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [2.500000e+00, 2.500000e+00, 2.500000e+00],
func.func @main() -> (tensor<2x2xf32>, tensor<2x2xi32>, tensor<2x3xf32>) {
  %a = stablehlo.constant dense<[[5.0, 1.0, 9.0], [7.0, 3.0, 7.0]]> : tensor<2x3xf32>
  %v, %i = "chlo.top_k"(%a) {k = 2 : i64} : (tensor<2x3xf32>) -> (tensor<2x2xf32>, tensor<2x2xi32>)
  %c = "chlo.constant_like"(%a) {value = 2.5 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %v, %i, %c : tensor<2x2xf32>, tensor<2x2xi32>, tensor<2x3xf32>
}
