// Gradients of pools and convolutions (TensorFlow's bridge): MaxPoolGrad is a select_and_scatter
// (GE selects the first maximum, the gradients add); AvgPoolGrad divides by the window sizes,
// dilates by the strides and sums over the windows; Conv2DBackpropFilter convolves the input
// (batch and feature exchanged) with the gradient as the kernel dilated by the strides.
// interpret-grads.mlir checks the numbers.
// RUN: jopt %s -xla-legalize-tf -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @max_pool_grad
// CHECK-NEXT: %[[Z:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[R:.*]] = "mhlo.select_and_scatter"(%arg0, %arg2, %[[Z]]) <{padding = dense<{{\[\[}}0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 2, 1]> : tensor<4xi64>}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>):
// CHECK-NEXT: %[[GE:.*]] = mhlo.compare GE, %[[A]], %[[B]] : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT: mhlo.return %[[GE]] : tensor<i1>
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%[[C:.*]]: tensor<f32>, %[[D:.*]]: tensor<f32>):
// CHECK-NEXT: %[[S:.*]] = mhlo.add %[[C]], %[[D]] : tensor<f32>
// CHECK-NEXT: mhlo.return %[[S]] : tensor<f32>
// CHECK-NEXT: }) : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<f32>) -> tensor<1x3x3x1xf32>
// CHECK-NEXT: return %[[R]]
func.func @max_pool_grad(%x: tensor<1x3x3x1xf32>, %y: tensor<1x2x2x1xf32>, %g: tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32> {
  %0 = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "SAME", data_format = "NHWC"} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32>
  func.return %0 : tensor<1x3x3x1xf32>
}

