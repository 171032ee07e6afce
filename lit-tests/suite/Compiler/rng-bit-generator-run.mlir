// stablehlo.rng_bit_generator compiled: its numbers are implementation-defined; ours are the
// interpreter's (the state folded into a SplitMix64 seed, element i the low bits of draw i + 1, the
// first state word advanced by the number of elements drawn), so the compiled graph prints what
// `jtranslate --interpret` prints. Unsigned integers compile as bits of the same width: the ui32
// draws become uniform floats in [1, 2) - 1 the way JAX builds them (shift right, or the exponent
// in, bitcast), and the ui64 state flows from one generator into the next.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret %s | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [2] strides = [1] data =
// CHECK-NEXT: [48,  7]
// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}0.775647,   0.731538,   0.577788],
// CHECK-NEXT: [0.466525,   0.412977,   0.713895{{\]\]}}
// CHECK:      sizes = [4] strides = [1] data =
// CHECK-NEXT: [518383358,  -1096532860,  1643051387,  1596490095]
// INTERP:      [48, 7]
// INTERP:      [0.775646567, 0.7315377, 0.577788472],
// INTERP-NEXT: [0.466525316, 0.412977219, 0.713895082]
// INTERP:      [518383358, -1096532860, 1643051387, 1596490095]

func.func @main() -> (tensor<2xi64>, tensor<2x3xf32>, tensor<4xi32>) {
  %s = stablehlo.constant dense<[42, 7]> : tensor<2xui64>
  %0:2 = stablehlo.rng_bit_generator %s, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x3xui32>)
  %nine = stablehlo.constant dense<9> : tensor<2x3xui32>
  %m = stablehlo.shift_right_logical %0#1, %nine : tensor<2x3xui32>
  %one = stablehlo.constant dense<1065353216> : tensor<2x3xui32>
  %b = stablehlo.or %m, %one : tensor<2x3xui32>
  %f = stablehlo.bitcast_convert %b : (tensor<2x3xui32>) -> tensor<2x3xf32>
  %c1 = stablehlo.constant dense<1.0> : tensor<2x3xf32>
  %u = stablehlo.subtract %f, %c1 : tensor<2x3xf32>
  %ns = stablehlo.bitcast_convert %0#0 : (tensor<2xui64>) -> tensor<2xi64>
  %1:2 = stablehlo.rng_bit_generator %0#0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xi32>)
  return %ns, %u, %1#1 : tensor<2xi64>, tensor<2x3xf32>, tensor<4xi32>
}
