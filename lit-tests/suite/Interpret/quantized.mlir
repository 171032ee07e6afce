// !quant.uniform element types in the interpreter, with the arithmetic of StableHLO's lowering of
// quantization to integer/float math: quantize rounds half to even after clamping, dequantize
// subtracts the zero point in i32; add of quantized values is integer arithmetic after
// requantizing both operands to the result's parameters, dot_general and convolution accumulate in i32; other
// ops (multiply) run as dequantize-op-quantize; data movement works on the storage values; a quantized result prints as
// its signless storage type.
// RUN: jtranslate --interpret -split-input-file %s | jfilecheck %s

// CHECK: tensor<5xf32> {
// CHECK-NEXT: [5.000000e-01, -1.000000e+00, 3.500000e+00, 6.450000e+01, -6.300000e+01]
// CHECK: tensor<5xi8> {
// CHECK-NEXT: [-1, -4, 5, 127, -128]
func.func @main() -> (tensor<5xf32>, tensor<5x!quant.uniform<i8:f32, 0.5:-2>>) {
  %x = stablehlo.constant dense<[0.5, -1.0, 3.26, 100.0, -100.0]> : tensor<5xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<5xf32>) -> tensor<5x!quant.uniform<i8:f32, 0.5:-2>>
  %d = stablehlo.uniform_dequantize %q : (tensor<5x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<5xf32>
  return %d, %q : tensor<5xf32>, tensor<5x!quant.uniform<i8:f32, 0.5:-2>>
}

// -----

// add: [5, 9, -11, 19] requantized to 0.5:3 is [5, 7, -3, 12], [2, 16, 8, -4] is [4, 7, 5, 2]
// (3.5 rounds to 4); l + r - 3. multiply: the product of the dequantized values, quantized.
// CHECK: tensor<4xi8> {
// CHECK-NEXT: [6, 11, -1, 11]
// CHECK: tensor<4xf32> {
// CHECK-NEXT: [5.000000e-01, 4.000000e+00, -3.000000e+00, -2.500000e+00]
// CHECK: tensor<2x2xi8> {
// CHECK-NEXT: [
// CHECK-NEXT: [5, 9],
// CHECK-NEXT: [-11, 19]
// CHECK: tensor<4xi8> {
// CHECK-NEXT: [11, 12, 7, 14]
func.func @main() -> (tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>, tensor<2x2x!quant.uniform<i8:f32, 0.25:1>>, tensor<4x!quant.uniform<u8:f32, 1.0:10>>) {
  %x = stablehlo.constant dense<[1.0, 2.0, -3.0, 4.5]> : tensor<4xf32>
  %y = stablehlo.constant dense<[0.25, 2.0, 1.0, -0.5]> : tensor<4xf32>
  %qx = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25:1>>
  %qy = stablehlo.uniform_quantize %y : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.125>>
  %a = stablehlo.add %qx, %qy : (tensor<4x!quant.uniform<i8:f32, 0.25:1>>, tensor<4x!quant.uniform<i8:f32, 0.125>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %m = stablehlo.multiply %qx, %qy : (tensor<4x!quant.uniform<i8:f32, 0.25:1>>, tensor<4x!quant.uniform<i8:f32, 0.125>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:3>>
  %dm = stablehlo.uniform_dequantize %m : (tensor<4x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4xf32>
  %r = stablehlo.reshape %qx : (tensor<4x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.25:1>>
  // Requantized: q * 0.25 + 9.75 (14.5 rounds to 14).
  %rq = stablehlo.uniform_quantize %qx : (tensor<4x!quant.uniform<i8:f32, 0.25:1>>) -> tensor<4x!quant.uniform<u8:f32, 1.0:10>>
  return %a, %dm, %r, %rq : tensor<4x!quant.uniform<i8:f32, 0.5:3>>, tensor<4xf32>, tensor<2x2x!quant.uniform<i8:f32, 0.25:1>>, tensor<4x!quant.uniform<u8:f32, 1.0:10>>
}

// -----

// Per-axis: each column its own scale and zero point.
// CHECK: tensor<2x3xi8> {
// CHECK-NEXT: [
// CHECK-NEXT: [3, 4, 7],
// CHECK-NEXT: [-3, 12, 0]
// CHECK: tensor<2x3xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1.000000e+00, 1.000000e+00, 1.000000e+00],
// CHECK-NEXT: [-2.000000e+00, 3.000000e+00, 3.000000e-01]
func.func @main() -> (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25, 0.1:-3}>>, tensor<2x3xf32>) {
  %x = stablehlo.constant dense<[[1.0, 1.0, 1.0], [-2.0, 3.0, 0.3]]> : tensor<2x3xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25, 0.1:-3}>>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25, 0.1:-3}>>) -> tensor<2x3xf32>
  return %q, %d : tensor<2x3x!quant.uniform<i8:f32:1, {0.5:1, 0.25, 0.1:-3}>>, tensor<2x3xf32>
}

// -----

