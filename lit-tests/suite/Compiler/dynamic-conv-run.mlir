// dynamic_conv: a convolution whose padding is an operand ([spatial dimensions x 2], low then
// high) read at run time, for the result's spatial sizes and the loops' bounds checks (it always
// takes the loop nest, not the library call); the batch is known only at run time
// (runner-batch=2). The compiled graph prints what the interpreter prints for the runner's inputs
// (element k of input j: ((7k + 3j) mod 13 - 6) / 4).
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=2' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s --args="[dense<[[[[-1.5, 0.25], [-1.25, 0.5], [-1.0, 0.75]], [[-0.75, 1.0], [-0.5, 1.25], [-0.25, 1.5]], [[0.0, -1.5], [0.25, -1.25], [0.5, -1.0]]], [[[0.75, -0.75], [1.0, -0.5], [1.25, -0.25]], [[1.5, 0.0], [-1.5, 0.25], [-1.25, 0.5]], [[-1.0, 0.75], [-0.75, 1.0], [-0.5, 1.25]]]]> : tensor<2x3x3x2xf32>, dense<[[[[-0.75, 1.0], [-0.5, 1.25]], [[-0.25, 1.5], [0.0, -1.5]]], [[[0.25, -1.25], [0.5, -1.0]], [[0.75, -0.75], [1.0, -0.5]]]]> : tensor<2x2x2x2xf32>]" | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [2, 3, 2, 2] strides = [12, 4, 2, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}-0.6875,     2.3125],
// CHECK-NEXT: [0.125,     0.5]],
// CHECK-NEXT: {{\[\[}}2.5,     -4.125],
// CHECK-NEXT: [1.0625,     -1.25]],
// CHECK-NEXT: {{\[\[}}-1.625,     -0.1875],
// CHECK-NEXT: [-0.9375,     2{{\]\]\]}},
// CHECK-NEXT: {{\[\[\[}}0.0625,     -0.6875],
// CHECK-NEXT: [0.1875,     -1.3125]],
// CHECK-NEXT: {{\[\[}}-0.9375,     1.1875],
// CHECK-NEXT: [-0.875,     2]],
// CHECK-NEXT: {{\[\[}}-0.1875,     -0.5625],
// CHECK-NEXT: [1.1875,     -1.25{{\]\]\]\]}}
// INTERP:      tensor<2x3x2x2xf32>
// INTERP:      [-6.875000e-01, 2.312500e+00],
// INTERP-NEXT: [1.250000e-01, 5.000000e-01]
// INTERP:      [2.500000e+00, -4.125000e+00],
// INTERP-NEXT: [1.062500e+00, -1.250000e+00]
// INTERP:      [-1.625000e+00, -1.875000e-01],
// INTERP-NEXT: [-9.375000e-01, 2.000000e+00]
// INTERP:      [6.250000e-02, -6.875000e-01],
// INTERP-NEXT: [1.875000e-01, -1.312500e+00]
// INTERP:      [-9.375000e-01, 1.187500e+00],
// INTERP-NEXT: [-8.750000e-01, 2.000000e+00]
// INTERP:      [-1.875000e-01, -5.625000e-01],
// INTERP-NEXT: [1.187500e+00, -1.250000e+00]

func.func @main(%x: tensor<?x3x3x2xf32>, %k: tensor<2x2x2x2xf32>) -> tensor<?x?x?x2xf32> {
  %p = stablehlo.constant dense<[[1, 0], [0, 1]]> : tensor<2x2xi64>
  %0 = "stablehlo.dynamic_conv"(%x, %k, %p) {dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, window_strides = array<i64: 1, 2>, feature_group_count = 1 : i64, batch_group_count = 1 : i64} : (tensor<?x3x3x2xf32>, tensor<2x2x2x2xf32>, tensor<2x2xi64>) -> tensor<?x?x?x2xf32>
  return %0 : tensor<?x?x?x2xf32>
}
