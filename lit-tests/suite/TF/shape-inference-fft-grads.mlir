// RUN: jopt %s -split-input-file -tf-shape-inference | jfilecheck %s

// FFT/IFFT keep the input's shape; RFFT's innermost extents become fft_length (the last
// fft_length / 2 + 1), IRFFT's fft_length; a non-constant fft_length leaves them unknown.
// CHECK-LABEL: func.func @fft
// CHECK: "tf.FFT2D"{{.*}} -> tensor<?x3x4xcomplex<f32>>
// CHECK: "tf.RFFT"{{.*}} -> tensor<?x5xcomplex<f32>>
// CHECK: "tf.RFFT2D"{{.*}} -> tensor<?x4x3xcomplex<f32>>
// CHECK: "tf.IRFFT"{{.*}} -> tensor<?x8xf32>
// CHECK: "tf.RFFT"{{.*}} -> tensor<?x?xcomplex<f32>>
func.func @fft(%c: tensor<?x3x4xcomplex<f32>>, %r: tensor<?x6xf32>, %s: tensor<?x3x6xf32>, %n: tensor<1xi32>) -> (tensor<*xcomplex<f32>>, tensor<*xcomplex<f32>>, tensor<*xcomplex<f32>>, tensor<*xf32>, tensor<*xcomplex<f32>>) {
  %n8 = "tf.Const"() {value = dense<8> : tensor<1xi32>} : () -> tensor<1xi32>
  %n44 = "tf.Const"() {value = dense<4> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.FFT2D"(%c) : (tensor<?x3x4xcomplex<f32>>) -> tensor<*xcomplex<f32>>
  %1 = "tf.RFFT"(%r, %n8) : (tensor<?x6xf32>, tensor<1xi32>) -> tensor<*xcomplex<f32>>
  %2 = "tf.RFFT2D"(%s, %n44) : (tensor<?x3x6xf32>, tensor<2xi32>) -> tensor<*xcomplex<f32>>
  %3 = "tf.IRFFT"(%1, %n8) : (tensor<*xcomplex<f32>>, tensor<1xi32>) -> tensor<*xf32>
  %4 = "tf.RFFT"(%r, %n) : (tensor<?x6xf32>, tensor<1xi32>) -> tensor<*xcomplex<f32>>
  func.return %0, %1, %2, %3, %4 : tensor<*xcomplex<f32>>, tensor<*xcomplex<f32>>, tensor<*xcomplex<f32>>, tensor<*xf32>, tensor<*xcomplex<f32>>
}

// -----

// MaxPoolGrad is shaped like orig_input, AvgPoolGrad like the constant orig_input_shape.
// CHECK-LABEL: func.func @pool_grads
// CHECK: "tf.MaxPoolGrad"{{.*}} -> tensor<?x4x4x2xf32>
// CHECK: "tf.AvgPoolGrad"{{.*}} -> tensor<1x4x4x2xf32>
// CHECK: "tf.AvgPoolGrad"{{.*}} -> tensor<?x?x?x?xf32>
func.func @pool_grads(%x: tensor<?x4x4x2xf32>, %g: tensor<?x2x2x2xf32>, %s: tensor<4xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.MaxPoolGrad"(%x, %g, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<?x4x4x2xf32>, tensor<?x2x2x2xf32>, tensor<?x2x2x2xf32>) -> tensor<*xf32>
  %c = "tf.Const"() {value = dense<[1, 4, 4, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
  %1 = "tf.AvgPoolGrad"(%c, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<4xi32>, tensor<?x2x2x2xf32>) -> tensor<*xf32>
  %2 = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<4xi32>, tensor<?x2x2x2xf32>) -> tensor<*xf32>
  func.return %0, %1, %2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// The resize gradients: ResizeBilinearGrad has the original image's shape; ResizeNearestNeighborGrad
// the gradients' batch and channels around the constant size (unknown extents without it).
// CHECK-LABEL: func.func @resize_grads
// CHECK: "tf.ResizeBilinearGrad"{{.*}} -> tensor<?x2x3x4xf32>
// CHECK: "tf.ResizeNearestNeighborGrad"{{.*}} -> tensor<?x7x9x4xf32>
// CHECK: "tf.ResizeNearestNeighborGrad"{{.*}} -> tensor<?x?x?x4xf32>
func.func @resize_grads(%g: tensor<?x5x6x4xf32>, %img: tensor<?x2x3x4xf32>, %s: tensor<2xi32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %hw = "tf.Const"() {value = dense<[7, 9]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.ResizeBilinearGrad"(%g, %img) {align_corners = false, half_pixel_centers = true} : (tensor<?x5x6x4xf32>, tensor<?x2x3x4xf32>) -> tensor<*xf32>
  %1 = "tf.ResizeNearestNeighborGrad"(%g, %hw) {align_corners = false, half_pixel_centers = false} : (tensor<?x5x6x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  %2 = "tf.ResizeNearestNeighborGrad"(%g, %s) {align_corners = false, half_pixel_centers = false} : (tensor<?x5x6x4xf32>, tensor<2xi32>) -> tensor<*xf32>
  func.return %0, %1, %2 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
