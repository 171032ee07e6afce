// f64 results whose bit pattern has the sign bit set (-inf, negative NaN) print as the unsigned
// hex pattern, as stablehlo-translate --interpret prints them.
// RUN: jtranslate --interpret %s | jfilecheck %s

// CHECK: tensor<3xf64> {
// CHECK-NEXT: [0xFFF0000000000000, 0x7FF0000000000000, -1.500000e+00]
func.func @main() -> tensor<3xf64> {
  %0 = stablehlo.constant dense<[0xFFF0000000000000, 0x7FF0000000000000, -1.5]> : tensor<3xf64>
  return %0 : tensor<3xf64>
}
