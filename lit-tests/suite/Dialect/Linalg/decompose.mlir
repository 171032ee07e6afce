// -linalg-decompose (ours; upstream: transform.structured.decompose, byte-identical on each op
// here): 2-D convolutions and poolings on tensors with a unit kernel and output height (or else
// width) become the 1-D op on rank-reducing extract_slices (tensor.dim for dynamic sizes), inserted
// back; strides and dilations lose the dropped dim (as dense vectors). On memrefs, or without a unit
// window dim, the op stays. Followed by -linalg-vectorize, the 1-D op is vectorized (VEC).
// RUN: jopt %s -linalg-decompose | jfilecheck %s
// RUN: jopt %s -linalg-decompose -linalg-vectorize | jfilecheck %s --check-prefix=VEC

func.func @c2d(%a: tensor<1x1x8x3xf32>, %b: tensor<1x2x3x4xf32>, %c: tensor<1x1x7x4xf32>) -> tensor<1x1x7x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %b : tensor<1x1x8x3xf32>, tensor<1x2x3x4xf32>) outs(%c : tensor<1x1x7x4xf32>) -> tensor<1x1x7x4xf32>
  return %r : tensor<1x1x7x4xf32>
}
func.func @dw(%a: tensor<2x1x8x3xf32>, %b: tensor<1x2x3xf32>, %c: tensor<2x1x7x3xf32>) -> tensor<2x1x7x3xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %b : tensor<2x1x8x3xf32>, tensor<1x2x3xf32>) outs(%c : tensor<2x1x7x3xf32>) -> tensor<2x1x7x3xf32>
  return %r : tensor<2x1x7x3xf32>
}
func.func @c2d_dyn_w(%a: tensor<?x?x1x3xf32>, %b: tensor<3x1x3x4xf32>, %c: tensor<?x?x1x4xf32>) -> tensor<?x?x1x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[3, 2]> : tensor<2xi64>} ins(%a, %b : tensor<?x?x1x3xf32>, tensor<3x1x3x4xf32>) outs(%c : tensor<?x?x1x4xf32>) -> tensor<?x?x1x4xf32>
  return %r : tensor<?x?x1x4xf32>
}
func.func @pool(%a: tensor<1x1x4x3xf32>, %k: tensor<1x3xf32>, %c: tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32> {
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %k : tensor<1x1x4x3xf32>, tensor<1x3xf32>) outs(%c : tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32>
  return %r : tensor<1x1x2x3xf32>
}
func.func @nchw(%a: tensor<1x3x1x8xf32>, %b: tensor<4x3x1x2xf32>, %c: tensor<1x4x1x7xf32>) -> tensor<1x4x1x7xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%a, %b : tensor<1x3x1x8xf32>, tensor<4x3x1x2xf32>) outs(%c : tensor<1x4x1x7xf32>) -> tensor<1x4x1x7xf32>
  return %r : tensor<1x4x1x7xf32>
}
func.func @pool_memref(%a: memref<1x4x1x3xf32>, %k: memref<3x1xf32>, %c: memref<1x2x1x3xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %k : memref<1x4x1x3xf32>, memref<3x1xf32>) outs(%c : memref<1x2x1x3xf32>)
  return
}
func.func @no_unit_dim(%a: tensor<1x3x3x1xf32>, %b: tensor<2x2x1x1xf32>, %c: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = linalg.conv_2d_nhwc_hwcf ins(%a, %b : tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>) outs(%c : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
// CHECK-LABEL: func.func @c2d(%arg0: tensor<1x1x8x3xf32>, %arg1: tensor<1x2x3x4xf32>, %arg2: tensor<1x1x7x4xf32>) -> tensor<1x1x7x4xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 8, 3] [1, 1, 1, 1] : tensor<1x1x8x3xf32> to tensor<1x8x3xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 2, 3, 4] [1, 1, 1, 1] : tensor<1x2x3x4xf32> to tensor<2x3x4xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 1, 7, 4] [1, 1, 1, 1] : tensor<1x1x7x4xf32> to tensor<1x7x4xf32>
// CHECK-NEXT: %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<1x8x3xf32>, tensor<2x3x4xf32>) outs(%extracted_slice_1 : tensor<1x7x4xf32>) -> tensor<1x7x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [1, 1, 7, 4] [1, 1, 1, 1] : tensor<1x7x4xf32> into tensor<1x1x7x4xf32>
// CHECK-NEXT: return %inserted_slice : tensor<1x1x7x4xf32>
// CHECK-LABEL: func.func @dw(%arg0: tensor<2x1x8x3xf32>, %arg1: tensor<1x2x3xf32>, %arg2: tensor<2x1x7x3xf32>) -> tensor<2x1x7x3xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [2, 1, 8, 3] [1, 1, 1, 1] : tensor<2x1x8x3xf32> to tensor<2x8x3xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0] [1, 2, 3] [1, 1, 1] : tensor<1x2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [2, 1, 7, 3] [1, 1, 1, 1] : tensor<2x1x7x3xf32> to tensor<2x7x3xf32>
// CHECK-NEXT: %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<2x8x3xf32>, tensor<2x3xf32>) outs(%extracted_slice_1 : tensor<2x7x3xf32>) -> tensor<2x7x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [2, 1, 7, 3] [1, 1, 1, 1] : tensor<2x7x3xf32> into tensor<2x1x7x3xf32>
// CHECK-NEXT: return %inserted_slice : tensor<2x1x7x3xf32>
// CHECK-LABEL: func.func @c2d_dyn_w(%arg0: tensor<?x?x1x3xf32>, %arg1: tensor<3x1x3x4xf32>, %arg2: tensor<?x?x1x4xf32>) -> tensor<?x?x1x4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?x1x3xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x1x3xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [%dim, %dim_0, 1, 3] [1, 1, 1, 1] : tensor<?x?x1x3xf32> to tensor<?x?x3xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg1[0, 0, 0, 0] [3, 1, 3, 4] [1, 1, 1, 1] : tensor<3x1x3x4xf32> to tensor<3x3x4xf32>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %dim_3 = tensor.dim %arg2, %c0_2 : tensor<?x?x1x4xf32>
// CHECK-NEXT: %c1_4 = arith.constant 1 : index
// CHECK-NEXT: %dim_5 = tensor.dim %arg2, %c1_4 : tensor<?x?x1x4xf32>
// CHECK-NEXT: %extracted_slice_6 = tensor.extract_slice %arg2[0, 0, 0, 0] [%dim_3, %dim_5, 1, 4] [1, 1, 1, 1] : tensor<?x?x1x4xf32> to tensor<?x?x4xf32>
// CHECK-NEXT: %0 = linalg.conv_1d_nwc_wcf {dilations = dense<2> : vector<1xi64>, strides = dense<3> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_1 : tensor<?x?x3xf32>, tensor<3x3x4xf32>) outs(%extracted_slice_6 : tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %dim_8 = tensor.dim %arg2, %c0_7 : tensor<?x?x1x4xf32>
// CHECK-NEXT: %c1_9 = arith.constant 1 : index
// CHECK-NEXT: %dim_10 = tensor.dim %arg2, %c1_9 : tensor<?x?x1x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [%dim_8, %dim_10, 1, 4] [1, 1, 1, 1] : tensor<?x?x4xf32> into tensor<?x?x1x4xf32>
// CHECK-NEXT: return %inserted_slice : tensor<?x?x1x4xf32>
// CHECK-LABEL: func.func @pool(%arg0: tensor<1x1x4x3xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 4, 3] [1, 1, 1, 1] : tensor<1x1x4x3xf32> to tensor<1x4x3xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, 0] [1, 3] [1, 1] : tensor<1x3xf32> to tensor<3xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 1, 2, 3] [1, 1, 1, 1] : tensor<1x1x2x3xf32> to tensor<1x2x3xf32>
// CHECK-NEXT: %0 = linalg.pooling_nwc_sum {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<1x4x3xf32>, tensor<3xf32>) outs(%extracted_slice_1 : tensor<1x2x3xf32>) -> tensor<1x2x3xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [1, 1, 2, 3] [1, 1, 1, 1] : tensor<1x2x3xf32> into tensor<1x1x2x3xf32>
// CHECK-NEXT: return %inserted_slice : tensor<1x1x2x3xf32>
// CHECK-LABEL: func.func @nchw(%arg0: tensor<1x3x1x8xf32>, %arg1: tensor<4x3x1x2xf32>, %arg2: tensor<1x4x1x7xf32>) -> tensor<1x4x1x7xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 3, 1, 8] [1, 1, 1, 1] : tensor<1x3x1x8xf32> to tensor<1x3x8xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0, 0] [4, 3, 1, 2] [1, 1, 1, 1] : tensor<4x3x1x2xf32> to tensor<4x3x2xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 4, 1, 7] [1, 1, 1, 1] : tensor<1x4x1x7xf32> to tensor<1x4x7xf32>
// CHECK-NEXT: %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%extracted_slice, %extracted_slice_0 : tensor<1x3x8xf32>, tensor<4x3x2xf32>) outs(%extracted_slice_1 : tensor<1x4x7xf32>) -> tensor<1x4x7xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %0 into %arg2[0, 0, 0, 0] [1, 4, 1, 7] [1, 1, 1, 1] : tensor<1x4x7xf32> into tensor<1x4x1x7xf32>
// CHECK-NEXT: return %inserted_slice : tensor<1x4x1x7xf32>
// CHECK-LABEL: func.func @pool_memref(
// CHECK-NEXT: linalg.pooling_nhwc_max
// CHECK-LABEL: func.func @no_unit_dim(
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf

// VEC-DAG: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// VEC-DAG: #map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// VEC-DAG: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// VEC-LABEL: func.func @c2d(%arg0: tensor<1x1x8x3xf32>, %arg1: tensor<1x2x3x4xf32>, %arg2: tensor<1x1x7x4xf32>) -> tensor<1x1x7x4xf32> {
// VEC-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 8, 3] [1, 1, 1, 1] : tensor<1x1x8x3xf32> to tensor<1x8x3xf32>
// VEC-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, 0, 0, 0] [1, 2, 3, 4] [1, 1, 1, 1] : tensor<1x2x3x4xf32> to tensor<2x3x4xf32>
// VEC-NEXT: %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 1, 7, 4] [1, 1, 1, 1] : tensor<1x1x7x4xf32> to tensor<1x7x4xf32>
// VEC-NEXT: %c1 = arith.constant 1 : index
// VEC-NEXT: %c7 = arith.constant 7 : index
// VEC-NEXT: %c4 = arith.constant 4 : index
// VEC-NEXT: %c2 = arith.constant 2 : index
// VEC-NEXT: %c3 = arith.constant 3 : index
// VEC-NEXT: %c0 = arith.constant 0 : index
// VEC-NEXT: %cst = arith.constant 0.000000e+00 : f32
// VEC-NEXT: %0 = vector.transfer_read %extracted_slice[%c0, %c0, %c0], %cst : tensor<1x8x3xf32>, vector<1x8x3xf32>
// VEC-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// VEC-NEXT: %1 = vector.transfer_read %extracted_slice_0[%c0, %c0, %c0], %cst_2 : tensor<2x3x4xf32>, vector<2x3x4xf32>
// VEC-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// VEC-NEXT: %2 = vector.transfer_read %extracted_slice_1[%c0, %c0, %c0], %cst_3 : tensor<1x7x4xf32>, vector<1x7x4xf32>
// VEC-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
// VEC-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
// VEC-NEXT: %5 = vector.extract %1[0] : vector<3x4xf32> from vector<2x3x4xf32>
// VEC-NEXT: %6 = vector.extract %1[1] : vector<3x4xf32> from vector<2x3x4xf32>
// VEC-NEXT: %7 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 7, 4], strides = [1, 1, 1]} : vector<1x7x4xf32> to vector<1x7x4xf32>
// VEC-NEXT: %8 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %3, %5, %7 : vector<1x7x3xf32>, vector<3x4xf32> into vector<1x7x4xf32>
// VEC-NEXT: %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %6, %8 : vector<1x7x3xf32>, vector<3x4xf32> into vector<1x7x4xf32>
// VEC-NEXT: %10 = vector.insert_strided_slice %9, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x7x4xf32> into vector<1x7x4xf32>
// VEC-NEXT: %11 = vector.transfer_write %10, %extracted_slice_1[%c0, %c0, %c0] : vector<1x7x4xf32>, tensor<1x7x4xf32>
// VEC-NEXT: %inserted_slice = tensor.insert_slice %11 into %arg2[0, 0, 0, 0] [1, 1, 7, 4] [1, 1, 1, 1] : tensor<1x7x4xf32> into tensor<1x1x7x4xf32>
// VEC-NEXT: return %inserted_slice : tensor<1x1x7x4xf32>
// VEC-LABEL: func.func @pool(%arg0: tensor<1x1x4x3xf32>, %arg1: tensor<1x3xf32>, %arg2: tensor<1x1x2x3xf32>) -> tensor<1x1x2x3xf32> {
// VEC-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0, 0, 0] [1, 1, 4, 3] [1, 1, 1, 1] : tensor<1x1x4x3xf32> to tensor<1x4x3xf32>
// VEC-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[0, 0] [1, 3] [1, 1] : tensor<1x3xf32> to tensor<3xf32>
// VEC-NEXT: %extracted_slice_1 = tensor.extract_slice %arg2[0, 0, 0, 0] [1, 1, 2, 3] [1, 1, 1, 1] : tensor<1x1x2x3xf32> to tensor<1x2x3xf32>
// VEC-NEXT: %c1 = arith.constant 1 : index
// VEC-NEXT: %c2 = arith.constant 2 : index
// VEC-NEXT: %c3 = arith.constant 3 : index
// VEC-NEXT: %c3_2 = arith.constant 3 : index
// VEC-NEXT: %c0 = arith.constant 0 : index
// VEC-NEXT: %cst = arith.constant 0.000000e+00 : f32
// VEC-NEXT: %0 = vector.transfer_read %extracted_slice[%c0, %c0, %c0], %cst : tensor<1x4x3xf32>, vector<1x4x3xf32>
// VEC-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// VEC-NEXT: %1 = vector.transfer_read %extracted_slice_1[%c0, %c0, %c0], %cst_3 : tensor<1x2x3xf32>, vector<1x2x3xf32>
// VEC-NEXT: %2 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 2, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x2x3xf32>
// VEC-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 2, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x2x3xf32>
// VEC-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 2, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x2x3xf32>
// VEC-NEXT: %5 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [1, 2, 3], strides = [1, 1, 1]} : vector<1x2x3xf32> to vector<1x2x3xf32>
// VEC-NEXT: %6 = arith.addf %2, %5 : vector<1x2x3xf32>
// VEC-NEXT: %7 = arith.addf %3, %6 : vector<1x2x3xf32>
// VEC-NEXT: %8 = arith.addf %4, %7 : vector<1x2x3xf32>
// VEC-NEXT: %9 = vector.insert_strided_slice %8, %1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x2x3xf32> into vector<1x2x3xf32>
// VEC-NEXT: %10 = vector.transfer_write %9, %extracted_slice_1[%c0, %c0, %c0] : vector<1x2x3xf32>, tensor<1x2x3xf32>
// VEC-NEXT: %inserted_slice = tensor.insert_slice %10 into %arg2[0, 0, 0, 0] [1, 1, 2, 3] [1, 1, 1, 1] : tensor<1x2x3xf32> into tensor<1x1x2x3xf32>
// VEC-NEXT: return %inserted_slice : tensor<1x1x2x3xf32>
// VEC-LABEL: func.func @pool_memref(
// VEC-NEXT: linalg.pooling_nhwc_max
