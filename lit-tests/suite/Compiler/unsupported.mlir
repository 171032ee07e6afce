// An op the compiler cannot compile is an error at its location naming the op and the reason.
// RUN: not jopt %s --hlo-to-llvm 2>&1 | jfilecheck %s

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: unsupported.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.sort': 'stablehlo.sort' is not supported by the compiler
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
