// keep_dims on a dynamic batch: the reduced value is reshaped at run time, the kept dimension 1.
// RUN: jopt %s -tf-to-stablehlo | jfilecheck %s

// CHECK-LABEL: func.func @keep_dims
// CHECK-NEXT: %[[VCST:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[V0:.*]] = stablehlo.reduce(%arg0 init: %[[VCST]]) applies stablehlo.add across dimensions = [1] : (tensor<?x8xf32>, tensor<f32>) -> tensor<?xf32>
// CHECK-NEXT: %[[V1:.*]] = stablehlo.get_dimension_size %[[V0]], dim = 0 : (tensor<?xf32>) -> tensor<i32>
// CHECK-NEXT: %[[V2:.*]] = stablehlo.reshape %[[V1]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[VC:.*]] = stablehlo.constant dense<1> : tensor<1xi32>
// CHECK-NEXT: %[[V3:.*]] = stablehlo.concatenate %[[V2]], %[[VC]], dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %[[V4:.*]] = stablehlo.dynamic_reshape %[[V0]], %[[V3]] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32>
// CHECK-NEXT: return %[[V4]] : tensor<?x1xf32>
func.func @keep_dims(%x: tensor<?x8xf32>) -> tensor<?x1xf32> {
  %ax = "tf.Const"() {value = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %0 = "tf.Sum"(%x, %ax) {keep_dims = true} : (tensor<?x8xf32>, tensor<1xi32>) -> tensor<?x1xf32>
  func.return %0 : tensor<?x1xf32>
}
