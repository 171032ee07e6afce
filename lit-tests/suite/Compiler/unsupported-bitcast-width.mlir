// bitcast_convert between element types of different widths (which changes the shape) and
// a map whose body holds an op other than an element-wise one are named errors at the op.
// RUN: not jopt %s --hlo-to-llvm --split-input-file 2>&1 | jfilecheck %s

func.func @main(%x: tensor<4xf64>) -> tensor<4x2xi32> {
  // CHECK: unsupported-bitcast-width.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.bitcast_convert': 'stablehlo.bitcast_convert' from f64 to i32 is not supported by the compiler (only between element types of the same width)
  %0 = stablehlo.bitcast_convert %x : (tensor<4xf64>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
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
