// An op the compiler cannot compile is an error at its location naming the op and the reason.
// RUN: not jopt %s --hlo-to-llvm 2>&1 | jfilecheck %s

func.func @main(%x: tensor<8xf32>) -> tensor<5xcomplex<f32>> {
  // CHECK: unsupported.mlir:[[# @LINE + 1]]:8: error: cannot compile 'stablehlo.fft': 'stablehlo.fft' is not supported by the compiler (complex numbers are not compiled)
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  return %0 : tensor<5xcomplex<f32>>
}
