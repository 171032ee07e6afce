// The same ops on a batch known only at run time (runner-batch=3: the runner's inputs
// ((7k mod 13) - 6) / 4): broadcast's result takes the operand's run-time sizes after its new
// leading ones, and map, bitcast_convert and reduce_precision keep their operand's (the map: x * x + x
// rounded to 2 mantissa bits).
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s --args="[dense<[[-1.5, 0.25], [-1.25, 0.5], [-1.0, 0.75]]> : tensor<3x2xf32>]" | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [2, 3, 2] strides = [6, 2, 1] data =
// CHECK-NEXT: {{\[\[\[}}0.75,    0.3125],
// CHECK-NEXT: [0.3125,    0.75],
// CHECK-NEXT: [0,    1.25]],
// CHECK-NEXT: {{\[\[}}0.75,    0.3125],
// CHECK-NEXT: [0.3125,    0.75],
// CHECK-NEXT: [0,    1.25{{\]\]\]}}
// CHECK:      sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-1077936128,   1048576000],
// CHECK-NEXT: [-1080033280,   1056964608],
// CHECK-NEXT: [-1082130432,   1061158912{{\]\]}}
// INTERP:      [7.500000e-01, 3.125000e-01],
// INTERP-NEXT: [3.125000e-01, 7.500000e-01],
// INTERP-NEXT: [0.000000e+00, 1.250000e+00]
// INTERP-NEXT: ],
// INTERP-NEXT: [
// INTERP-NEXT: [7.500000e-01, 3.125000e-01],
// INTERP:      [-1077936128, 1048576000],
// INTERP-NEXT: [-1080033280, 1056964608],
// INTERP-NEXT: [-1082130432, 1061158912]

func.func @main(%x: tensor<?x2xf32>) -> (tensor<2x?x2xf32>, tensor<?x2xi32>) {
  %m = "stablehlo.map"(%x, %x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.multiply %a, %b : tensor<f32>
    %s = stablehlo.add %p, %a : tensor<f32>
    %r = stablehlo.reduce_precision %s, format = e8m2 : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<?x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %0 = stablehlo.broadcast %m, sizes = [2] : (tensor<?x2xf32>) -> tensor<2x?x2xf32>
  %1 = stablehlo.bitcast_convert %x : (tensor<?x2xf32>) -> tensor<?x2xi32>
  return %0, %1 : tensor<2x?x2xf32>, tensor<?x2xi32>
}
