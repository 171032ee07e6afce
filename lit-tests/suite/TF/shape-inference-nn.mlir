// RUN: jopt %s -split-input-file -tf-shape-inference | jfilecheck %s

// MatMul of an unranked operand still has rank 2; BatchMatMulV2 broadcasts the batch dimensions;
// an unranked operand leaves it unranked.
// CHECK-LABEL: func.func @matmul
// CHECK: "tf.MatMul"{{.*}} -> tensor<?x4xf32>
// CHECK: "tf.MatMul"{{.*}} -> tensor<4x?xf32>
// CHECK: "tf.BatchMatMulV2"{{.*}} -> tensor<5x?x2x4xf32>
// CHECK: "tf.BatchMatMulV2"{{.*}} -> tensor<*xf32>
func.func @matmul(%u: tensor<*xf32>, %w: tensor<3x4xf32>, %a: tensor<5x1x2x3xf32>, %b: tensor<?x4x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.MatMul"(%u, %w) {transpose_a = false, transpose_b = false} : (tensor<*xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  %1 = "tf.MatMul"(%w, %u) {transpose_a = true, transpose_b = false} : (tensor<3x4xf32>, tensor<*xf32>) -> tensor<*xf32>
  %2 = "tf.BatchMatMulV2"(%a, %b) {adj_x = false, adj_y = true} : (tensor<5x1x2x3xf32>, tensor<?x4x3xf32>) -> tensor<*xf32>
  %3 = "tf.BatchMatMulV2"(%a, %u) {adj_x = false, adj_y = false} : (tensor<5x1x2x3xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0, %1, %2, %3 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Convolutions: EXPLICIT padding (height (10 + 1 + 2 - 3 + 1) / 1), NCHW with VALID padding,
// Conv3D, DepthwiseConv2dNative (channels times the multiplier), the 3-D pools, an unknown spatial
// size and an unranked input (rank 4, the filter's channels).
// CHECK-LABEL: func.func @convolutions
// CHECK: "tf.Conv2D"{{.*}} -> tensor<1x11x4x8xf32>
// CHECK: "tf.Conv2D"{{.*}} -> tensor<1x6x8x6xf32>
// CHECK: "tf.Conv3D"{{.*}} -> tensor<2x3x3x3x16xf32>
// CHECK: "tf.DepthwiseConv2dNative"{{.*}} -> tensor<1x5x3x6xf32>
// CHECK: "tf.MaxPool3D"{{.*}} -> tensor<2x3x3x3x4xf32>
// CHECK: "tf.AvgPool3D"{{.*}} -> tensor<2x2x2x2x4xf32>
// CHECK: "tf.Conv2D"{{.*}} -> tensor<?x?x3x8xf32>
// CHECK: "tf.Conv2D"{{.*}} -> tensor<?x?x?x8xf32>
func.func @convolutions(%x: tensor<1x10x6x3xf32>, %w: tensor<3x3x3x8xf32>, %nchw: tensor<1x3x10x6xf32>, %w6: tensor<3x1x3x6xf32>, %v: tensor<2x8x6x6x4xf32>, %w3: tensor<3x2x2x4x16xf32>, %dw: tensor<3x3x3x2xf32>, %p: tensor<?x?x6x3xf32>, %u: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.Conv2D"(%x, %w) {padding = "EXPLICIT", explicit_paddings = [0, 0, 1, 2, 0, 0, 0, 0], strides = [1, 1, 1, 1]} : (tensor<1x10x6x3xf32>, tensor<3x3x3x8xf32>) -> tensor<*xf32>
  %1 = "tf.Conv2D"(%nchw, %w6) {padding = "VALID", strides = [1, 1, 1, 1], dilations = [1, 1, 1, 1], data_format = "NCHW"} : (tensor<1x3x10x6xf32>, tensor<3x1x3x6xf32>) -> tensor<*xf32>
  %2 = "tf.Conv3D"(%v, %w3) {padding = "VALID", strides = [1, 2, 2, 2, 1]} : (tensor<2x8x6x6x4xf32>, tensor<3x2x2x4x16xf32>) -> tensor<*xf32>
  %3 = "tf.DepthwiseConv2dNative"(%x, %dw) {padding = "SAME", strides = [1, 2, 2, 1]} : (tensor<1x10x6x3xf32>, tensor<3x3x3x2xf32>) -> tensor<*xf32>
  %4 = "tf.MaxPool3D"(%v) {ksize = [1, 2, 2, 2, 1], padding = "SAME", strides = [1, 3, 2, 2, 1]} : (tensor<2x8x6x6x4xf32>) -> tensor<*xf32>
  %5 = "tf.AvgPool3D"(%v) {ksize = [1, 3, 3, 3, 1], padding = "VALID", strides = [1, 3, 2, 2, 1]} : (tensor<2x8x6x6x4xf32>) -> tensor<*xf32>
  %6 = "tf.Conv2D"(%p, %w) {padding = "SAME", strides = [1, 1, 2, 1]} : (tensor<?x?x6x3xf32>, tensor<3x3x3x8xf32>) -> tensor<*xf32>
  %7 = "tf.Conv2D"(%u, %w) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<*xf32>, tensor<3x3x3x8xf32>) -> tensor<*xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Conv2DBackpropInput takes the constant input_sizes (all four, or the spatial two with batch from
// out_backprop and channels from the filter); a non-constant one leaves rank 4.
// CHECK-LABEL: func.func @backprop
// CHECK: "tf.Conv2DBackpropInput"{{.*}} -> tensor<1x10x6x3xf32>
// CHECK: "tf.Conv2DBackpropInput"{{.*}} -> tensor<7x10x6x3xf32>
// CHECK: "tf.Conv2DBackpropInput"{{.*}} -> tensor<?x?x?x?xf32>
// CHECK: "tf.Conv2DBackpropFilter"{{.*}} -> tensor<3x3x3x8xf32>
func.func @backprop(%w: tensor<3x3x3x8xf32>, %dy: tensor<7x10x6x8xf32>, %s: tensor<4xi32>, %x: tensor<1x10x6x3xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %sizes = "tf.Const"() {value = dense<[1, 10, 6, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.Conv2DBackpropInput"(%sizes, %w, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x3x8xf32>, tensor<7x10x6x8xf32>) -> tensor<*xf32>
  %hw = "tf.Const"() {value = dense<[10, 6]> : tensor<2xi32>} : () -> tensor<2xi32>
  %1 = "tf.Conv2DBackpropInput"(%hw, %w, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<2xi32>, tensor<3x3x3x8xf32>, tensor<7x10x6x8xf32>) -> tensor<*xf32>
  %2 = "tf.Conv2DBackpropInput"(%s, %w, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<4xi32>, tensor<3x3x3x8xf32>, tensor<7x10x6x8xf32>) -> tensor<*xf32>
  %fs = "tf.Const"() {value = dense<[3, 3, 3, 8]> : tensor<4xi32>} : () -> tensor<4xi32>
  %3 = "tf.Conv2DBackpropFilter"(%x, %fs, %dy) {padding = "SAME", strides = [1, 1, 1, 1]} : (tensor<1x10x6x3xf32>, tensor<4xi32>, tensor<7x10x6x8xf32>) -> tensor<*xf32>
  return %0, %1, %2, %3 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// BiasAdd merges the channel size with the bias length (NHWC: last, NCHW: third from last);
// Softmax keeps the shape; FusedBatchNormV3 gives the statistics the channel size and leaves
// reserve_space_3 alone.
// CHECK-LABEL: func.func @bias_softmax_batchnorm
// CHECK: "tf.BiasAdd"{{.*}} -> tensor<2x?x8xf32>
// CHECK: "tf.BiasAdd"{{.*}} -> tensor<2x8x5x5xf32>
// CHECK: "tf.Softmax"{{.*}} -> tensor<?x10xf32>
// CHECK: "tf.LogSoftmax"{{.*}} -> tensor<*xf32>
// CHECK: "tf.FusedBatchNormV3"{{.*}} -> (tensor<?x5x5x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<*xf32>)
func.func @bias_softmax_batchnorm(%x: tensor<2x?x?xf32>, %b: tensor<8xf32>, %n: tensor<2x?x5x5xf32>, %l: tensor<?x10xf32>, %u: tensor<*xf32>, %bn: tensor<?x5x5x?xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.BiasAdd"(%x, %b) {data_format = "NHWC"} : (tensor<2x?x?xf32>, tensor<8xf32>) -> tensor<*xf32>
  %1 = "tf.BiasAdd"(%n, %b) {data_format = "NCHW"} : (tensor<2x?x5x5xf32>, tensor<8xf32>) -> tensor<*xf32>
  %2 = "tf.Softmax"(%l) : (tensor<?x10xf32>) -> tensor<*xf32>
  %3 = "tf.LogSoftmax"(%u) : (tensor<*xf32>) -> tensor<*xf32>
  %4:6 = "tf.FusedBatchNormV3"(%bn, %b, %b, %b, %b) {data_format = "NHWC", epsilon = 0.001 : f32, is_training = false} : (tensor<?x5x5x?xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>)
  return %0, %1, %2, %3, %4#0 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Image resizes take the constant size; SpaceToDepth/DepthToSpace move block_size factors between
// the spatial sizes and the channels; the cross-entropy losses are per batch row.
// CHECK-LABEL: func.func @images_and_losses
// CHECK: "tf.ResizeBilinear"{{.*}} -> tensor<1x32x48x3xf32>
// CHECK: "tf.ResizeNearestNeighbor"{{.*}} -> tensor<1x?x?x3xf32>
// CHECK: "tf.SpaceToDepth"{{.*}} -> tensor<1x5x3x12xf32>
// CHECK: "tf.DepthToSpace"{{.*}} -> tensor<1x20x12x3xf32>
// CHECK: "tf.SparseSoftmaxCrossEntropyWithLogits"{{.*}} -> (tensor<4xf32>, tensor<4x10xf32>)
// CHECK: "tf.SoftmaxCrossEntropyWithLogits"{{.*}} -> (tensor<?xf32>, tensor<?x10xf32>)
func.func @images_and_losses(%img: tensor<1x10x6x3xf32>, %s: tensor<2xi32>, %d: tensor<1x10x6x12xf32>, %logits: tensor<?x10xf32>, %labels: tensor<4xi32>, %dense: tensor<?x10xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %size = "tf.Const"() {value = dense<[32, 48]> : tensor<2xi32>} : () -> tensor<2xi32>
  %0 = "tf.ResizeBilinear"(%img, %size) {align_corners = false, half_pixel_centers = true} : (tensor<1x10x6x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %1 = "tf.ResizeNearestNeighbor"(%img, %s) {align_corners = false, half_pixel_centers = false} : (tensor<1x10x6x3xf32>, tensor<2xi32>) -> tensor<*xf32>
  %2 = "tf.SpaceToDepth"(%img) {block_size = 2 : i64, data_format = "NHWC"} : (tensor<1x10x6x3xf32>) -> tensor<*xf32>
  %3 = "tf.DepthToSpace"(%d) {block_size = 2 : i64, data_format = "NHWC"} : (tensor<1x10x6x12xf32>) -> tensor<*xf32>
  %4:2 = "tf.SparseSoftmaxCrossEntropyWithLogits"(%logits, %labels) : (tensor<?x10xf32>, tensor<4xi32>) -> (tensor<*xf32>, tensor<*xf32>)
  %5:2 = "tf.SoftmaxCrossEntropyWithLogits"(%logits, %dense) : (tensor<?x10xf32>, tensor<?x10xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  return %0, %1, %2, %3, %4#0, %5#1 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}

// -----

// Einsum: a matrix product, a batched product with an ellipsis broadcasting, a transpose; an
// unranked operand leaves the result unranked.
// CHECK-LABEL: func.func @einsum
// CHECK: "tf.Einsum"{{.*}} -> tensor<2x4xf32>
// CHECK: "tf.Einsum"{{.*}} -> tensor<5x3x2x4xf32>
// CHECK: "tf.Einsum"{{.*}} -> tensor<3x2xf32>
// CHECK: "tf.Einsum"{{.*}} -> tensor<*xf32>
func.func @einsum(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %ba: tensor<5x1x2x3xf32>, %bb: tensor<3x3x4xf32>, %u: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>) {
  %0 = "tf.Einsum"(%a, %b) {equation = "ij,jk->ik"} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<*xf32>
  %1 = "tf.Einsum"(%ba, %bb) {equation = "...ij,...jk->...ik"} : (tensor<5x1x2x3xf32>, tensor<3x3x4xf32>) -> tensor<*xf32>
  %2 = "tf.Einsum"(%a) {equation = "ij->ji"} : (tensor<2x3xf32>) -> tensor<*xf32>
  %3 = "tf.Einsum"(%a, %u) {equation = "ij,jk->ik"} : (tensor<2x3xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %0, %1, %2, %3 : tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<*xf32>
}
