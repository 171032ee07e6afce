// dot/dot_general become linalg.matmul, matvec, vecmat, dot or batch_matmul
// where their shapes and dimension numbers match (StableHLO's choice), else a
// linalg.generic with matmul's body (operands cast to the result type);
// convolutions in the canonical NHWC/HWCF layout become linalg.conv_*; other
// layouts a generic over the zero-padded input; einsum a generic over its
// subscripts. Every result starts from a zero fill.
// RUN: jopt %s -stablehlo-legalize-to-linalg -split-input-file -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @dots(
// CHECK: %[[M:.*]] = tensor.dim %arg0, %c0 : tensor<?x8xf32>
// CHECK-NEXT: %[[N:.*]] = tensor.dim %arg1, %c1 : tensor<8x?xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[M]], %[[N]]) : tensor<?x?xf32>
// CHECK-NEXT: %[[Z:.*]] = linalg.fill ins(%cst : f32) outs(%[[E]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg1 : tensor<?x8xf32>, tensor<8x?xf32>) outs(%[[Z]] : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK: linalg.matvec ins(%arg0, %arg2 : tensor<?x8xf32>, tensor<8xf32>)
// CHECK: linalg.vecmat ins(%arg2, %arg1 : tensor<8xf32>, tensor<8x?xf32>)
// CHECK: linalg.dot ins(%arg2, %arg3 : tensor<8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<f32>) -> tensor<f32>
func.func @dots(%m: tensor<?x8xf32>, %n: tensor<8x?xf32>, %v: tensor<8xf32>, %w: tensor<8xf32>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<f32>) {
  %0 = stablehlo.dot %m, %n : (tensor<?x8xf32>, tensor<8x?xf32>) -> tensor<?x?xf32>
  %1 = stablehlo.dot %m, %v : (tensor<?x8xf32>, tensor<8xf32>) -> tensor<?xf32>
  %2 = stablehlo.dot %v, %n : (tensor<8xf32>, tensor<8x?xf32>) -> tensor<?xf32>
  %3 = stablehlo.dot %v, %w : (tensor<8xf32>, tensor<8xf32>) -> tensor<f32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>, tensor<f32>
}

// -----

// CHECK-LABEL: func.func @batch_matmul(
// CHECK: linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x4xi32>, tensor<2x4x5xi32>) outs(%{{.*}} : tensor<2x3x5xi32>)
func.func @batch_matmul(%a: tensor<2x3x4xi32>, %b: tensor<2x4x5xi32>) -> tensor<2x3x5xi32> {
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xi32>, tensor<2x4x5xi32>) -> tensor<2x3x5xi32>
  return %0 : tensor<2x3x5xi32>
}

// -----

// CHECK-DAG: #[[L:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-DAG: #[[R:.*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-DAG: #[[O:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @dot_general_mixed(
// CHECK: linalg.generic {indexing_maps = [#[[L]], #[[R]], #[[O]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-NEXT: ^bb0(%[[A:.*]]: bf16, %[[B:.*]]: bf16, %[[ACC:.*]]: f32):
// CHECK-NEXT: %[[X:.*]] = arith.extf %[[A]] : bf16 to f32
// CHECK-NEXT: %[[Y:.*]] = arith.extf %[[B]] : bf16 to f32
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: arith.addf %[[ACC]], %[[P]] : f32
func.func @dot_general_mixed(%a: tensor<4x2xbf16>, %b: tensor<4x3xbf16>) -> tensor<2x3xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<4x2xbf16>, tensor<4x3xbf16>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @conv_nhwc(
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>)
func.func @conv_nhwc(%i: tensor<1x6x6x2xf32>, %k: tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = stablehlo.convolution(%i, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x6x6x2xf32>, tensor<3x3x2x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6, d0, d2 + d3, d4 + d5)>
// CHECK-DAG: #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d0, d3, d5)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d6, d1, d2, d4)>
// CHECK-LABEL: func.func @conv_nchw_padded(
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: linalg.generic {indexing_maps = [#[[IN]], #[[K]], #[[OUT]]], iterator_types = ["reduction", "parallel", "parallel", "reduction", "parallel", "reduction", "parallel"]} ins(%[[P]], %arg1 : tensor<1x2x6x6xf32>, tensor<4x2x3x3xf32>)
func.func @conv_nchw_padded(%i: tensor<1x2x4x4xf32>, %k: tensor<4x2x3x3xf32>) -> tensor<1x4x4x4xf32> {
  %0 = stablehlo.convolution(%i, %k) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {pad = [[1, 1], [1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x2x4x4xf32>, tensor<4x2x3x3xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @einsum(
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0, %arg1 : tensor<3x4xf32>, tensor<4x5xf32>)
// CHECK: arith.mulf
// CHECK-NEXT: arith.addf
func.func @einsum(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  %0 = "stablehlo.einsum"(%a, %b) {einsum_config = "ij,jk->ik"} : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}


// -----

// Depth-wise convolutions (feature groups = input features) are
// linalg.depthwise_conv_*: the filter's last two dimensions collapsed, or,
// with a channel multiplier, the *_hwcm form whose result is collapsed.
// CHECK-LABEL: func.func @depthwise(
// CHECK: %[[F:.*]] = tensor.collapse_shape %arg1 {{\[}}[0], [1], [2, 3]] : tensor<3x3x1x4xf32> into tensor<3x3x4xf32>
// CHECK-NEXT: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %[[F]] : tensor<1x6x6x4xf32>, tensor<3x3x4xf32>)
func.func @depthwise(%i: tensor<1x6x6x4xf32>, %k: tensor<3x3x1x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = stablehlo.convolution(%i, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64} : (tensor<1x6x6x4xf32>, tensor<3x3x1x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}


// -----

// CHECK-LABEL: func.func @depthwise_multiplier(
// CHECK: %[[E:.*]] = tensor.expand_shape %{{.*}} {{\[}}[0, 1, 2, 3]] output_shape [3, 3, 2, 2]
// CHECK: %[[C:.*]] = linalg.depthwise_conv_2d_nhwc_hwcm {{.*}} ins(%arg0, %[[E]] : tensor<1x6x6x2xf32>, tensor<3x3x2x2xf32>) outs(%{{.*}} : tensor<1x4x4x2x2xf32>)
// CHECK-NEXT: tensor.collapse_shape %[[C]] {{\[}}[0], [1], [2], [3, 4]] : tensor<1x4x4x2x2xf32> into tensor<1x4x4x4xf32>
func.func @depthwise_multiplier(%i: tensor<1x6x6x2xf32>, %k: tensor<3x3x1x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = stablehlo.convolution(%i, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x6x6x2xf32>, tensor<3x3x1x4xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}
