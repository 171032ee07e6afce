// An op the compiler cannot compile is an error at its location naming the op and the reason.
// RUN: not jopt %s --hlo-to-llvm 2>&1 | jfilecheck %s

func.func @main(%x: tensor<4xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<4xf32> {
  // CHECK: unsupported.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.scatter': 'stablehlo.scatter' is not supported by the compiler
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<4xf32>, tensor<2x1xi32>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
