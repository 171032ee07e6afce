// Power-of-two lengths from 16 on are transformed by radix-2 butterflies (bit-reversed copy, log2 n
// rounds in place, f64): RFFT/IRFFT over [2, 16] and FFT/IFFT over 32 points give the input back to
// jrun's six digits, and the FFT's bin 0 is the sum of the signal, 18. The interpreter's direct DFT
// (INTERP) gives the same values to a few ulps.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret --interpreter-print-dense %s | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [2, 16] strides = [16, 1] data =
// CHECK-NEXT: {{\[\[}}0.5,   -2.5,   1.5,   3.5,   -1.5,   2.5,   -0.5,   1.5,   2.5,   -3.5,   0.5,   1.5,   -2.5,   3.5,   0.5,   -1.5],
// CHECK-NEXT: [1.5,   0.5,   -0.5,   2.5,   3.5,   -2.5,   1.5,   -1.5,   0.5,   2.5,   -3.5,   1.5,   0.5,   -0.5,   2.5,   3.5{{\]\]}}
// CHECK:      sizes = [32] strides = [1] data =
// CHECK-NEXT: [0.5,  -2.5,  1.5,  3.5,  -1.5,  2.5,  -0.5,  1.5,  2.5,  -3.5,  0.5,  1.5,  -2.5,  3.5,  0.5,  -1.5,  1.5,  0.5,  -0.5,  2.5,  3.5,  -2.5,  1.5,  -1.5,  0.5,  2.5,  -3.5,  1.5,  0.5,  -0.5,  2.5,  3.5]
// CHECK:      sizes = [] strides = [] data =
// CHECK-NEXT: [18]

// INTERP: dense<{{\[\[}}0.50000006, -2.500000e+00, 1.500000e+00, 3.500000e+00, -1.50000012,
// INTERP: dense<[0.49999997, -2.500000e+00, 1.500000e+00, 3.500000e+00,
// INTERP: dense<1.800000e+01> : tensor<f32>

func.func @main() -> (tensor<2x16xf32>, tensor<32xf32>, tensor<f32>) {
  %x = stablehlo.constant dense<[[0.5, -2.5, 1.5, 3.5, -1.5, 2.5, -0.5, 1.5, 2.5, -3.5, 0.5, 1.5, -2.5, 3.5, 0.5, -1.5], [1.5, 0.5, -0.5, 2.5, 3.5, -2.5, 1.5, -1.5, 0.5, 2.5, -3.5, 1.5, 0.5, -0.5, 2.5, 3.5]]> : tensor<2x16xf32>
  %f = stablehlo.fft %x, type = RFFT, length = [2, 16] : (tensor<2x16xf32>) -> tensor<2x9xcomplex<f32>>
  %b = stablehlo.fft %f, type = IRFFT, length = [2, 16] : (tensor<2x9xcomplex<f32>>) -> tensor<2x16xf32>
  %y = stablehlo.reshape %x : (tensor<2x16xf32>) -> tensor<32xf32>
  %z = stablehlo.constant dense<0.0> : tensor<32xf32>
  %c = stablehlo.complex %y, %z : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xcomplex<f32>>
  %g = stablehlo.fft %c, type = FFT, length = [32] : (tensor<32xcomplex<f32>>) -> tensor<32xcomplex<f32>>
  %h = stablehlo.fft %g, type = IFFT, length = [32] : (tensor<32xcomplex<f32>>) -> tensor<32xcomplex<f32>>
  %hr = stablehlo.real %h : (tensor<32xcomplex<f32>>) -> tensor<32xf32>
  %g0 = stablehlo.slice %g [0:1] : (tensor<32xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  %g0r = stablehlo.reshape %g0 : (tensor<1xcomplex<f32>>) -> tensor<complex<f32>>
  %s = stablehlo.real %g0r : (tensor<complex<f32>>) -> tensor<f32>
  return %b, %hr, %s : tensor<2x16xf32>, tensor<32xf32>, tensor<f32>
}
