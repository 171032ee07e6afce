// stablehlo.fft compiled to native code: FFT, IFFT, RFFT and IRFFT over the last 1, 2 and 3
// dimensions, on complex<f32> and complex<f64>, give what the interpreter gives (INTERP lines: the
// same values to jrun's six printed digits; numpy.fft agrees), and the 2-D RFFT/IRFFT round trip
// gives the input back.
// RUN: jopt %s --hlo-to-llvm=runner-main=true | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s
// RUN: jtranslate --interpret --interpreter-print-dense %s | jfilecheck %s --check-prefix=INTERP

// CHECK:      sizes = [8] strides = [1] data =
// CHECK-NEXT: [5,  0.798097,  9.75,  -4.44454,  -3,  -3.7981,  4.25,  -0.555456]
// CHECK:      sizes = [8] strides = [1] data =
// CHECK-NEXT: [-7.45058e-09,  1,  0.5,  -1,  2,  0.25,  -7.45058e-09,  -0.5]
// CHECK:      sizes = [5] strides = [1] data =
// CHECK-NEXT: [5,  1.71141,  7,  4.13171,  3]
// CHECK:      sizes = [5] strides = [1] data =
// CHECK-NEXT: [0,  -1.70711,  0,  0.292893,  0]
// CHECK:      sizes = [3, 6] strides = [6, 1] data =
// CHECK-NEXT: {{\[\[}}1,   2,   -1,   0.5,   3,   -2.79354e-08],
// CHECK-NEXT: [0.25,   -2,   4,   1,   -1.54514e-08,   2],
// CHECK-NEXT: [1.5,   1,   -3,   2,   0.5,   -1{{\]\]}}
// CHECK:      sizes = [2, 3, 4] strides = [12, 4, 1] data =
// CHECK-NEXT: {{\[\[\[}}20.75,    -2.25,    3.75,    -2.25],
// CHECK-NEXT: [1.25,    6.98205,    -3.75,    3.51795],
// CHECK-NEXT: [1.25,    3.51795,    -3.75,    6.98205]],
// CHECK-NEXT: {{\[\[}}-0.75,    0.25,    -3.75,    0.25],
// CHECK-NEXT: [0.75,    0.482051,    -2.25,    -2.98205],
// CHECK-NEXT: [0.75,    -2.98205,    -2.25,    0.482051{{\]\]\]}}
// CHECK:      sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1.5,   4.84808,   -0.348076],
// CHECK-NEXT: [1.5,   -0.316987,   -1.18301{{\]\]}}

// INTERP: dense<[5.000000e+00, 7.980970e-01, 9.750000e+00, -4.44454384, -3.000000e+00, -3.79809713, 4.250000e+00, -0.55545634]> : tensor<8xf32>
// INTERP: dense<[-7.4505806E-9, 1.000000e+00, 5.000000e-01, -1.000000e+00, 2.000000e+00, 0.25000003, -7.4505806E-9, -5.000000e-01]> : tensor<8xf32>
// INTERP: dense<[5.000000e+00, 1.71141243, 7.000000e+00, 4.13171482, 3.000000e+00]> : tensor<5xf32>
// INTERP: dense<[0.000000e+00, -1.70710683, 0.000000e+00, 0.292893231, 0.000000e+00]> : tensor<5xf32>
// INTERP: dense<{{\[\[}}1.000000e+00, 2.000000e+00, -1.000000e+00, 5.000000e-01, 3.000000e+00, -2.7935446E-8], [0.24999994, -2.000000e+00, 4.000000e+00, 1.000000e+00, -1.54514286E-8, 2.000000e+00], [1.500000e+00, 0.99999994, -3.000000e+00, 2.000000e+00, 0.49999994, -1.000000e+00]]> : tensor<3x6xf32>
// INTERP: dense<{{\[\[\[}}2.075000e+01, -2.250000e+00, 3.750000e+00, -2.250000e+00], [1.250000e+00, 6.98205089, -3.750000e+00, 3.5179491], [1.250000e+00, 3.5179491, -3.750000e+00, 6.98205089]], {{\[\[}}-7.500000e-01, 2.500000e-01, -3.750000e+00, 2.500000e-01], [7.500000e-01, 0.482050806, -2.250000e+00, -2.9820509], [7.500000e-01, -2.9820509, -2.250000e+00, 0.482050806{{\]\]\]}}> : tensor<2x3x4xf32>
// INTERP: dense<{{\[\[}}1.500000e+00, 4.8480762113533151, -0.34807621135331557], [1.500000e+00, -0.31698729810778126, -1.1830127018922194]]> : tensor<2x3xf64>

func.func @main() -> (tensor<8xf32>, tensor<8xf32>, tensor<5xf32>, tensor<5xf32>, tensor<3x6xf32>, tensor<2x3x4xf32>, tensor<2x3xf64>) {
  %x = stablehlo.constant dense<[1.0, 2.0, -1.0, 0.5, 3.0, 0.0, -2.0, 1.5]> : tensor<8xf32>
  %y = stablehlo.constant dense<[0.0, 1.0, 0.5, -1.0, 2.0, 0.25, 0.0, -0.5]> : tensor<8xf32>
  %c = stablehlo.complex %x, %y : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xcomplex<f32>>
  %f = stablehlo.fft %c, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  %fr = stablehlo.real %f : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
  %i = stablehlo.fft %f, type = IFFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  %ii = stablehlo.imag %i : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
  %r = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<5xcomplex<f32>>
  %ra = stablehlo.abs %r : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
  %ri = stablehlo.imag %r : (tensor<5xcomplex<f32>>) -> tensor<5xf32>
  %m = stablehlo.constant dense<[[1.0, 2.0, -1.0, 0.5, 3.0, 0.0], [0.25, -2.0, 4.0, 1.0, 0.0, 2.0], [1.5, 1.0, -3.0, 2.0, 0.5, -1.0]]> : tensor<3x6xf32>
  %m2 = stablehlo.fft %m, type = RFFT, length = [3, 6] : (tensor<3x6xf32>) -> tensor<3x4xcomplex<f32>>
  %mb = stablehlo.fft %m2, type = IRFFT, length = [3, 6] : (tensor<3x4xcomplex<f32>>) -> tensor<3x6xf32>
  %t = stablehlo.constant dense<[[[1.0, 2.0, 0.0, 1.0], [0.0, 1.0, 2.0, 3.0], [1.0, -1.0, 1.0, -1.0]], [[2.0, 0.5, 0.25, 1.0], [1.0, 1.0, 1.0, 1.0], [0.0, 0.0, 3.0, 0.0]]]> : tensor<2x3x4xf32>
  %tc = stablehlo.convert %t : (tensor<2x3x4xf32>) -> tensor<2x3x4xcomplex<f32>>
  %t3 = stablehlo.fft %tc, type = FFT, length = [2, 3, 4] : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %t3r = stablehlo.real %t3 : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xf32>
  %d = stablehlo.constant dense<[[(1.0, 2.0), (0.0, -1.0), (3.0, 0.5)], [(-2.0, 0.0), (0.5, 0.5), (1.0, 1.0)]]> : tensor<2x3xcomplex<f64>>
  %d1 = stablehlo.fft %d, type = FFT, length = [3] : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
  %d1i = stablehlo.imag %d1 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
  return %fr, %ii, %ra, %ri, %mb, %t3r, %d1i : tensor<8xf32>, tensor<8xf32>, tensor<5xf32>, tensor<5xf32>, tensor<3x6xf32>, tensor<2x3x4xf32>, tensor<2x3xf64>
}
