// Lengths from 24 on that are not powers of two go through Bluestein's algorithm (chirp, radix-2
// transforms of 64 points for 25, f64): FFT then IFFT over 25 points and RFFT then IRFFT over
// [2, 25] give the input back to jrun's six digits; the FFT's bin 0 is the signal's sum, 11.5, and
// bin 5 of a cosine of frequency 5 (amplitude 2) is 25. The interpreter's direct DFT (INTERP) agrees.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret --interpreter-print-dense %s | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [25] strides = [1] data =
// CHECK-NEXT: [0.5,  -2.5,  1.5,  3.5,  -1.5,  2.5,  -0.5,  1.5,  2.5,  -3.5,  0.5,  1.5,  -2.5,  3.5,  0.5,  -1.5,  1.5,  0.5,  -0.5,  2.5,  3.5,  -2.5,  1.5,  -1.5,  0.5]
// CHECK:      sizes = [2, 25] strides = [25, 1] data =
// CHECK-NEXT: {{\[\[}}0.5,   -2.5,   1.5,   3.5,   -1.5,   2.5,   -0.5,   1.5,   2.5,   -3.5,   0.5,   1.5,   -2.5,   3.5,   0.5,   -1.5,   1.5,   0.5,   -0.5,   2.5,   3.5,   -2.5,   1.5,   -1.5,   0.5],
// CHECK-NEXT: [-0.5,   2.5,   -1.5,   -3.5,   1.5,   -2.5,   0.5,   -1.5,   -2.5,   3.5,   -0.5,   -1.5,   2.5,   -3.5,   -0.5,   1.5,   -1.5,   -0.5,   0.5,   -2.5,   -3.5,   2.5,   -1.5,   1.5,   -0.5{{\]\]}}
// CHECK:      sizes = [2] strides = [1] data =
// CHECK-NEXT: [11.5,  25]

// INTERP: dense<[{{0.49999|0.5}}
// INTERP: dense<{{\[\[}}{{0.49999|0.5}}
// INTERP: dense<[1.150000e+01, {{24.99999[0-9]*|2.500000e\+01}}]> : tensor<2xf32>

func.func @main() -> (tensor<25xf32>, tensor<2x25xf32>, tensor<2xf32>) {
  %x = stablehlo.constant dense<[0.5, -2.5, 1.5, 3.5, -1.5, 2.5, -0.5, 1.5, 2.5, -3.5, 0.5, 1.5, -2.5, 3.5, 0.5, -1.5, 1.5, 0.5, -0.5, 2.5, 3.5, -2.5, 1.5, -1.5, 0.5]> : tensor<25xf32>
  %z = stablehlo.constant dense<0.0> : tensor<25xf32>
  %c = stablehlo.complex %x, %z : (tensor<25xf32>, tensor<25xf32>) -> tensor<25xcomplex<f32>>
  %g = stablehlo.fft %c, type = FFT, length = [25] : (tensor<25xcomplex<f32>>) -> tensor<25xcomplex<f32>>
  %h = stablehlo.fft %g, type = IFFT, length = [25] : (tensor<25xcomplex<f32>>) -> tensor<25xcomplex<f32>>
  %hr = stablehlo.real %h : (tensor<25xcomplex<f32>>) -> tensor<25xf32>
  %nx = stablehlo.negate %x : tensor<25xf32>
  %x1 = stablehlo.reshape %x : (tensor<25xf32>) -> tensor<1x25xf32>
  %x2 = stablehlo.reshape %nx : (tensor<25xf32>) -> tensor<1x25xf32>
  %y = stablehlo.concatenate %x1, %x2, dim = 0 : (tensor<1x25xf32>, tensor<1x25xf32>) -> tensor<2x25xf32>
  %f = stablehlo.fft %y, type = RFFT, length = [25] : (tensor<2x25xf32>) -> tensor<2x13xcomplex<f32>>
  %b = stablehlo.fft %f, type = IRFFT, length = [25] : (tensor<2x13xcomplex<f32>>) -> tensor<2x25xf32>
  %g0 = stablehlo.slice %g [0:1] : (tensor<25xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  %g0r = stablehlo.real %g0 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
  %i = stablehlo.iota dim = 0 : tensor<25xf32>
  %w = stablehlo.constant dense<1.2566370614359172> : tensor<25xf32>
  %t = stablehlo.multiply %i, %w : tensor<25xf32>
  %cs = stablehlo.cosine %t : tensor<25xf32>
  %two = stablehlo.constant dense<2.0> : tensor<25xf32>
  %cs2 = stablehlo.multiply %cs, %two : tensor<25xf32>
  %cc = stablehlo.complex %cs2, %z : (tensor<25xf32>, tensor<25xf32>) -> tensor<25xcomplex<f32>>
  %cf = stablehlo.fft %cc, type = FFT, length = [25] : (tensor<25xcomplex<f32>>) -> tensor<25xcomplex<f32>>
  %c5 = stablehlo.slice %cf [5:6] : (tensor<25xcomplex<f32>>) -> tensor<1xcomplex<f32>>
  %c5r = stablehlo.real %c5 : (tensor<1xcomplex<f32>>) -> tensor<1xf32>
  %bins = stablehlo.concatenate %g0r, %c5r, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %hr, %b, %bins : tensor<25xf32>, tensor<2x25xf32>, tensor<2xf32>
}
