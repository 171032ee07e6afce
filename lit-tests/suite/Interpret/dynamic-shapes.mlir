// A function over tensor<?x2xf32> runs on whatever rows --args gives it: each op takes its result
// shape from its operands. The sum of each row, at three sizes.
// RUN: jtranslate --interpret %s --args="[dense<[[1.0, 2.0]]> : tensor<1x2xf32>]" | jfilecheck %s --check-prefix=ONE
// RUN: jtranslate --interpret %s --args="[dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>]" | jfilecheck %s --check-prefix=THREE
// RUN: jtranslate --interpret %s --args="[dense<> : tensor<0x2xf32>]" | jfilecheck %s --check-prefix=ZERO
// RUN: jtranslate --interpret %s --args="[dense<1.5> : tensor<2x2xf32>]" --interpreter-print-dense | jfilecheck %s --check-prefix=DENSE

// ONE: tensor<1xf32> {
// ONE-NEXT: [6.000000e+00]
// ONE-NEXT: }
// THREE: tensor<3xf32> {
// THREE-NEXT: [6.000000e+00, 1.400000e+01, 2.200000e+01]
// THREE-NEXT: }
// ZERO: tensor<0xf32> {
// ZERO-NEXT: []
// ZERO-NEXT: }
// DENSE: dense<6.000000e+00> : tensor<2xf32>
func.func @main(%a: tensor<?x2xf32>) -> tensor<?xf32> {
  %zero = "stablehlo.constant"() {value = dense<0.0> : tensor<f32>} : () -> tensor<f32>
  %twice = "stablehlo.add"(%a, %a) : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %sum = "stablehlo.reduce"(%twice, %zero) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %s = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<?x2xf32>, tensor<f32>) -> tensor<?xf32>
  return %sum : tensor<?xf32>
}
