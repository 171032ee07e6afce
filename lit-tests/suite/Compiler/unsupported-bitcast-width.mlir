// bitcast_convert to or from booleans between widths (bits of i1 are not a bit stream here) and
// a map whose body holds an op other than an element-wise one are named errors at the op.
// RUN: not jopt %s --hlo-to-llvm --split-input-file 2>&1 | jfilecheck %s

func.func @main(%x: tensor<4xi8>) -> tensor<4x8xi1> {
  // CHECK: unsupported-bitcast-width.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.bitcast_convert': 'stablehlo.bitcast_convert' from i8 to i1 is not supported by the compiler (only between element types of the same width, or integer and float types of different widths on tensors)
  %0 = stablehlo.bitcast_convert %x : (tensor<4xi8>) -> tensor<4x8xi1>
  return %0 : tensor<4x8xi1>
}

// -----

func.func @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // CHECK: unsupported-bitcast-width.mlir:[[# @LINE + 1]]:10: error: cannot compile 'stablehlo.reshape': 'stablehlo.reshape' in a reducer body is not supported
    %s = stablehlo.reshape %a : (tensor<f32>) -> tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
