// A depth-wise convolution whose channel count is known only at run time: feature_group_count is
// static (3), the input's and the kernel's feature sizes are `?` (runner-batch=3 makes every `?`
// 3: three channels, multiplier 1). The kernel's output features and the groups' sizes are read
// from the kernel at run time; the compiled graph prints what the interpreter prints for the
// runner's inputs (element k of input j: ((7k + 3j) mod 13 - 6) / 4).
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s --args="[dense<[[[[-1.5, 0.25, -1.25], [0.5, -1.0, 0.75]], [[-0.75, 1.0, -0.5], [1.25, -0.25, 1.5]]], [[[0.0, -1.5, 0.25], [-1.25, 0.5, -1.0]], [[0.75, -0.75, 1.0], [-0.5, 1.25, -0.25]]], [[[1.5, 0.0, -1.5], [0.25, -1.25, 0.5]], [[-1.0, 0.75, -0.75], [1.0, -0.5, 1.25]]]]> : tensor<3x2x2x3xf32>, dense<[[[[-0.75, 1.0, -0.5]]], [[[1.25, -0.25, 1.5]]]]> : tensor<2x1x1x3xf32>]" | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [3, 1, 2, 3] strides = [6, 6, 3, 1] data =
// CHECK-NEXT: {{\[\[\[\[}}0.1875,     0,     -0.125],
// CHECK-NEXT: [1.1875,     -0.9375,     1.875{{\]\]\]}},
// CHECK-NEXT: {{\[\[\[}}0.9375,     -1.3125,     1.375],
// CHECK-NEXT: [0.3125,     0.1875,     0.125{{\]\]\]}},
// CHECK-NEXT: {{\[\[\[}}-2.375,     -0.1875,     -0.375],
// CHECK-NEXT: [1.0625,     -1.125,     1.625{{\]\]\]\]}}
// INTERP:      [1.875000e-01, 0.000000e+00, -1.250000e-01],
// INTERP-NEXT: [1.187500e+00, -9.375000e-01, 1.875000e+00]
// INTERP:      [9.375000e-01, -1.312500e+00, 1.375000e+00],
// INTERP-NEXT: [3.125000e-01, 1.875000e-01, 1.250000e-01]
// INTERP:      [-2.375000e+00, -1.875000e-01, -3.750000e-01],
// INTERP-NEXT: [1.062500e+00, -1.125000e+00, 1.625000e+00]

func.func @main(%x: tensor<?x2x2x?xf32>, %k: tensor<2x1x1x?xf32>) -> tensor<?x1x2x?xf32> {
  %0 = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 3 : i64} : (tensor<?x2x2x?xf32>, tensor<2x1x1x?xf32>) -> tensor<?x1x2x?xf32>
  return %0 : tensor<?x1x2x?xf32>
}
