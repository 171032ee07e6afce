// Linear algebra, reductions, convolutions and pools: Java patterns, here ending in StableHLO.
// RUN: jopt %s -tf-to-stablehlo -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @matmul
// CHECK-NEXT: %[[T:.*]] = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[D:.*]] = stablehlo.dot %[[T]], %arg1 : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[D]], %[[B]] : tensor<2x4xf32>
// CHECK-NEXT: return %[[A]]
func.func @matmul(%x: tensor<3x2xf32>, %w: tensor<3x4xf32>, %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %0 = "tf.MatMul"(%x, %w) {transpose_a = true, transpose_b = false} : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = "tf.BiasAdd"(%0, %b) {data_format = "NHWC"} : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  func.return %1 : tensor<2x4xf32>
}

// -----

// The lower-rank operand's batch dimensions are broadcast first.
// CHECK-LABEL: func.func @batch_matmul
// CHECK-NEXT: %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<3x2x4xf32>
// CHECK-NEXT: stablehlo.dot_general %arg0, %[[B]], batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<3x5x2xf32>, tensor<3x2x4xf32>) -> tensor<3x5x4xf32>
func.func @batch_matmul(%x: tensor<3x5x2xf32>, %y: tensor<2x4xf32>) -> tensor<3x5x4xf32> {
  %0 = "tf.BatchMatMulV2"(%x, %y) {adj_x = false, adj_y = false} : (tensor<3x5x2xf32>, tensor<2x4xf32>) -> tensor<3x5x4xf32>
  func.return %0 : tensor<3x5x4xf32>
}

// -----

