// RUN: jopt %s -tf-shape-inference | jfilecheck %s

// tf.Complex broadcasts its real and imaginary parts (TensorFlow's BroadcastBinaryOpShapeFn), so
// an FFT of it gets a ranked input; Real/Imag/ComplexAbs keep the shape.
// CHECK-LABEL: func.func @complex
// CHECK: "tf.Complex"{{.*}} -> tensor<?x8xcomplex<f32>>
// CHECK: "tf.FFT"{{.*}} -> tensor<?x8xcomplex<f32>>
// CHECK: "tf.ComplexAbs"{{.*}} -> tensor<?x8xf32>
func.func @complex(%x: tensor<?x8xf32>, %y: tensor<8xf32>) -> tensor<*xf32> {
  %0 = "tf.Complex"(%x, %y) : (tensor<?x8xf32>, tensor<8xf32>) -> tensor<*xcomplex<f32>>
  %1 = "tf.FFT"(%0) : (tensor<*xcomplex<f32>>) -> tensor<*xcomplex<f32>>
  %2 = "tf.ComplexAbs"(%1) : (tensor<*xcomplex<f32>>) -> tensor<*xf32>
  func.return %2 : tensor<*xf32>
}