// dot_general of quantized operands into an i32-stored result: (1*2 + 2*3) = 8 = 16 * 0.5.
// CHECK: tensor<1xi32> {
// CHECK-NEXT: [16]
func.func @main() -> tensor<1x!quant.uniform<i32:f32, 0.5>> {
  %x = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %y = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %qx = stablehlo.uniform_quantize %x : (tensor<1x2xf32>) -> tensor<1x2x!quant.uniform<i8:f32, 0.5>>
  %qy = stablehlo.uniform_quantize %y : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.25>>
  %d = stablehlo.dot_general %qx, %qy, contracting_dims = [1] x [0] : (tensor<1x2x!quant.uniform<i8:f32, 0.5>>, tensor<2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x!quant.uniform<i32:f32, 0.5>>
  return %d : tensor<1x!quant.uniform<i32:f32, 0.5>>
}

// -----

// Zero points and a combined scale: the i32 dot -20 and the zero-point offset -15 are scaled by
// 0.5 * 0.5 / 0.3 and truncated (-16, -12): -16 + 5 + 12 = 1. With a combined scale of 1/3,
// 5 truncates to 1 (dequantize-op-quantize would round to 2).
// CHECK: tensor<1xi8> {
// CHECK-NEXT: [1]
// CHECK: tensor<1xi8> {
// CHECK-NEXT: [1]
func.func @main() -> (tensor<1x!quant.uniform<i8:f32, 0.3:5>>, tensor<1x!quant.uniform<i8:f32, 3.0>>) {
  %x = stablehlo.constant dense<[[1.0, -0.5, 2.0]]> : tensor<1x3xf32>
  %y = stablehlo.constant dense<[1.0, 0.5, -1.0]> : tensor<3xf32>
  %qx = stablehlo.uniform_quantize %x : (tensor<1x3xf32>) -> tensor<1x3x!quant.uniform<i8:f32, 0.5:1>>
  %qy = stablehlo.uniform_quantize %y : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5:-2>>
  %d = stablehlo.dot_general %qx, %qy, contracting_dims = [1] x [0] : (tensor<1x3x!quant.uniform<i8:f32, 0.5:1>>, tensor<3x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<1x!quant.uniform<i8:f32, 0.3:5>>
  %a = stablehlo.constant dense<[[5.0]]> : tensor<1x1xf32>
  %b = stablehlo.constant dense<[1.0]> : tensor<1xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<1x1xf32>) -> tensor<1x1x!quant.uniform<i8:f32, 1.0>>
  %qb = stablehlo.uniform_quantize %b : (tensor<1xf32>) -> tensor<1x!quant.uniform<i8:f32, 1.0>>
  %e = stablehlo.dot_general %qa, %qb, contracting_dims = [1] x [0] : (tensor<1x1x!quant.uniform<i8:f32, 1.0>>, tensor<1x!quant.uniform<i8:f32, 1.0>>) -> tensor<1x!quant.uniform<i8:f32, 3.0>>
  return %d, %e : tensor<1x!quant.uniform<i8:f32, 0.3:5>>, tensor<1x!quant.uniform<i8:f32, 3.0>>
}

// -----

// convolution of a per-tensor lhs (zp 1) and kernel (zp 0) takes StableHLO's integer path: the i32
// convolution of the lhs padded with its zero point, minus zp_l * sum(kernel) per output feature,
// scaled by s_l * s_k / s_res (truncated) when that is not 1, plus the result's zero point.
// lhs storage [3, 5, -1] padded low by 1 with 1: windows (1,3), (3,5), (5,-1) times [2, -1] give
// [-1, 1, 11]; the offset is 1 * (2 - 1) = 1. Result 0.125:2 (combined scale 1): [0, 2, 12].
// Result 0.25 (combined 0.5): trunc([-0.5, 0.5, 5.5]) = [0, 0, 5] (the float path would round -1.0
// to -1: this is the integer path).
// CHECK: tensor<1x3x1x1xi8> {
// CHECK-NEXT: [
// CHECK-NEXT: [
// CHECK-NEXT: [
// CHECK-NEXT: [0]
// CHECK-NEXT: ],
// CHECK-NEXT: [
// CHECK-NEXT: [2]
// CHECK-NEXT: ],
// CHECK-NEXT: [
// CHECK-NEXT: [12]
// CHECK: tensor<1x3x1x1xi8> {
// CHECK-NEXT: [
// CHECK-NEXT: [
// CHECK-NEXT: [
// CHECK-NEXT: [0]
// CHECK-NEXT: ],
// CHECK-NEXT: [
// CHECK-NEXT: [0]
// CHECK-NEXT: ],
// CHECK-NEXT: [
// CHECK-NEXT: [5]
func.func @main() -> (tensor<1x3x1x1x!quant.uniform<i8:f32, 0.125:2>>, tensor<1x3x1x1x!quant.uniform<i8:f32, 0.25>>) {
  %x = stablehlo.constant dense<[[[[1.0]], [[2.0]], [[-1.0]]]]> : tensor<1x3x1x1xf32>
  %k = stablehlo.constant dense<[[[[0.5]]], [[[-0.25]]]]> : tensor<2x1x1x1xf32>
  %qx = stablehlo.uniform_quantize %x : (tensor<1x3x1x1xf32>) -> tensor<1x3x1x1x!quant.uniform<i8:f32, 0.5:1>>
  %qk = stablehlo.uniform_quantize %k : (tensor<2x1x1x1xf32>) -> tensor<2x1x1x1x!quant.uniform<i8:f32, 0.25>>
  %a = stablehlo.convolution(%qx, %qk) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1x1x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x1x1x!quant.uniform<i8:f32, 0.125:2>>
  %b = stablehlo.convolution(%qx, %qk) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = [[1, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x1x1x!quant.uniform<i8:f32, 0.5:1>>, tensor<2x1x1x1x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x3x1x1x!quant.uniform<i8:f32, 0.25>>
  return %a, %b : tensor<1x3x1x1x!quant.uniform<i8:f32, 0.125:2>>, tensor<1x3x1x1x!quant.uniform<i8:f32, 0.25>>
}
