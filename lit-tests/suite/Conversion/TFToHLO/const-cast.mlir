// A tf.Const whose result type is less precise than its value: the constant of the value's type,
// then a tensor.cast to the result type (TensorFlow's rule); a matching type needs no cast.
// RUN: jopt %s -xla-legalize-tf | jfilecheck %s

// CHECK-LABEL: func @unranked
// CHECK-NEXT: %[[C:.*]] = mhlo.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[C]] : tensor<2xf32> to tensor<*xf32>
// CHECK-NEXT: return %[[R]] : tensor<*xf32>
func.func @unranked() -> tensor<*xf32> {
  %0 = "tf.Const"() {value = dense<1.0> : tensor<2xf32>} : () -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// CHECK-LABEL: func @same
// CHECK-NEXT: %[[C:.*]] = mhlo.constant dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: return %[[C]] : tensor<2xi32>
func.func @same() -> tensor<2xi32> {
  %0 = "tf.Const"() {value = dense<[1, 2]> : tensor<2xi32>} : () -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
