// Integer element-wise ops: wrap-around at every width, signed and unsigned division and
// remainder (x / 0 = -1, x % 0 = x, INT_MIN / -1 = INT_MIN), shifts past the width, bit counts, i1.
// RUN: jtranslate --interpret -split-input-file %s | jfilecheck %s

// CHECK: tensor<4xi8> {
// CHECK-NEXT: [-56, 56, -128, 127]
// CHECK: tensor<4xui8> {
// CHECK-NEXT: [44, 255, 0, 66]
// CHECK: tensor<4xui8> {
// CHECK-NEXT: [48, 1, 0, 132]
func.func @main() -> (tensor<4xi8>, tensor<4xui8>, tensor<4xui8>) {
  %a = stablehlo.constant dense<[100, -100, 127, -128]> : tensor<4xi8>
  %b = stablehlo.constant dense<[100, -100, 1, -1]> : tensor<4xi8>
  %s = stablehlo.add %a, %b : tensor<4xi8>
  %u = stablehlo.constant dense<[200, 0, 255, 64]> : tensor<4xui8>
  %v = stablehlo.constant dense<[100, 255, 1, 2]> : tensor<4xui8>
  %w = stablehlo.add %u, %v : tensor<4xui8>
  %x = stablehlo.multiply %w, %v : tensor<4xui8>
  return %s, %w, %x : tensor<4xi8>, tensor<4xui8>, tensor<4xui8>
}

// -----

// CHECK: tensor<5xi32> {
// CHECK-NEXT: [3, -3, -1, -2147483648, 0]
// CHECK: tensor<5xi32> {
// CHECK-NEXT: [1, -1, 7, 0, -1]
// CHECK: tensor<2xui32> {
// CHECK-NEXT: [2147483647, 4294967295]
func.func @main() -> (tensor<5xi32>, tensor<5xi32>, tensor<2xui32>) {
  %a = stablehlo.constant dense<[7, -7, 7, -2147483648, -1]> : tensor<5xi32>
  %b = stablehlo.constant dense<[2, 2, 0, -1, 2]> : tensor<5xi32>
  %q = stablehlo.divide %a, %b : tensor<5xi32>
  %r = stablehlo.remainder %a, %b : tensor<5xi32>
  %u = stablehlo.constant dense<[4294967295, 4294967295]> : tensor<2xui32>
  %d = stablehlo.constant dense<[2, 0]> : tensor<2xui32>
  %uq = stablehlo.divide %u, %d : tensor<2xui32>
  return %q, %r, %uq : tensor<5xi32>, tensor<5xi32>, tensor<2xui32>
}

// -----

// Shift amounts at or past the width (or negative) shift everything out.
// CHECK: tensor<4xi8> {
// CHECK-NEXT: [-128, 0, 0, 0]
// CHECK: tensor<4xi8> {
// CHECK-NEXT: [0, 0, -1, -64]
// CHECK: tensor<4xi8> {
// CHECK-NEXT: [0, 0, 0, 64]
// CHECK: tensor<4xi8> {
// CHECK-NEXT: [0, 8, 7, 1]
// CHECK: tensor<4xi8> {
// CHECK-NEXT: [8, 0, 1, 1]
func.func @main() -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
  %a = stablehlo.constant dense<[1, 1, -128, -128]> : tensor<4xi8>
  %s = stablehlo.constant dense<[7, 8, -1, 1]> : tensor<4xi8>
  %shl = stablehlo.shift_left %a, %s : tensor<4xi8>
  %shra = stablehlo.shift_right_arithmetic %a, %s : tensor<4xi8>
  %shrl = stablehlo.shift_right_logical %a, %s : tensor<4xi8>
  %c = stablehlo.constant dense<[0, -1, 127, 64]> : tensor<4xi8>
  %pop = stablehlo.popcnt %c : tensor<4xi8>
  %clz = stablehlo.count_leading_zeros %c : tensor<4xi8>
  return %shl, %shra, %shrl, %pop, %clz : tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
}

// -----

// i1: add is or, multiply is and; not, xor, and compare on booleans (false < true).
// CHECK: tensor<4xi1> {
// CHECK-NEXT: [false, true, true, true]
// CHECK: tensor<4xi1> {
// CHECK-NEXT: [false, false, false, true]
// CHECK: tensor<4xi1> {
// CHECK-NEXT: [true, true, false, false]
// CHECK: tensor<4xi1> {
// CHECK-NEXT: [false, true, false, false]
func.func @main() -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %a = stablehlo.constant dense<[false, false, true, true]> : tensor<4xi1>
  %b = stablehlo.constant dense<[false, true, false, true]> : tensor<4xi1>
  %or = stablehlo.add %a, %b : tensor<4xi1>
  %and = stablehlo.multiply %a, %b : tensor<4xi1>
  %not = stablehlo.not %a : tensor<4xi1>
  %lt = stablehlo.compare LT, %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %or, %and, %not, %lt : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// i4 and ui4 wrap to four bits; convert between widths wraps, and from floats truncates and saturates.
// CHECK: tensor<3xi4> {
// CHECK-NEXT: [-8, 7, -1]
// CHECK: tensor<3xui4> {
// CHECK-NEXT: [0, 15, 1]
// CHECK: tensor<6xi8> {
// CHECK-NEXT: [127, -128, 0, 2, -2, 0]
func.func @main() -> (tensor<3xi4>, tensor<3xui4>, tensor<6xi8>) {
  %a = stablehlo.constant dense<[7, -8, 7]> : tensor<3xi4>
  %b = stablehlo.constant dense<[1, -1, -8]> : tensor<3xi4>
  %s = stablehlo.add %a, %b : tensor<3xi4>
  %u = stablehlo.constant dense<[15, 14, 0]> : tensor<3xui4>
  %one = stablehlo.constant dense<1> : tensor<3xui4>
  %us = stablehlo.add %u, %one : tensor<3xui4>
  %f = stablehlo.constant dense<[1.0e3, -1.0e3, 0x7FC00000, 2.9, -2.9, -0.5]> : tensor<6xf32>
  %c = stablehlo.convert %f : (tensor<6xf32>) -> tensor<6xi8>
  return %s, %us, %c : tensor<3xi4>, tensor<3xui4>, tensor<6xi8>
}
