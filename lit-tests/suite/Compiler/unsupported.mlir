// An op the compiler cannot compile is an error at its location naming the op and the reason.
// RUN: not jopt %s --hlo-to-llvm 2>&1 | jfilecheck %s

func.func @main(%x: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  // CHECK: unsupported.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.tanh': 'stablehlo.tanh' on complex numbers is not supported by the compiler (add, subtract, multiply, divide, negate, abs, exponential, log, sqrt, sine, cosine, sign, real, imag, complex, select, convert, compare EQ/NE are)
  %0 = stablehlo.tanh %x : tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}