// Softmax with a dynamic batch: the reduced values broadcast back to the run-time shape (with
// -tf-to-stablehlo, built from get_dimension_size and constants, not shape.shape_of).
// CHECK-LABEL: func.func @softmax
// CHECK: %[[M:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
// CHECK-NEXT: %[[D0:.*]] = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
// CHECK-NEXT: %[[R0:.*]] = stablehlo.reshape %[[D0]] : (tensor<i32>) -> tensor<1xi32>
// CHECK-NEXT: %[[D1:.*]] = stablehlo.constant dense<4> : tensor<1xi32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.concatenate %[[R0]], %[[D1]], dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
// CHECK-NEXT: %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %[[M]], %[[S]], dims = [0]
// CHECK: %[[X:.*]] = stablehlo.subtract %arg0, %[[B]] : tensor<?x4xf32>
// CHECK: %[[E:.*]] = stablehlo.exponential %[[X]]
// CHECK: %[[SUM:.*]] = stablehlo.reduce(%[[E]] init: %{{.*}}) applies stablehlo.add across dimensions = [1]
// CHECK: %[[SB:.*]] = stablehlo.dynamic_broadcast_in_dim %[[SUM]]
// CHECK: stablehlo.divide %[[E]], %[[SB]] : tensor<?x4xf32>
func.func @softmax(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = "tf.Softmax"(%x) : (tensor<?x4xf32>) -> tensor<?x4xf32>
  func.return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @reductions
// CHECK: %[[S:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
// CHECK: %[[N:.*]] = stablehlo.constant dense<4.000000e+00> : tensor<f32>
// CHECK: %[[NB:.*]] = stablehlo.broadcast_in_dim %[[N]], dims = []
// CHECK: %[[MEAN:.*]] = stablehlo.divide %[[S]], %[[NB]] : tensor<2xf32>
// CHECK: %[[MAX:.*]] = stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.maximum across dimensions = [0, 1]
// CHECK: %[[K:.*]] = stablehlo.reshape %[[MAX]] : (tensor<f32>) -> tensor<1x1xf32>
// CHECK: return %[[MEAN]], %[[K]]
func.func @reductions(%x: tensor<2x4xf32>) -> (tensor<2xf32>, tensor<1x1xf32>) {
  %ax = "tf.Const"() {value = dense<-1> : tensor<1xi32>} : () -> tensor<1xi32>
  %all = "tf.Const"() {value = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.Mean"(%x, %ax) {keep_dims = false} : (tensor<2x4xf32>, tensor<1xi32>) -> tensor<2xf32>
  %1 = "tf.Max"(%x, %all) {keep_dims = true} : (tensor<2x4xf32>, tensor<2xi32>) -> tensor<1x1xf32>
  func.return %0, %1 : tensor<2xf32>, tensor<1x1xf32>
}

// -----

// ArgMax: a variadic reduce of values and an iota of indices.
// CHECK-LABEL: func.func @argmax
// CHECK: %[[I:.*]] = stablehlo.iota dim = 1 : tensor<2x4xi64>
// CHECK: %[[R:.*]]:2 = stablehlo.reduce(%arg0 init: %{{.*}}), (%[[I]] init: %{{.*}}) across dimensions = [1]
// CHECK: stablehlo.compare GT
// CHECK: return %[[R]]#1 : tensor<2xi64>
func.func @argmax(%x: tensor<2x4xf32>) -> tensor<2xi64> {
  %ax = "tf.Const"() {value = dense<1> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.ArgMax"(%x, %ax) : (tensor<2x4xf32>, tensor<i32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

// SAME padding is computed from the static spatial sizes.
// CHECK-LABEL: func.func @conv
// CHECK-NEXT: stablehlo.convolution(%arg0, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = {{\[\[}}0, 1], [0, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32>
func.func @conv(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32> {
  %0 = "tf.Conv2D"(%x, %k) {strides = [1, 2, 2, 1], padding = "SAME", data_format = "NHWC", dilations = [1, 1, 1, 1]} : (tensor<1x4x4x2xf32>, tensor<3x3x2x3xf32>) -> tensor<1x2x2x3xf32>
  func.return %0 : tensor<1x2x2x3xf32>
}

// -----

// Depthwise: the filter becomes [H, W, 1, C*M] with C feature groups.
// CHECK-LABEL: func.func @depthwise
// CHECK-NEXT: %[[K:.*]] = stablehlo.reshape %arg1 : (tensor<2x2x3x2xf32>) -> tensor<2x2x1x6xf32>
// CHECK-NEXT: stablehlo.convolution(%arg0, %[[K]]) {{.*}} {batch_group_count = 1 : i64, feature_group_count = 3 : i64}
func.func @depthwise(%x: tensor<1x4x4x3xf32>, %k: tensor<2x2x3x2xf32>) -> tensor<1x3x3x6xf32> {
  %0 = "tf.DepthwiseConv2dNative"(%x, %k) {strides = [1, 1, 1, 1], padding = "VALID", data_format = "NHWC", dilations = [1, 1, 1, 1]} : (tensor<1x4x4x3xf32>, tensor<2x2x3x2xf32>) -> tensor<1x3x3x6xf32>
  func.return %0 : tensor<1x3x3x6xf32>
}

// -----

// CHECK-LABEL: func.func @pools
// CHECK: "stablehlo.reduce_window"(%arg0, %{{.*}}) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}>
// CHECK: stablehlo.maximum
// CHECK: %[[SUM:.*]] = "stablehlo.reduce_window"(%arg0, %{{.*}})
// CHECK: stablehlo.add
// CHECK: stablehlo.divide %[[SUM]]
func.func @pools(%x: tensor<1x4x4x2xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) {
  %0 = "tf.MaxPool"(%x) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  %1 = "tf.AvgPool"(%x) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  func.return %0, %1 : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>
}

// -----

// Inference batch norm; mean and variance results forward the operands.
// CHECK-LABEL: func.func @batch_norm
// CHECK-NEXT: %[[Y:.*]] = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg2, %arg3, %arg4) <{epsilon = 1.000000e-03 : f32, feature_index = 3 : i64}>
// CHECK-NEXT: return %[[Y]], %arg3
func.func @batch_norm(%x: tensor<1x2x2x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> (tensor<1x2x2x3xf32>, tensor<3xf32>) {
  %y:6 = "tf.FusedBatchNormV3"(%x, %s, %o, %m, %v) {epsilon = 0.001 : f32, is_training = false, data_format = "NHWC"} : (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>)
  func.return %y#0, %y#1 : tensor<1x2x2x3xf32>, tensor<3xf32>
}

// -----

// Training batch norm is not legalized (reported as an unsupported attribute value).
// CHECK-LABEL: func.func @batch_norm_training
// CHECK-NEXT: "tf.FusedBatchNormV3"
func.func @batch_norm_training(%x: tensor<1x2x2x3xf32>, %s: tensor<3xf32>) -> tensor<1x2x2x3xf32> {
  %y:6 = "tf.FusedBatchNormV3"(%x, %s, %s, %s, %s) {epsilon = 0.001 : f32, is_training = true} : (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<1x2x2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<0xf32>)
  func.return %y#0 : tensor<1x2x2x3xf32>
}

// -----

// Cumsum: a reduce_window over the axis padded in front.
// CHECK-LABEL: func.func @cumsum
// CHECK: "stablehlo.reduce_window"(%arg0, %{{.*}}) <{padding = dense<{{\[\[}}3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}>
func.func @cumsum(%x: tensor<4xf32>) -> tensor<4xf32> {
  %ax = "tf.Const"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
  %0 = "tf.Cumsum"(%x, %ax) {exclusive = false, reverse = false} : (tensor<4xf32>, tensor<i32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
