// broadcast, bitcast_convert (same width), map and reduce_precision compiled as element-wise ops
// fused into their consumers: the compiled graph prints what `jtranslate --interpret` prints.
// reduce_precision is XLA's bit for bit (round to nearest even, overflow to infinity, flush below
// the smallest normal, NaN kept); on bf16 it works on the widened f32 and rounds back.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1.5,   -2,   3.25],
// CHECK-NEXT: [1.5,   -2,   3.25{{\]\]}}
// CHECK:      [1069547520,  -1073741824,  1078984704]
// CHECK:      [4,  0,  -2.25]
// CHECK:      [1,  65504,  inf,  0,  nan,  -3.14062]
// CHECK:      [1,  65536,  73728,  9.53674e-07,  nan,  -3.25]
// INTERP:      [1.500000e+00, -2.000000e+00, 3.250000e+00],
// INTERP-NEXT: [1.500000e+00, -2.000000e+00, 3.250000e+00]
// INTERP:      [1069547520, -1073741824, 1078984704]
// INTERP:      [4.000000e+00, 0.000000e+00, -2.250000e+00]
// INTERP:      [1.000000e+00, 6.550400e+04, 0x7F800000, 0.000000e+00, 0x7FC00000, -3.140625]
// INTERP:      [1.000000e+00, 6.553600e+04, 7.372800e+04, 9.53674316E-7, 0x7FC00000, -3.250000e+00]

func.func @main() -> (tensor<2x3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<6xf32>, tensor<6xf32>) {
  %x = stablehlo.constant dense<[1.5, -2.0, 3.25]> : tensor<3xf32>
  %0 = stablehlo.broadcast %x, sizes = [2] : (tensor<3xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.bitcast_convert %x : (tensor<3xf32>) -> tensor<3xi32>
  %y = stablehlo.constant dense<[2.0, 0.5, -1.0]> : tensor<3xf32>
  %2 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.multiply %a, %b : tensor<f32>
    %one = stablehlo.constant dense<1.0> : tensor<f32>
    %s = stablehlo.add %m, %one : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %z = stablehlo.constant dense<[1.00048828125, 65519.0, 70000.0, 1.0e-6, 0x7FC00000, -3.14159265]> : tensor<6xf32>
  %3 = stablehlo.reduce_precision %z, format = e5m10 : tensor<6xf32>
  %w = stablehlo.convert %z : (tensor<6xf32>) -> tensor<6xbf16>
  %r = stablehlo.reduce_precision %w, format = e8m3 : tensor<6xbf16>
  %4 = stablehlo.convert %r : (tensor<6xbf16>) -> tensor<6xf32>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<3xi32>, tensor<3xf32>, tensor<6xf32>, tensor<6xf32>
}
