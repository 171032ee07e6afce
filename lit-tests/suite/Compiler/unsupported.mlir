// An op the compiler cannot compile is an error at its location naming the op and the reason.
// RUN: not jopt %s --hlo-to-llvm 2>&1 | jfilecheck %s

func.func @main(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // CHECK: unsupported.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.cholesky': 'stablehlo.cholesky' is not supported by the compiler
  %0 = stablehlo.cholesky %x, lower = true : tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
