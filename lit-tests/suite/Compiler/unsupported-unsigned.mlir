// Unsigned integers compile as bits: an op whose result depends on their signedness (a division,
// a conversion, a comparison without compare_type UNSIGNED) is a named error at the op.
// RUN: not jopt %s --hlo-to-llvm --split-input-file 2>&1 | jfilecheck %s

func.func @main(%x: tensor<4xui32>, %y: tensor<4xui32>) -> tensor<4xui32> {
  // CHECK: unsupported-unsigned.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.divide': 'stablehlo.divide' on unsigned integers is not supported by the compiler (unsigned integers are compiled as bits: through rng_bit_generator, bitcast_convert, bitwise, shift and wrapping arithmetic ops, UNSIGNED comparisons and shape ops)
  %0 = stablehlo.divide %x, %y : tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

func.func @main(%x: tensor<4xui32>) -> tensor<4xf32> {
  // CHECK: unsupported-unsigned.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.convert': 'stablehlo.convert' on unsigned integers is not supported
  %0 = stablehlo.convert %x : (tensor<4xui32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xui32>, %y: tensor<4xui32>) -> (tensor<4xi1>, tensor<4xi1>) {
  // the UNSIGNED comparison compiles; the one without compare_type does not
  %0 = stablehlo.compare LT, %x, %y, UNSIGNED : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  // CHECK: unsupported-unsigned.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.compare': 'stablehlo.compare' on unsigned integers is not supported
  %1 = stablehlo.compare LT, %x, %y : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}