// MaxPoolGradV2 takes ksize and strides as constant operands.
// CHECK-LABEL: func.func @max_pool_grad_v2
// CHECK: "mhlo.select_and_scatter"(%arg0, %arg2, %{{.*}}) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<1> : tensor<4xi64>}>
func.func @max_pool_grad_v2(%x: tensor<1x3x3x1xf32>, %y: tensor<1x2x2x1xf32>, %g: tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32> {
  %k = "tf.Const"() {value = dense<[1, 2, 2, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %s = "tf.Const"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.MaxPoolGradV2"(%x, %y, %g, %k, %s) {padding = "VALID", data_format = "NHWC"} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<1x3x3x1xf32>
  func.return %0 : tensor<1x3x3x1xf32>
}

// A window over a dynamic dimension with SAME padding is not handled.
// CHECK-LABEL: func.func @max_pool_grad_dynamic
// CHECK: "tf.MaxPoolGrad"
func.func @max_pool_grad_dynamic(%x: tensor<1x?x3x1xf32>, %y: tensor<1x?x2x1xf32>, %g: tensor<1x?x2x1xf32>) -> tensor<1x?x3x1xf32> {
  %0 = "tf.MaxPoolGrad"(%x, %y, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "SAME", data_format = "NHWC"} : (tensor<1x?x3x1xf32>, tensor<1x?x2x1xf32>, tensor<1x?x2x1xf32>) -> tensor<1x?x3x1xf32>
  func.return %0 : tensor<1x?x3x1xf32>
}

// -----

// SAME: the gradient is divided by each window's count of input elements (a reduce_window of
// ones), then dilated by the strides (interior 1), padded by window - 1 - pad_before and summed.
// CHECK-LABEL: func.func @avg_pool_grad_same
// CHECK-NEXT: %[[ONE:.*]] = mhlo.constant dense<1.000000e+00> : tensor<1x3x3x1xf32>
// CHECK-NEXT: %[[Z:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[N:.*]] = "mhlo.reduce_window"(%[[ONE]], %[[Z]]) <{padding = dense<{{\[\[}}0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<[1, 2, 2, 1]> : tensor<4xi64>}> ({
// CHECK: }) : (tensor<1x3x3x1xf32>, tensor<f32>) -> tensor<1x2x2x1xf32>
// CHECK-NEXT: %[[DIV:.*]] = mhlo.divide %arg0, %[[N]] : tensor<1x2x2x1xf32>
// CHECK-NEXT: %[[Z2:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[P:.*]] = "mhlo.pad"(%[[DIV]], %[[Z2]]) <{edge_padding_high = dense<0> : tensor<4xi64>, edge_padding_low = dense<[0, 1, 1, 0]> : tensor<4xi64>, interior_padding = dense<[0, 1, 1, 0]> : tensor<4xi64>}> : (tensor<1x2x2x1xf32>, tensor<f32>) -> tensor<1x4x4x1xf32>
// CHECK-NEXT: %[[Z3:.*]] = mhlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[R:.*]] = "mhlo.reduce_window"(%[[P]], %[[Z3]]) <{window_dimensions = dense<[1, 2, 2, 1]> : tensor<4xi64>, window_strides = dense<1> : tensor<4xi64>}> ({
// CHECK: }) : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x3x3x1xf32>
// CHECK-NEXT: return %[[R]]
func.func @avg_pool_grad_same(%g: tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32> {
  %s = "tf.Const"() {value = dense<[1, 3, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "SAME", data_format = "NHWC"} : (tensor<4xi32>, tensor<1x2x2x1xf32>) -> tensor<1x3x3x1xf32>
  func.return %0 : tensor<1x3x3x1xf32>
}

// VALID: one divisor (the window size); the last input row and column, which no window covers,
// come from the high padding (2) and get 0.
// CHECK-LABEL: func.func @avg_pool_grad_valid
// CHECK-NEXT: %[[FOUR:.*]] = mhlo.constant dense<4.000000e+00> : tensor<f32>
// CHECK-NEXT: %[[B:.*]] = "mhlo.broadcast_in_dim"(%[[FOUR]]) <{broadcast_dimensions = dense<> : tensor<0xi64>}> : (tensor<f32>) -> tensor<1x2x2x1xf32>
// CHECK-NEXT: %[[DIV:.*]] = mhlo.divide %arg0, %[[B]] : tensor<1x2x2x1xf32>
// CHECK: "mhlo.pad"(%[[DIV]], %{{.*}}) <{edge_padding_high = dense<[0, 2, 2, 0]> : tensor<4xi64>, edge_padding_low = dense<[0, 1, 1, 0]> : tensor<4xi64>, interior_padding = dense<[0, 1, 1, 0]> : tensor<4xi64>}> : (tensor<1x2x2x1xf32>, tensor<f32>) -> tensor<1x6x6x1xf32>
// CHECK: -> tensor<1x5x5x1xf32>
func.func @avg_pool_grad_valid(%g: tensor<1x2x2x1xf32>) -> tensor<1x5x5x1xf32> {
  %s = "tf.Const"() {value = dense<[1, 5, 5, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<4xi32>, tensor<1x2x2x1xf32>) -> tensor<1x5x5x1xf32>
  func.return %0 : tensor<1x5x5x1xf32>
}

// CHECK-LABEL: func.func @avg_pool_grad_shape_operand
// CHECK: "tf.AvgPoolGrad"
func.func @avg_pool_grad_shape_operand(%s: tensor<4xi32>, %g: tensor<1x2x2x1xf32>) -> tensor<1x5x5x1xf32> {
  %0 = "tf.AvgPoolGrad"(%s, %g) {ksize = [1, 2, 2, 1], strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC"} : (tensor<4xi32>, tensor<1x2x2x1xf32>) -> tensor<1x5x5x1xf32>
  func.return %0 : tensor<1x5x5x1xf32>
}

// -----

// CHECK-LABEL: func.func @conv_backprop_filter
// CHECK-NEXT: %[[R:.*]] = mhlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x5x5x3xf32>, tensor<2x3x3x4xf32>) -> tensor<3x3x3x4xf32>
// CHECK-NEXT: return %[[R]]
func.func @conv_backprop_filter(%x: tensor<2x5x5x3xf32>, %dy: tensor<2x3x3x4xf32>) -> tensor<3x3x3x4xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {strides = [1, 2, 2, 1], padding = "SAME", data_format = "NHWC", dilations = [1, 1, 1, 1]} : (tensor<2x5x5x3xf32>, tensor<4xi32>, tensor<2x3x3x4xf32>) -> tensor<3x3x3x4xf32>
  func.return %0 : tensor<3x3x3x4xf32>
}

// An unknown batch is the contracted dimension: the filter gradient stays static.
// Dilation 2 becomes the window stride; VALID with stride 2 over 6 leaves a negative padding.
// CHECK-LABEL: func.func @conv_backprop_filter_dynamic_batch
// CHECK-NEXT: mhlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [2, 2], pad = {{\[\[}}0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x6x6x3xf32>, tensor<?x2x2x4xf32>) -> tensor<2x2x3x4xf32>
func.func @conv_backprop_filter_dynamic_batch(%x: tensor<?x6x6x3xf32>, %dy: tensor<?x2x2x4xf32>) -> tensor<2x2x3x4xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 3, 4]> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {strides = [1, 2, 2, 1], padding = "VALID", data_format = "NHWC", dilations = [1, 2, 2, 1]} : (tensor<?x6x6x3xf32>, tensor<4xi32>, tensor<?x2x2x4xf32>) -> tensor<2x2x3x4xf32>
  func.return %0 : tensor<2x2x3x4xf32>
}

// Depthwise: [H, W, C, M] computed as [H, W, 1, C*M] with C batch groups, then reshaped.
// CHECK-LABEL: func.func @depthwise_backprop_filter
// CHECK-NEXT: %[[C:.*]] = mhlo.convolution(%arg0, %arg1) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = {{\[\[}}0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<1x3x3x6xf32>) -> tensor<2x2x1x6xf32>
// CHECK-NEXT: %[[R:.*]] = mhlo.reshape %[[C]] : (tensor<2x2x1x6xf32>) -> tensor<2x2x2x3xf32>
func.func @depthwise_backprop_filter(%x: tensor<1x4x4x2xf32>, %dy: tensor<1x3x3x6xf32>) -> tensor<2x2x2x3xf32> {
  %s = "tf.Const"() {value = dense<[2, 2, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.DepthwiseConv2dNativeBackpropFilter"(%x, %s, %dy) {strides = [1, 1, 1, 1], padding = "VALID", data_format = "NHWC", dilations = [1, 1, 1, 1]} : (tensor<1x4x4x2xf32>, tensor<4xi32>, tensor<1x3x3x6xf32>) -> tensor<2x2x2x3xf32>
  func.return %0 : tensor<2x2x2x3xf32>
}

// CHECK-LABEL: func.func @conv3d_backprop_input
// CHECK-NEXT: %[[W:.*]] = "mhlo.reverse"(%arg0) <{dimensions = dense<[0, 1, 2]> : tensor<3xi64>}> : (tensor<2x2x2x1x2xf32>) -> tensor<2x2x2x1x2xf32>
// CHECK-NEXT: mhlo.convolution(%arg1, %[[W]]) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, o, i]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = {{\[\[}}1, 1], [1, 1], [1, 1]], lhs_dilate = [1, 1, 1], rhs_dilate = [1, 1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x2x2x2xf32>, tensor<2x2x2x1x2xf32>) -> tensor<1x3x3x3x1xf32>
func.func @conv3d_backprop_input(%w: tensor<2x2x2x1x2xf32>, %dy: tensor<1x2x2x2x2xf32>) -> tensor<1x3x3x3x1xf32> {
  %s = "tf.Const"() {value = dense<[1, 3, 3, 3, 1]> : tensor<5xi32>} : () -> tensor<5xi32>
  %0 = "tf.Conv3DBackpropInputV2"(%s, %w, %dy) {strides = [1, 1, 1, 1, 1], padding = "VALID", data_format = "NDHWC", dilations = [1, 1, 1, 1, 1]} : (tensor<5xi32>, tensor<2x2x2x1x2xf32>, tensor<1x2x2x2x2xf32>) -> tensor<1x3x3x3x1xf32>
  func.return %0 : tensor<1x3x3x3x1xf32>
}

// NCHW: the feature dimension is 1 in the input, the gradient and the dimension numbers.
// CHECK-LABEL: func.func @conv_backprop_filter_nchw
// CHECK-NEXT: mhlo.convolution(%arg0, %arg1) dim_numbers = [f, b, 0, 1]x[i, o, 0, 1]->[0, 1, b, f], window = {stride = [1, 1], pad = {{\[\[}}1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2]}
func.func @conv_backprop_filter_nchw(%x: tensor<1x2x5x5xf32>, %dy: tensor<1x3x3x3xf32>) -> tensor<3x3x2x3xf32> {
  %s = "tf.Const"() {value = dense<[3, 3, 2, 3]> : tensor<4xi32>} : () -> tensor<4xi32>
  %0 = "tf.Conv2DBackpropFilter"(%x, %s, %dy) {strides = [1, 1, 2, 2], padding = "SAME", data_format = "NCHW", dilations = [1, 1, 1, 1]} : (tensor<1x2x5x5xf32>, tensor<4xi32>, tensor<1x3x3x3xf32>) -> tensor<3x3x2x3xf32>
  func.return %0 : tensor<3x3x2x3xf32>
}

// -----

// The 3-D variants: MaxPool3DGrad, AvgPool3DGrad; Conv3DBackpropInput and Conv3DBackpropFilter
// take the shape from their tensor operand, the V2 forms from a constant.
// CHECK-LABEL: func.func @three_d
// CHECK: "mhlo.select_and_scatter"(%arg0, %arg1, %{{.*}}) <{padding = dense<0> : tensor<5x2xi64>, window_dimensions = dense<[1, 2, 2, 2, 1]> : tensor<5xi64>, window_strides = dense<[1, 2, 2, 2, 1]> : tensor<5xi64>}>
// CHECK: "mhlo.pad"(%{{.*}}, %{{.*}}) <{edge_padding_high = dense<[0, 2, 2, 2, 0]> : tensor<5xi64>, edge_padding_low = dense<[0, 1, 1, 1, 0]> : tensor<5xi64>, interior_padding = dense<[0, 1, 1, 1, 0]> : tensor<5xi64>}> : (tensor<1x1x1x1x2xf32>, tensor<f32>) -> tensor<1x4x4x4x2xf32>
// CHECK: "mhlo.reverse"(%arg2) <{dimensions = dense<[0, 1, 2]> : tensor<3xi64>}> : (tensor<2x2x2x2x3xf32>) -> tensor<2x2x2x2x3xf32>
// CHECK-NEXT: mhlo.convolution(%arg3, %{{.*}}) dim_numbers = [b, 0, 1, 2, f]x[0, 1, 2, o, i]->[b, 0, 1, 2, f], window = {stride = [1, 1, 1], pad = {{\[\[}}1, 2], [1, 2], [1, 2]], lhs_dilate = [2, 2, 2], rhs_dilate = [1, 1, 1]}
// CHECK-SAME: (tensor<1x1x1x1x3xf32>, tensor<2x2x2x2x3xf32>) -> tensor<1x3x3x3x2xf32>
// CHECK-NEXT: mhlo.convolution(%arg4, %arg3) dim_numbers = [f, 0, 1, 2, b]x[i, 0, 1, 2, o]->[0, 1, 2, b, f], window = {stride = [1, 1, 1], pad = {{\[\[}}0, -1], [0, -1], [0, -1]], lhs_dilate = [1, 1, 1], rhs_dilate = [2, 2, 2]}
// CHECK-SAME: (tensor<1x3x3x3x2xf32>, tensor<1x1x1x1x3xf32>) -> tensor<2x2x2x2x3xf32>
// CHECK-NEXT: mhlo.convolution(%arg4, %arg3) dim_numbers = [f, 0, 1, 2, b]x[i, 0, 1, 2, o]->[0, 1, 2, b, f]
func.func @three_d(%x: tensor<1x2x2x2x2xf32>, %g: tensor<1x1x1x1x2xf32>, %w: tensor<2x2x2x2x3xf32>, %dy: tensor<1x1x1x1x3xf32>, %in: tensor<1x3x3x3x2xf32>)
    -> (tensor<1x2x2x2x2xf32>, tensor<1x3x3x3x2xf32>, tensor<1x3x3x3x2xf32>, tensor<2x2x2x2x3xf32>, tensor<2x2x2x2x3xf32>) {
  %0 = "tf.MaxPool3DGrad"(%x, %g, %g) {ksize = [1, 2, 2, 2, 1], strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<1x2x2x2x2xf32>, tensor<1x1x1x1x2xf32>, tensor<1x1x1x1x2xf32>) -> tensor<1x2x2x2x2xf32>
  %s = "tf.Const"() {value = dense<[1, 3, 3, 3, 2]> : tensor<5xi32>} : () -> tensor<5xi32>
  %1 = "tf.AvgPool3DGrad"(%s, %g) {ksize = [1, 2, 2, 2, 1], strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC"} : (tensor<5xi32>, tensor<1x1x1x1x2xf32>) -> tensor<1x3x3x3x2xf32>
  %2 = "tf.Conv3DBackpropInput"(%in, %w, %dy) {strides = [1, 2, 2, 2, 1], padding = "VALID"} : (tensor<1x3x3x3x2xf32>, tensor<2x2x2x2x3xf32>, tensor<1x1x1x1x3xf32>) -> tensor<1x3x3x3x2xf32>
  %3 = "tf.Conv3DBackpropFilter"(%in, %w, %dy) {strides = [1, 2, 2, 2, 1], padding = "VALID"} : (tensor<1x3x3x3x2xf32>, tensor<2x2x2x2x3xf32>, tensor<1x1x1x1x3xf32>) -> tensor<2x2x2x2x3xf32>
  %fs = "tf.Const"() {value = dense<[2, 2, 2, 2, 3]> : tensor<5xi32>} : () -> tensor<5xi32>
  %4 = "tf.Conv3DBackpropFilterV2"(%in, %fs, %dy) {strides = [1, 2, 2, 2, 1], padding = "VALID", data_format = "NDHWC", dilations = [1, 1, 1, 1, 1]} : (tensor<1x3x3x3x2xf32>, tensor<5xi32>, tensor<1x1x1x1x3xf32>) -> tensor<2x2x2x2x3xf32>
  func.return %0, %1, %2, %3, %4 : tensor<1x2x2x2x2xf32>, tensor<1x3x3x3x2xf32>, tensor<1x3x3x3x2xf32>, tensor<2x2x2x2x3xf32>, tensor<2x2x2x2x3xf32>
}
