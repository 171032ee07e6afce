// The FFT family: stablehlo.fft over the innermost 1-3 dimensions. RFFT/IRFFT first slice or
// zero-pad the input's innermost dimensions to fft_length (IRFFT's last to fft_length / 2 + 1).
// RUN: jopt %s -xla-legalize-tf -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: func.func @fft
// CHECK-NEXT: %[[R:.*]] = "mhlo.fft"(%arg0) <{fft_length = dense<8> : tensor<1xi64>, fft_type = #mhlo<fft_type FFT>}> : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
// CHECK-NEXT: return %[[R]]
func.func @fft(%x: tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>> {
  %0 = "tf.FFT"(%x) : (tensor<3x8xcomplex<f32>>) -> tensor<3x8xcomplex<f32>>
  func.return %0 : tensor<3x8xcomplex<f32>>
}

// CHECK-LABEL: func.func @ifft3d
// CHECK-NEXT: "mhlo.fft"(%arg0) <{fft_length = dense<[2, 3, 4]> : tensor<3xi64>, fft_type = #mhlo<fft_type IFFT>}> : (tensor<5x2x3x4xcomplex<f64>>) -> tensor<5x2x3x4xcomplex<f64>>
func.func @ifft3d(%x: tensor<5x2x3x4xcomplex<f64>>) -> tensor<5x2x3x4xcomplex<f64>> {
  %0 = "tf.IFFT3D"(%x) : (tensor<5x2x3x4xcomplex<f64>>) -> tensor<5x2x3x4xcomplex<f64>>
  func.return %0 : tensor<5x2x3x4xcomplex<f64>>
}

// A dynamic batch is fine; a dynamic transformed dimension is not.
// CHECK-LABEL: func.func @fft_dynamic
// CHECK-NEXT: "mhlo.fft"(%arg0) <{fft_length = dense<8> : tensor<1xi64>, fft_type = #mhlo<fft_type FFT>}> : (tensor<?x8xcomplex<f32>>) -> tensor<?x8xcomplex<f32>>
// CHECK-NEXT: %[[L:.*]] = "tf.FFT"(%arg1)
func.func @fft_dynamic(%x: tensor<?x8xcomplex<f32>>, %y: tensor<8x?xcomplex<f32>>) -> (tensor<?x8xcomplex<f32>>, tensor<8x?xcomplex<f32>>) {
  %0 = "tf.FFT"(%x) : (tensor<?x8xcomplex<f32>>) -> tensor<?x8xcomplex<f32>>
  %1 = "tf.FFT"(%y) : (tensor<8x?xcomplex<f32>>) -> tensor<8x?xcomplex<f32>>
  func.return %0, %1 : tensor<?x8xcomplex<f32>>, tensor<8x?xcomplex<f32>>
}

// -----

// CHECK-LABEL: func.func @rfft_truncate
// CHECK-NEXT: %[[S:.*]] = "mhlo.slice"(%arg0) <{limit_indices = dense<[2, 4]> : tensor<2xi64>, start_indices = dense<0> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}> : (tensor<2x6xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[R:.*]] = "mhlo.fft"(%[[S]]) <{fft_length = dense<4> : tensor<1xi64>, fft_type = #mhlo<fft_type RFFT>}> : (tensor<2x4xf32>) -> tensor<2x3xcomplex<f32>>
// CHECK-NEXT: return %[[R]]
func.func @rfft_truncate(%x: tensor<2x6xf32>) -> tensor<2x3xcomplex<f32>> {
  %n = "tf.Const"() {value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = "tf.RFFT"(%x, %n) : (tensor<2x6xf32>, tensor<1xi32>) -> tensor<2x3xcomplex<f32>>
  func.return %0 : tensor<2x3xcomplex<f32>>
}

// CHECK-LABEL: func.func @rfft2d_pad
// CHECK-NEXT: %[[Z:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f64>
// CHECK-NEXT: %[[P:.*]] = "mhlo.pad"(%arg0, %[[Z]]) <{edge_padding_high = dense<[0, 1, 3]> : tensor<3xi64>, edge_padding_low = dense<0> : tensor<3xi64>, interior_padding = dense<0> : tensor<3xi64>}> : (tensor<2x3x5xf64>, tensor<f64>) -> tensor<2x4x8xf64>
// CHECK-NEXT: "mhlo.fft"(%[[P]]) <{fft_length = dense<[4, 8]> : tensor<2xi64>, fft_type = #mhlo<fft_type RFFT>}> : (tensor<2x4x8xf64>) -> tensor<2x4x5xcomplex<f64>>
func.func @rfft2d_pad(%x: tensor<2x3x5xf64>) -> tensor<2x4x5xcomplex<f64>> {
  %n = "tf.Const"() {value = dense<[4, 8]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.RFFT2D"(%x, %n) : (tensor<2x3x5xf64>, tensor<2xi32>) -> tensor<2x4x5xcomplex<f64>>
  func.return %0 : tensor<2x4x5xcomplex<f64>>
}

// IRFFT of length 8 needs 5 input elements: the complex zero pads the 3 given.
// CHECK-LABEL: func.func @irfft_pad
// CHECK-NEXT: %[[Z:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[C:.*]] = mhlo.complex %[[Z]], %[[Z]] : tensor<complex<f32>>
// CHECK-NEXT: %[[P:.*]] = "mhlo.pad"(%arg0, %[[C]]) <{edge_padding_high = dense<[0, 2]> : tensor<2xi64>, edge_padding_low = dense<0> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>}> : (tensor<2x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x5xcomplex<f32>>
// CHECK-NEXT: "mhlo.fft"(%[[P]]) <{fft_length = dense<8> : tensor<1xi64>, fft_type = #mhlo<fft_type IRFFT>}> : (tensor<2x5xcomplex<f32>>) -> tensor<2x8xf32>
func.func @irfft_pad(%x: tensor<2x3xcomplex<f32>>) -> tensor<2x8xf32> {
  %n = "tf.Const"() {value = dense<8> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = "tf.IRFFT"(%x, %n) : (tensor<2x3xcomplex<f32>>, tensor<1xi32>) -> tensor<2x8xf32>
  func.return %0 : tensor<2x8xf32>
}

// fft_length must be a constant.
// CHECK-LABEL: func.func @rfft_length_operand
// CHECK: "tf.RFFT"
func.func @rfft_length_operand(%x: tensor<2x6xf32>, %n: tensor<1xi32>) -> tensor<2x?xcomplex<f32>> {
  %0 = "tf.RFFT"(%x, %n) : (tensor<2x6xf32>, tensor<1xi32>) -> tensor<2x?xcomplex<f32>>
  func.return %0 : tensor<2x?xcomplex<f32>>
}

// -----

// The other members: the lengths are the innermost 1, 2 or 3 extents (FFT/IFFT) or fft_length.
// CHECK-LABEL: func.func @family
// CHECK-NEXT: %[[A:.*]] = "mhlo.fft"(%arg0) <{fft_length = dense<4> : tensor<1xi64>, fft_type = #mhlo<fft_type IFFT>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
// CHECK-NEXT: %[[B:.*]] = "mhlo.fft"(%arg0) <{fft_length = dense<[3, 4]> : tensor<2xi64>, fft_type = #mhlo<fft_type FFT>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
// CHECK-NEXT: %[[C:.*]] = "mhlo.fft"(%arg0) <{fft_length = dense<[3, 4]> : tensor<2xi64>, fft_type = #mhlo<fft_type IFFT>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
// CHECK-NEXT: %[[D:.*]] = "mhlo.fft"(%arg0) <{fft_length = dense<[2, 3, 4]> : tensor<3xi64>, fft_type = #mhlo<fft_type FFT>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
// CHECK-NEXT: %[[E:.*]] = "mhlo.fft"(%arg1) <{fft_length = dense<[2, 3, 4]> : tensor<3xi64>, fft_type = #mhlo<fft_type RFFT>}> : (tensor<2x3x4xf32>) -> tensor<2x3x3xcomplex<f32>>
// CHECK-NEXT: %[[F:.*]] = "mhlo.fft"(%arg0) <{fft_length = dense<[3, 6]> : tensor<2xi64>, fft_type = #mhlo<fft_type IRFFT>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x6xf32>
// CHECK-NEXT: %[[G:.*]] = "mhlo.fft"(%arg0) <{fft_length = dense<[2, 3, 6]> : tensor<3xi64>, fft_type = #mhlo<fft_type IRFFT>}> : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x6xf32>
func.func @family(%c: tensor<2x3x4xcomplex<f32>>, %r: tensor<2x3x4xf32>) -> (tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x6xf32>, tensor<2x3x6xf32>) {
  %0 = "tf.IFFT"(%c) : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %1 = "tf.FFT2D"(%c) : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %2 = "tf.IFFT2D"(%c) : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %3 = "tf.FFT3D"(%c) : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
  %l3 = "tf.Const"() {value = dense<[2, 3, 4]> : tensor<3xi32>} : () -> tensor<3xi32>
  %4 = "tf.RFFT3D"(%r, %l3) : (tensor<2x3x4xf32>, tensor<3xi32>) -> tensor<2x3x3xcomplex<f32>>
  %l2 = "tf.Const"() {value = dense<[3, 6]> : tensor<2xi32>} : () -> tensor<2xi32>
  %5 = "tf.IRFFT2D"(%c, %l2) : (tensor<2x3x4xcomplex<f32>>, tensor<2xi32>) -> tensor<2x3x6xf32>
  %l6 = "tf.Const"() {value = dense<[2, 3, 6]> : tensor<3xi32>} : () -> tensor<3xi32>
  %6 = "tf.IRFFT3D"(%c, %l6) : (tensor<2x3x4xcomplex<f32>>, tensor<3xi32>) -> tensor<2x3x6xf32>
  func.return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x6xf32>, tensor<2x3x6xf32>
}

// -----

// With a dynamic batch the crop is a negative high padding (a slice would need its extent).
// CHECK-LABEL: func.func @rfft_crop_dynamic_batch
// CHECK: %[[P:.*]] = "mhlo.pad"(%arg0, %{{.*}}) <{edge_padding_high = dense<[0, -2]> : tensor<2xi64>, edge_padding_low = dense<0> : tensor<2xi64>, interior_padding = dense<0> : tensor<2xi64>}> : (tensor<?x6xf32>, tensor<f32>) -> tensor<?x4xf32>
// CHECK-NEXT: "mhlo.fft"(%[[P]]) <{fft_length = dense<4> : tensor<1xi64>, fft_type = #mhlo<fft_type RFFT>}> : (tensor<?x4xf32>) -> tensor<?x3xcomplex<f32>>
func.func @rfft_crop_dynamic_batch(%x: tensor<?x6xf32>) -> tensor<?x3xcomplex<f32>> {
  %n = "tf.Const"() {value = dense<4> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = "tf.RFFT"(%x, %n) : (tensor<?x6xf32>, tensor<1xi32>) -> tensor<?x3xcomplex<f32>>
  func.return %0 : tensor<?x3xcomplex<f32>>
}
