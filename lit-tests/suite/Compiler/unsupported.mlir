// An op the compiler cannot compile is an error at its location naming the op and the reason.
// RUN: not jopt %s --hlo-to-llvm 2>&1 | jfilecheck %s

func.func @main(%x: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {
  // CHECK: unsupported.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.cbrt': 'stablehlo.cbrt' on complex numbers is not supported by the compiler (add, subtract, multiply, divide, negate, power, abs, exponential, exponential_minus_one, log, log_plus_one, sqrt, rsqrt, sine, cosine, tan, tanh, atan2, sign, real, imag, complex, select, convert, compare, logistic are)
  %0 = stablehlo.cbrt %x : tensor<8xcomplex<f32>>
  return %0 : tensor<8xcomplex<f32>>
}
