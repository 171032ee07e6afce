// dynamic_pad (its paddings from operands, a negative one included), set_dimension_size (the
// first elements along the dimension, the size checked at run time) and dynamic_gather (its
// slice sizes from an operand: the offset dimension's size) compiled on a batch known only at
// run time (runner-batch=3); the compiled graph prints what the interpreter prints.
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s --args="[dense<[[-1.5, 0.25, -1.25], [0.5, -1.0, 0.75], [-0.75, 1.0, -0.5]]> : tensor<3x3xf32>]" | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [6, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}9,   9,   9,   9],
// CHECK-NEXT: [0.25,   -1.25,   9,   9],
// CHECK-NEXT: [9,   9,   9,   9],
// CHECK-NEXT: [-1,   0.75,   9,   9],
// CHECK-NEXT: [9,   9,   9,   9],
// CHECK-NEXT: [1,   -0.5,   9,   9{{\]\]}}
// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}-1.5,   0.25,   -1.25],
// CHECK-NEXT: [0.5,   -1,   0.75{{\]\]}}
// CHECK:      sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-0.75,   1],
// CHECK-NEXT: [-1.5,   0.25{{\]\]}}
// INTERP:      tensor<6x4xf32>
// INTERP:      [9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00],
// INTERP-NEXT: [2.500000e-01, -1.250000e+00, 9.000000e+00, 9.000000e+00],
// INTERP-NEXT: [9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00],
// INTERP-NEXT: [-1.000000e+00, 7.500000e-01, 9.000000e+00, 9.000000e+00],
// INTERP-NEXT: [9.000000e+00, 9.000000e+00, 9.000000e+00, 9.000000e+00],
// INTERP-NEXT: [1.000000e+00, -5.000000e-01, 9.000000e+00, 9.000000e+00]
// INTERP:      tensor<2x3xf32>
// INTERP:      [-1.500000e+00, 2.500000e-01, -1.250000e+00],
// INTERP-NEXT: [5.000000e-01, -1.000000e+00, 7.500000e-01]
// INTERP:      tensor<2x2xf32>
// INTERP:      [-7.500000e-01, 1.000000e+00],
// INTERP-NEXT: [-1.500000e+00, 2.500000e-01]

func.func @main(%x: tensor<?x3xf32>) -> (tensor<?x?xf32>, tensor<?x3xf32>, tensor<?x?xf32>) {
  %z = stablehlo.constant dense<9.0> : tensor<f32>
  %lo = stablehlo.constant dense<[1, -1]> : tensor<2xi64>
  %hi = stablehlo.constant dense<[0, 2]> : tensor<2xi64>
  %in = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %0 = stablehlo.dynamic_pad %x, %z, %lo, %hi, %in : (tensor<?x3xf32>, tensor<f32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %1 = stablehlo.set_dimension_size %x, %two, dim = 0 : (tensor<?x3xf32>, tensor<i32>) -> tensor<?x3xf32>
  %idx = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %2 = "stablehlo.dynamic_gather"(%x, %idx, %sizes) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>} : (tensor<?x3xf32>, tensor<2x1xi64>, tensor<2xi64>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<?x?xf32>, tensor<?x3xf32>, tensor<?x?xf32>
}
