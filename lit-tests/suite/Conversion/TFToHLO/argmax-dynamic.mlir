// ArgMin over an unknown batch: the indices are a dynamic_iota of the input's run-time shape (its
// unknown extent from get_dimension_size, its known one a constant), reduced with the values.
// RUN: jopt %s -tf-to-stablehlo | jfilecheck %s

// CHECK-LABEL: func.func @argmin
// CHECK:      %[[N:.*]] = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
// CHECK-NEXT: %[[N1:.*]] = stablehlo.reshape %[[N]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<4> : tensor<1xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.concatenate %[[N1]], %[[C]], dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %[[I:.*]] = stablehlo.dynamic_iota %[[S]], dim = 1 : (tensor<2xi32>) -> tensor<?x4xi32>
// CHECK:      %[[R:.*]]:2 = stablehlo.reduce(%arg0 init: %{{.*}}), (%[[I]] init: %{{.*}}) across dimensions = [1] : (tensor<?x4xf32>, tensor<?x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<?xf32>, tensor<?xi32>)
// CHECK:      stablehlo.compare LT
// CHECK:      return %[[R]]#1 : tensor<?xi32>
func.func @argmin(%x: tensor<?x4xf32>) -> tensor<?xi32> {
  %ax = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.ArgMin"(%x, %ax) {output_type = i32} : (tensor<?x4xf32>, tensor<i32>) -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}
