// RUN: jopt %s -tf-optimize | jfilecheck %s

// A per-channel multiplier after a convolution with a constant filter moves into the filter.
// CHECK-LABEL: func.func @fuse
// CHECK: %[[SCALED:.*]] = "tf.Mul"(%{{.*}}, %{{.*}}) : (tensor<1x1x2x3xf32>, tensor<3xf32>) -> tensor<1x1x2x3xf32>
// CHECK-NEXT: %[[CONV:.*]] = "tf.Conv2D"(%arg0, %[[SCALED]]) <{data_format = "NHWC"
// CHECK-NEXT: return %[[CONV]]

// Over a bias addition the multiplier is distributed first.
// CHECK-LABEL: func.func @bias
// CHECK: %[[CONV:.*]] = "tf.Conv2D"(%arg0, %arg1)
// CHECK-NEXT: %[[X:.*]] = "tf.Mul"(%[[CONV]], %{{.*}}) : (tensor<1x4x4x3xf32>, tensor<3xf32>) -> tensor<1x4x4x3xf32>
// CHECK-NEXT: %[[B:.*]] = "tf.Mul"(%{{.*}}, %{{.*}}) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT: %[[SUM:.*]] = "tf.AddV2"(%[[X]], %[[B]])
// CHECK-NEXT: return %[[SUM]]

// A multiplier varying along other dimensions than the last stays.
// CHECK-LABEL: func.func @not_last_dim
// CHECK: %[[CONV:.*]] = "tf.Conv2D"(%arg0, %cst)
// CHECK-NEXT: "tf.Mul"(%[[CONV]], %cst_0)
func.func @fuse(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x4x4x3xf32> {
  %filter = arith.constant dense<2.0> : tensor<1x1x2x3xf32>
  %scale = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %0 = "tf.Conv2D"(%arg0, %filter) {data_format = "NHWC", padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x4x4x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = "tf.Mul"(%0, %scale) : (tensor<1x4x4x3xf32>, tensor<3xf32>) -> tensor<1x4x4x3xf32>
  return %1 : tensor<1x4x4x3xf32>
}
func.func @bias(%arg0: tensor<1x4x4x2xf32>, %filter: tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32> {
  %bias = arith.constant dense<1.0> : tensor<3xf32>
  %scale = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %0 = "tf.Conv2D"(%arg0, %filter) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x4x4x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = "tf.BiasAdd"(%0, %bias) {data_format = "NHWC"} : (tensor<1x4x4x3xf32>, tensor<3xf32>) -> tensor<1x4x4x3xf32>
  %2 = "tf.Mul"(%1, %scale) : (tensor<1x4x4x3xf32>, tensor<3xf32>) -> tensor<1x4x4x3xf32>
  return %2 : tensor<1x4x4x3xf32>
}
func.func @not_last_dim(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x4x4x3xf32> {
  %filter = arith.constant dense<2.0> : tensor<1x1x2x3xf32>
  %scale = arith.constant dense<2.0> : tensor<4x1x3xf32>
  %0 = "tf.Conv2D"(%arg0, %filter) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x4x4x2xf32>, tensor<1x1x2x3xf32>) -> tensor<1x4x4x3xf32>
  %1 = "tf.Mul"(%0, %scale) : (tensor<1x4x4x3xf32>, tensor<4x1x3xf32>) -> tensor<1x4x4x3xf32>
  return %1 : tensor<1x4x4x3xf32>
}
