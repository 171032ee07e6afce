// -linalg-vectorize on 1-D convolutions and poolings, as MLIR 22's vectorizer does them
// (byte-identical with transform.structured.vectorize on each op here): the loop size constants,
// whole-operand reads with zero padding, the ncw forms transposed to nwc, the kernel window unrolled
// (the output width too when the stride is not 1) into strided slices, vector.contract per kernel
// position for nwc/ncw convolutions (operands widened with extf/extsi), vector.outerproduct for
// linalg.conv_1d, the combiner (after the body's cast) for poolings, vector.fma / muli+addi with a
// broadcast filter row for the depthwise convolution, the slices inserted back and written.
// 2-D convolutions and generics with convolution maps stay (as upstream without decomposition).
// RUN: jopt %s -linalg-vectorize | jfilecheck %s

func.func @conv(%a: tensor<1x8x3xf32>, %b: tensor<2x3x4xf32>, %c: tensor<1x7x4xf32>) -> tensor<1x7x4xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a, %b : tensor<1x8x3xf32>, tensor<2x3x4xf32>) outs(%c : tensor<1x7x4xf32>) -> tensor<1x7x4xf32>
  return %r : tensor<1x7x4xf32>
}
func.func @conv_s2(%a: memref<2x9x3xf32>, %b: memref<2x3x4xf32>, %c: memref<2x4x4xf32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a, %b : memref<2x9x3xf32>, memref<2x3x4xf32>) outs(%c : memref<2x4x4xf32>)
  return
}
func.func @conv_d2(%a: tensor<1x10x2xi8>, %b: tensor<3x2x4xi8>, %c: tensor<1x6x4xi32>) -> tensor<1x6x4xi32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a, %b : tensor<1x10x2xi8>, tensor<3x2x4xi8>) outs(%c : tensor<1x6x4xi32>) -> tensor<1x6x4xi32>
  return %r : tensor<1x6x4xi32>
}
func.func @dw(%a: tensor<1x8x4xf32>, %b: tensor<3x4xf32>, %c: tensor<1x6x4xf32>) -> tensor<1x6x4xf32> {
  %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a, %b : tensor<1x8x4xf32>, tensor<3x4xf32>) outs(%c : tensor<1x6x4xf32>) -> tensor<1x6x4xf32>
  return %r : tensor<1x6x4xf32>
}
func.func @dwi(%a: memref<3x5x4xi8>, %b: memref<2x4xi8>, %c: memref<3x2x4xi32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%a, %b : memref<3x5x4xi8>, memref<2x4xi8>) outs(%c : memref<3x2x4xi32>)
  return
}
func.func @pnwc_sum(%a: tensor<1x8x3xf16>, %k: tensor<2xf32>, %o: tensor<1x4x3xf32>) -> tensor<1x4x3xf32> {
  %0 = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a, %k : tensor<1x8x3xf16>, tensor<2xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  return %0 : tensor<1x4x3xf32>
}
func.func @pnwc_max(%a: memref<2x8x3xf32>, %k: memref<2xf32>, %o: memref<2x7x3xf32>) {
  linalg.pooling_nwc_max ins(%a, %k : memref<2x8x3xf32>, memref<2xf32>) outs(%o : memref<2x7x3xf32>)
  return
}
func.func @pncw_max(%a: tensor<1x3x8xi32>, %k: tensor<2xf32>, %o: tensor<1x3x7xi32>) -> tensor<1x3x7xi32> {
  %0 = linalg.pooling_ncw_max ins(%a, %k : tensor<1x3x8xi32>, tensor<2xf32>) outs(%o : tensor<1x3x7xi32>) -> tensor<1x3x7xi32>
  return %0 : tensor<1x3x7xi32>
}
func.func @conv1d(%x: tensor<9xf32>, %w: tensor<3xf32>, %y: tensor<7xf32>) -> tensor<7xf32> {
  %0 = linalg.conv_1d ins(%x, %w : tensor<9xf32>, tensor<3xf32>) outs(%y : tensor<7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
func.func @ncw(%a: tensor<1x3x8xf16>, %b: tensor<4x3x2xf16>, %c: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%a, %b : tensor<1x3x8xf16>, tensor<4x3x2xf16>) outs(%c : tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
  return %0 : tensor<1x4x4xf32>
}
func.func @pmin_u(%a: memref<1x8x3xi8>, %k: memref<2xi8>, %o: memref<1x4x3xi32>) {
  linalg.pooling_nwc_min_unsigned {strides = dense<2> : tensor<1xi64>} ins(%a, %k : memref<1x8x3xi8>, memref<2xi8>) outs(%o : memref<1x4x3xi32>)
  return
}
func.func @pncw_sum(%a: tensor<1x3x9xf32>, %k: tensor<3xf32>, %o: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %0 = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a, %k : tensor<1x3x9xf32>, tensor<3xf32>) outs(%o : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  return %0 : tensor<1x3x4xf32>
}
func.func @c2d(%a: tensor<1x1x8x3xf32>, %b: tensor<1x2x3x4xf32>, %c: tensor<1x1x7x4xf32>) -> tensor<1x1x7x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%a, %b : tensor<1x1x8x3xf32>, tensor<1x2x3x4xf32>) outs(%c : tensor<1x1x7x4xf32>) -> tensor<1x1x7x4xf32>
  return %r : tensor<1x1x7x4xf32>
}
func.func @gconv(%a: tensor<1x8x3xf32>, %b: tensor<2x3x4xf32>, %c: tensor<1x7x4xf32>) -> tensor<1x7x4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%a, %b : tensor<1x8x3xf32>, tensor<2x3x4xf32>) outs(%c : tensor<1x7x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x7x4xf32>
  return %r : tensor<1x7x4xf32>
}
// CHECK-DAG: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-DAG: #map1 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// CHECK-DAG: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @conv(%arg0: tensor<1x8x3xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<1x7x4xf32>) -> tensor<1x7x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x8x3xf32>, vector<1x8x3xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_0 : tensor<2x3x4xf32>, vector<2x3x4xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : tensor<1x7x4xf32>, vector<1x7x4xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xf32> to vector<1x7x3xf32>
// CHECK-NEXT: %5 = vector.extract %1[0] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %6 = vector.extract %1[1] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %7 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 7, 4], strides = [1, 1, 1]} : vector<1x7x4xf32> to vector<1x7x4xf32>
// CHECK-NEXT: %8 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %3, %5, %7 : vector<1x7x3xf32>, vector<3x4xf32> into vector<1x7x4xf32>
// CHECK-NEXT: %9 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %6, %8 : vector<1x7x3xf32>, vector<3x4xf32> into vector<1x7x4xf32>
// CHECK-NEXT: %10 = vector.insert_strided_slice %9, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x7x4xf32> into vector<1x7x4xf32>
// CHECK-NEXT: %11 = vector.transfer_write %10, %arg2[%c0, %c0, %c0] : vector<1x7x4xf32>, tensor<1x7x4xf32>
// CHECK-NEXT: return %11 : tensor<1x7x4xf32>
// CHECK-LABEL: func.func @conv_s2(%arg0: memref<2x9x3xf32>, %arg1: memref<2x3x4xf32>, %arg2: memref<2x4x4xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c2_1 = arith.constant 2 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : memref<2x9x3xf32>, vector<2x8x3xf32>
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_2 : memref<2x3x4xf32>, vector<2x3x4xf32>
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_3 : memref<2x4x4xf32>, vector<2x4x4xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %0 {offsets = [0, 6, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: %7 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: %8 = vector.extract_strided_slice %0 {offsets = [0, 3, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %0 {offsets = [0, 5, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: %10 = vector.extract_strided_slice %0 {offsets = [0, 7, 0], sizes = [2, 1, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: %11 = vector.extract %1[0] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %12 = vector.extract %1[1] : vector<3x4xf32> from vector<2x3x4xf32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [2, 1, 4], strides = [1, 1, 1]} : vector<2x4x4xf32> to vector<2x1x4xf32>
// CHECK-NEXT: %14 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [2, 1, 4], strides = [1, 1, 1]} : vector<2x4x4xf32> to vector<2x1x4xf32>
// CHECK-NEXT: %15 = vector.extract_strided_slice %2 {offsets = [0, 2, 0], sizes = [2, 1, 4], strides = [1, 1, 1]} : vector<2x4x4xf32> to vector<2x1x4xf32>
// CHECK-NEXT: %16 = vector.extract_strided_slice %2 {offsets = [0, 3, 0], sizes = [2, 1, 4], strides = [1, 1, 1]} : vector<2x4x4xf32> to vector<2x1x4xf32>
// CHECK-NEXT: %17 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %3, %11, %13 : vector<2x1x3xf32>, vector<3x4xf32> into vector<2x1x4xf32>
// CHECK-NEXT: %18 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %4, %11, %14 : vector<2x1x3xf32>, vector<3x4xf32> into vector<2x1x4xf32>
// CHECK-NEXT: %19 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %5, %11, %15 : vector<2x1x3xf32>, vector<3x4xf32> into vector<2x1x4xf32>
// CHECK-NEXT: %20 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %6, %11, %16 : vector<2x1x3xf32>, vector<3x4xf32> into vector<2x1x4xf32>
// CHECK-NEXT: %21 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %7, %12, %17 : vector<2x1x3xf32>, vector<3x4xf32> into vector<2x1x4xf32>
// CHECK-NEXT: %22 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %8, %12, %18 : vector<2x1x3xf32>, vector<3x4xf32> into vector<2x1x4xf32>
// CHECK-NEXT: %23 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %9, %12, %19 : vector<2x1x3xf32>, vector<3x4xf32> into vector<2x1x4xf32>
// CHECK-NEXT: %24 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %10, %12, %20 : vector<2x1x3xf32>, vector<3x4xf32> into vector<2x1x4xf32>
// CHECK-NEXT: %25 = vector.insert_strided_slice %21, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x1x4xf32> into vector<2x4x4xf32>
// CHECK-NEXT: %26 = vector.insert_strided_slice %22, %25 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<2x1x4xf32> into vector<2x4x4xf32>
// CHECK-NEXT: %27 = vector.insert_strided_slice %23, %26 {offsets = [0, 2, 0], strides = [1, 1, 1]} : vector<2x1x4xf32> into vector<2x4x4xf32>
// CHECK-NEXT: %28 = vector.insert_strided_slice %24, %27 {offsets = [0, 3, 0], strides = [1, 1, 1]} : vector<2x1x4xf32> into vector<2x4x4xf32>
// CHECK-NEXT: vector.transfer_write %28, %arg2[%c0, %c0, %c0] : vector<2x4x4xf32>, memref<2x4x4xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @conv_d2(%arg0: tensor<1x10x2xi8>, %arg1: tensor<3x2x4xi8>, %arg2: tensor<1x6x4xi32>) -> tensor<1x6x4xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 : tensor<1x10x2xi8>, vector<1x10x2xi8>
// CHECK-NEXT: %c0_i8_0 = arith.constant 0 : i8
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %c0_i8_0 : tensor<3x2x4xi8>, vector<3x2x4xi8>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 : tensor<1x6x4xi32>, vector<1x6x4xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 6, 2], strides = [1, 1, 1]} : vector<1x10x2xi8> to vector<1x6x2xi8>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 6, 2], strides = [1, 1, 1]} : vector<1x10x2xi8> to vector<1x6x2xi8>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [1, 6, 2], strides = [1, 1, 1]} : vector<1x10x2xi8> to vector<1x6x2xi8>
// CHECK-NEXT: %6 = vector.extract %1[0] : vector<2x4xi8> from vector<3x2x4xi8>
// CHECK-NEXT: %7 = vector.extract %1[1] : vector<2x4xi8> from vector<3x2x4xi8>
// CHECK-NEXT: %8 = vector.extract %1[2] : vector<2x4xi8> from vector<3x2x4xi8>
// CHECK-NEXT: %9 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 6, 4], strides = [1, 1, 1]} : vector<1x6x4xi32> to vector<1x6x4xi32>
// CHECK-NEXT: %10 = arith.extsi %3 : vector<1x6x2xi8> to vector<1x6x2xi32>
// CHECK-NEXT: %11 = arith.extsi %6 : vector<2x4xi8> to vector<2x4xi32>
// CHECK-NEXT: %12 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %10, %11, %9 : vector<1x6x2xi32>, vector<2x4xi32> into vector<1x6x4xi32>
// CHECK-NEXT: %13 = arith.extsi %4 : vector<1x6x2xi8> to vector<1x6x2xi32>
// CHECK-NEXT: %14 = arith.extsi %7 : vector<2x4xi8> to vector<2x4xi32>
// CHECK-NEXT: %15 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %13, %14, %12 : vector<1x6x2xi32>, vector<2x4xi32> into vector<1x6x4xi32>
// CHECK-NEXT: %16 = arith.extsi %5 : vector<1x6x2xi8> to vector<1x6x2xi32>
// CHECK-NEXT: %17 = arith.extsi %8 : vector<2x4xi8> to vector<2x4xi32>
// CHECK-NEXT: %18 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %16, %17, %15 : vector<1x6x2xi32>, vector<2x4xi32> into vector<1x6x4xi32>
// CHECK-NEXT: %19 = vector.insert_strided_slice %18, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x6x4xi32> into vector<1x6x4xi32>
// CHECK-NEXT: %20 = vector.transfer_write %19, %arg2[%c0, %c0, %c0] : vector<1x6x4xi32>, tensor<1x6x4xi32>
// CHECK-NEXT: return %20 : tensor<1x6x4xi32>
// CHECK-LABEL: func.func @dw(%arg0: tensor<1x8x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<1x6x4xf32>) -> tensor<1x6x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x8x4xf32>, vector<1x8x4xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %cst_0 : tensor<3x4xf32>, vector<3x4xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : tensor<1x6x4xf32>, vector<1x6x4xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 6, 4], strides = [1, 1, 1]} : vector<1x8x4xf32> to vector<1x6x4xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 6, 4], strides = [1, 1, 1]} : vector<1x8x4xf32> to vector<1x6x4xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 6, 4], strides = [1, 1, 1]} : vector<1x8x4xf32> to vector<1x6x4xf32>
// CHECK-NEXT: %6 = vector.extract %1[0] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %7 = vector.extract %1[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %8 = vector.extract %1[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 6, 4], strides = [1, 1, 1]} : vector<1x6x4xf32> to vector<1x6x4xf32>
// CHECK-NEXT: %10 = vector.broadcast %6 : vector<4xf32> to vector<1x6x4xf32>
// CHECK-NEXT: %11 = vector.fma %3, %10, %9 : vector<1x6x4xf32>
// CHECK-NEXT: %12 = vector.broadcast %7 : vector<4xf32> to vector<1x6x4xf32>
// CHECK-NEXT: %13 = vector.fma %4, %12, %11 : vector<1x6x4xf32>
// CHECK-NEXT: %14 = vector.broadcast %8 : vector<4xf32> to vector<1x6x4xf32>
// CHECK-NEXT: %15 = vector.fma %5, %14, %13 : vector<1x6x4xf32>
// CHECK-NEXT: %16 = vector.insert_strided_slice %15, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x6x4xf32> into vector<1x6x4xf32>
// CHECK-NEXT: %17 = vector.transfer_write %16, %arg2[%c0, %c0, %c0] : vector<1x6x4xf32>, tensor<1x6x4xf32>
// CHECK-NEXT: return %17 : tensor<1x6x4xf32>
// CHECK-LABEL: func.func @dwi(%arg0: memref<3x5x4xi8>, %arg1: memref<2x4xi8>, %arg2: memref<3x2x4xi32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 : memref<3x5x4xi8>, vector<3x5x4xi8>
// CHECK-NEXT: %c0_i8_1 = arith.constant 0 : i8
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %c0_i8_1 : memref<2x4xi8>, vector<2x4xi8>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 : memref<3x2x4xi32>, vector<3x2x4xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [3, 1, 4], strides = [1, 1, 1]} : vector<3x5x4xi8> to vector<3x1x4xi8>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 3, 0], sizes = [3, 1, 4], strides = [1, 1, 1]} : vector<3x5x4xi8> to vector<3x1x4xi8>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [3, 1, 4], strides = [1, 1, 1]} : vector<3x5x4xi8> to vector<3x1x4xi8>
// CHECK-NEXT: %6 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [3, 1, 4], strides = [1, 1, 1]} : vector<3x5x4xi8> to vector<3x1x4xi8>
// CHECK-NEXT: %7 = vector.extract %1[0] : vector<4xi8> from vector<2x4xi8>
// CHECK-NEXT: %8 = vector.extract %1[1] : vector<4xi8> from vector<2x4xi8>
// CHECK-NEXT: %9 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [3, 1, 4], strides = [1, 1, 1]} : vector<3x2x4xi32> to vector<3x1x4xi32>
// CHECK-NEXT: %10 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [3, 1, 4], strides = [1, 1, 1]} : vector<3x2x4xi32> to vector<3x1x4xi32>
// CHECK-NEXT: %11 = arith.extsi %3 : vector<3x1x4xi8> to vector<3x1x4xi32>
// CHECK-NEXT: %12 = vector.broadcast %7 : vector<4xi8> to vector<3x1x4xi8>
// CHECK-NEXT: %13 = arith.extsi %12 : vector<3x1x4xi8> to vector<3x1x4xi32>
// CHECK-NEXT: %14 = arith.muli %11, %13 : vector<3x1x4xi32>
// CHECK-NEXT: %15 = arith.addi %14, %9 : vector<3x1x4xi32>
// CHECK-NEXT: %16 = arith.extsi %4 : vector<3x1x4xi8> to vector<3x1x4xi32>
// CHECK-NEXT: %17 = vector.broadcast %7 : vector<4xi8> to vector<3x1x4xi8>
// CHECK-NEXT: %18 = arith.extsi %17 : vector<3x1x4xi8> to vector<3x1x4xi32>
// CHECK-NEXT: %19 = arith.muli %16, %18 : vector<3x1x4xi32>
// CHECK-NEXT: %20 = arith.addi %19, %10 : vector<3x1x4xi32>
// CHECK-NEXT: %21 = arith.extsi %5 : vector<3x1x4xi8> to vector<3x1x4xi32>
// CHECK-NEXT: %22 = vector.broadcast %8 : vector<4xi8> to vector<3x1x4xi8>
// CHECK-NEXT: %23 = arith.extsi %22 : vector<3x1x4xi8> to vector<3x1x4xi32>
// CHECK-NEXT: %24 = arith.muli %21, %23 : vector<3x1x4xi32>
// CHECK-NEXT: %25 = arith.addi %24, %15 : vector<3x1x4xi32>
// CHECK-NEXT: %26 = arith.extsi %6 : vector<3x1x4xi8> to vector<3x1x4xi32>
// CHECK-NEXT: %27 = vector.broadcast %8 : vector<4xi8> to vector<3x1x4xi8>
// CHECK-NEXT: %28 = arith.extsi %27 : vector<3x1x4xi8> to vector<3x1x4xi32>
// CHECK-NEXT: %29 = arith.muli %26, %28 : vector<3x1x4xi32>
// CHECK-NEXT: %30 = arith.addi %29, %20 : vector<3x1x4xi32>
// CHECK-NEXT: %31 = vector.insert_strided_slice %25, %2 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<3x1x4xi32> into vector<3x2x4xi32>
// CHECK-NEXT: %32 = vector.insert_strided_slice %30, %31 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<3x1x4xi32> into vector<3x2x4xi32>
// CHECK-NEXT: vector.transfer_write %32, %arg2[%c0, %c0, %c0] : vector<3x2x4xi32>, memref<3x2x4xi32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @pnwc_sum(%arg0: tensor<1x8x3xf16>, %arg1: tensor<2xf32>, %arg2: tensor<1x4x3xf32>) -> tensor<1x4x3xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x8x3xf16>, vector<1x8x3xf16>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_0 : tensor<1x4x3xf32>, vector<1x4x3xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xf16> to vector<1x1x3xf16>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xf16> to vector<1x1x3xf16>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xf16> to vector<1x1x3xf16>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 6, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xf16> to vector<1x1x3xf16>
// CHECK-NEXT: %6 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xf16> to vector<1x1x3xf16>
// CHECK-NEXT: %7 = vector.extract_strided_slice %0 {offsets = [0, 3, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xf16> to vector<1x1x3xf16>
// CHECK-NEXT: %8 = vector.extract_strided_slice %0 {offsets = [0, 5, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xf16> to vector<1x1x3xf16>
// CHECK-NEXT: %9 = vector.extract_strided_slice %0 {offsets = [0, 7, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xf16> to vector<1x1x3xf16>
// CHECK-NEXT: %10 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %11 = vector.extract_strided_slice %1 {offsets = [0, 1, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %12 = vector.extract_strided_slice %1 {offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %1 {offsets = [0, 3, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %14 = arith.extf %2 : vector<1x1x3xf16> to vector<1x1x3xf32>
// CHECK-NEXT: %15 = arith.addf %14, %10 : vector<1x1x3xf32>
// CHECK-NEXT: %16 = arith.extf %3 : vector<1x1x3xf16> to vector<1x1x3xf32>
// CHECK-NEXT: %17 = arith.addf %16, %11 : vector<1x1x3xf32>
// CHECK-NEXT: %18 = arith.extf %4 : vector<1x1x3xf16> to vector<1x1x3xf32>
// CHECK-NEXT: %19 = arith.addf %18, %12 : vector<1x1x3xf32>
// CHECK-NEXT: %20 = arith.extf %5 : vector<1x1x3xf16> to vector<1x1x3xf32>
// CHECK-NEXT: %21 = arith.addf %20, %13 : vector<1x1x3xf32>
// CHECK-NEXT: %22 = arith.extf %6 : vector<1x1x3xf16> to vector<1x1x3xf32>
// CHECK-NEXT: %23 = arith.addf %22, %15 : vector<1x1x3xf32>
// CHECK-NEXT: %24 = arith.extf %7 : vector<1x1x3xf16> to vector<1x1x3xf32>
// CHECK-NEXT: %25 = arith.addf %24, %17 : vector<1x1x3xf32>
// CHECK-NEXT: %26 = arith.extf %8 : vector<1x1x3xf16> to vector<1x1x3xf32>
// CHECK-NEXT: %27 = arith.addf %26, %19 : vector<1x1x3xf32>
// CHECK-NEXT: %28 = arith.extf %9 : vector<1x1x3xf16> to vector<1x1x3xf32>
// CHECK-NEXT: %29 = arith.addf %28, %21 : vector<1x1x3xf32>
// CHECK-NEXT: %30 = vector.insert_strided_slice %23, %1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x1x3xf32> into vector<1x4x3xf32>
// CHECK-NEXT: %31 = vector.insert_strided_slice %25, %30 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<1x1x3xf32> into vector<1x4x3xf32>
// CHECK-NEXT: %32 = vector.insert_strided_slice %27, %31 {offsets = [0, 2, 0], strides = [1, 1, 1]} : vector<1x1x3xf32> into vector<1x4x3xf32>
// CHECK-NEXT: %33 = vector.insert_strided_slice %29, %32 {offsets = [0, 3, 0], strides = [1, 1, 1]} : vector<1x1x3xf32> into vector<1x4x3xf32>
// CHECK-NEXT: %34 = vector.transfer_write %33, %arg2[%c0, %c0, %c0] : vector<1x4x3xf32>, tensor<1x4x3xf32>
// CHECK-NEXT: return %34 : tensor<1x4x3xf32>
// CHECK-LABEL: func.func @pnwc_max(%arg0: memref<2x8x3xf32>, %arg1: memref<2xf32>, %arg2: memref<2x7x3xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : memref<2x8x3xf32>, vector<2x8x3xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : memref<2x7x3xf32>, vector<2x7x3xf32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [2, 7, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x7x3xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [2, 7, 3], strides = [1, 1, 1]} : vector<2x8x3xf32> to vector<2x7x3xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [2, 7, 3], strides = [1, 1, 1]} : vector<2x7x3xf32> to vector<2x7x3xf32>
// CHECK-NEXT: %5 = arith.maximumf %2, %4 : vector<2x7x3xf32>
// CHECK-NEXT: %6 = arith.maximumf %3, %5 : vector<2x7x3xf32>
// CHECK-NEXT: %7 = vector.insert_strided_slice %6, %1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x7x3xf32> into vector<2x7x3xf32>
// CHECK-NEXT: vector.transfer_write %7, %arg2[%c0, %c0, %c0] : vector<2x7x3xf32>, memref<2x7x3xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @pncw_max(%arg0: tensor<1x3x8xi32>, %arg1: tensor<2xf32>, %arg2: tensor<1x3x7xi32>) -> tensor<1x3x7xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i32 : tensor<1x3x8xi32>, vector<1x3x8xi32>
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32_0 : tensor<1x3x7xi32>, vector<1x3x7xi32>
// CHECK-NEXT: %2 = vector.transpose %0, [0, 2, 1] : vector<1x3x8xi32> to vector<1x8x3xi32>
// CHECK-NEXT: %3 = vector.transpose %1, [0, 2, 1] : vector<1x3x7xi32> to vector<1x7x3xi32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xi32> to vector<1x7x3xi32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x8x3xi32> to vector<1x7x3xi32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [1, 7, 3], strides = [1, 1, 1]} : vector<1x7x3xi32> to vector<1x7x3xi32>
// CHECK-NEXT: %7 = arith.maxsi %4, %6 : vector<1x7x3xi32>
// CHECK-NEXT: %8 = arith.maxsi %5, %7 : vector<1x7x3xi32>
// CHECK-NEXT: %9 = vector.insert_strided_slice %8, %3 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x7x3xi32> into vector<1x7x3xi32>
// CHECK-NEXT: %10 = vector.transpose %9, [0, 2, 1] : vector<1x7x3xi32> to vector<1x3x7xi32>
// CHECK-NEXT: %11 = vector.transfer_write %10, %arg2[%c0, %c0, %c0] : vector<1x3x7xi32>, tensor<1x3x7xi32>
// CHECK-NEXT: return %11 : tensor<1x3x7xi32>
// CHECK-LABEL: func.func @conv1d(%arg0: tensor<9xf32>, %arg1: tensor<3xf32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0], %cst : tensor<9xf32>, vector<9xf32>
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0], %cst_0 : tensor<3xf32>, vector<3xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0], %cst_1 : tensor<7xf32>, vector<7xf32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0], sizes = [7], strides = [1]} : vector<9xf32> to vector<7xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [1], sizes = [7], strides = [1]} : vector<9xf32> to vector<7xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [2], sizes = [7], strides = [1]} : vector<9xf32> to vector<7xf32>
// CHECK-NEXT: %6 = vector.extract %1[0] : f32 from vector<3xf32>
// CHECK-NEXT: %7 = vector.extract %1[1] : f32 from vector<3xf32>
// CHECK-NEXT: %8 = vector.extract %1[2] : f32 from vector<3xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %2 {offsets = [0], sizes = [7], strides = [1]} : vector<7xf32> to vector<7xf32>
// CHECK-NEXT: %10 = vector.outerproduct %3, %6, %9 {kind = #vector.kind<add>} : vector<7xf32>, f32
// CHECK-NEXT: %11 = vector.outerproduct %4, %7, %10 {kind = #vector.kind<add>} : vector<7xf32>, f32
// CHECK-NEXT: %12 = vector.outerproduct %5, %8, %11 {kind = #vector.kind<add>} : vector<7xf32>, f32
// CHECK-NEXT: %13 = vector.insert_strided_slice %12, %2 {offsets = [0], strides = [1]} : vector<7xf32> into vector<7xf32>
// CHECK-NEXT: %14 = vector.transfer_write %13, %arg2[%c0] : vector<7xf32>, tensor<7xf32>
// CHECK-NEXT: return %14 : tensor<7xf32>
// CHECK-LABEL: func.func @ncw(%arg0: tensor<1x3x8xf16>, %arg1: tensor<4x3x2xf16>, %arg2: tensor<1x4x4xf32>) -> tensor<1x4x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x3x8xf16>, vector<1x3x6xf16>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0, %c0], %cst_1 : tensor<4x3x2xf16>, vector<4x3x2xf16>
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %2 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_2 : tensor<1x4x4xf32>, vector<1x4x4xf32>
// CHECK-NEXT: %3 = vector.transpose %0, [0, 2, 1] : vector<1x3x6xf16> to vector<1x6x3xf16>
// CHECK-NEXT: %4 = vector.transpose %1, [2, 1, 0] : vector<4x3x2xf16> to vector<2x3x4xf16>
// CHECK-NEXT: %5 = vector.transpose %2, [0, 2, 1] : vector<1x4x4xf32> to vector<1x4x4xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [1, 4, 3], strides = [1, 1, 1]} : vector<1x6x3xf16> to vector<1x4x3xf16>
// CHECK-NEXT: %7 = vector.extract_strided_slice %3 {offsets = [0, 2, 0], sizes = [1, 4, 3], strides = [1, 1, 1]} : vector<1x6x3xf16> to vector<1x4x3xf16>
// CHECK-NEXT: %8 = vector.extract %4[0] : vector<3x4xf16> from vector<2x3x4xf16>
// CHECK-NEXT: %9 = vector.extract %4[1] : vector<3x4xf16> from vector<2x3x4xf16>
// CHECK-NEXT: %10 = vector.extract_strided_slice %5 {offsets = [0, 0, 0], sizes = [1, 4, 4], strides = [1, 1, 1]} : vector<1x4x4xf32> to vector<1x4x4xf32>
// CHECK-NEXT: %11 = arith.extf %6 : vector<1x4x3xf16> to vector<1x4x3xf32>
// CHECK-NEXT: %12 = arith.extf %8 : vector<3x4xf16> to vector<3x4xf32>
// CHECK-NEXT: %13 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %11, %12, %10 : vector<1x4x3xf32>, vector<3x4xf32> into vector<1x4x4xf32>
// CHECK-NEXT: %14 = arith.extf %7 : vector<1x4x3xf16> to vector<1x4x3xf32>
// CHECK-NEXT: %15 = arith.extf %9 : vector<3x4xf16> to vector<3x4xf32>
// CHECK-NEXT: %16 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %14, %15, %13 : vector<1x4x3xf32>, vector<3x4xf32> into vector<1x4x4xf32>
// CHECK-NEXT: %17 = vector.insert_strided_slice %16, %5 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x4x4xf32> into vector<1x4x4xf32>
// CHECK-NEXT: %18 = vector.transpose %17, [0, 2, 1] : vector<1x4x4xf32> to vector<1x4x4xf32>
// CHECK-NEXT: %19 = vector.transfer_write %18, %arg2[%c0, %c0, %c0] : vector<1x4x4xf32>, tensor<1x4x4xf32>
// CHECK-NEXT: return %19 : tensor<1x4x4xf32>
// CHECK-LABEL: func.func @pmin_u(%arg0: memref<1x8x3xi8>, %arg1: memref<2xi8>, %arg2: memref<1x4x3xi32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %c0_i8 : memref<1x8x3xi8>, vector<1x8x3xi8>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %c0_i32 : memref<1x4x3xi32>, vector<1x4x3xi32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %0 {offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %3 = vector.extract_strided_slice %0 {offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %4 = vector.extract_strided_slice %0 {offsets = [0, 4, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %5 = vector.extract_strided_slice %0 {offsets = [0, 6, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %6 = vector.extract_strided_slice %0 {offsets = [0, 1, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %7 = vector.extract_strided_slice %0 {offsets = [0, 3, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %8 = vector.extract_strided_slice %0 {offsets = [0, 5, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %9 = vector.extract_strided_slice %0 {offsets = [0, 7, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x8x3xi8> to vector<1x1x3xi8>
// CHECK-NEXT: %10 = vector.extract_strided_slice %1 {offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xi32> to vector<1x1x3xi32>
// CHECK-NEXT: %11 = vector.extract_strided_slice %1 {offsets = [0, 1, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xi32> to vector<1x1x3xi32>
// CHECK-NEXT: %12 = vector.extract_strided_slice %1 {offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xi32> to vector<1x1x3xi32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %1 {offsets = [0, 3, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xi32> to vector<1x1x3xi32>
// CHECK-NEXT: %14 = arith.extui %2 : vector<1x1x3xi8> to vector<1x1x3xi32>
// CHECK-NEXT: %15 = arith.minui %14, %10 : vector<1x1x3xi32>
// CHECK-NEXT: %16 = arith.extui %3 : vector<1x1x3xi8> to vector<1x1x3xi32>
// CHECK-NEXT: %17 = arith.minui %16, %11 : vector<1x1x3xi32>
// CHECK-NEXT: %18 = arith.extui %4 : vector<1x1x3xi8> to vector<1x1x3xi32>
// CHECK-NEXT: %19 = arith.minui %18, %12 : vector<1x1x3xi32>
// CHECK-NEXT: %20 = arith.extui %5 : vector<1x1x3xi8> to vector<1x1x3xi32>
// CHECK-NEXT: %21 = arith.minui %20, %13 : vector<1x1x3xi32>
// CHECK-NEXT: %22 = arith.extui %6 : vector<1x1x3xi8> to vector<1x1x3xi32>
// CHECK-NEXT: %23 = arith.minui %22, %15 : vector<1x1x3xi32>
// CHECK-NEXT: %24 = arith.extui %7 : vector<1x1x3xi8> to vector<1x1x3xi32>
// CHECK-NEXT: %25 = arith.minui %24, %17 : vector<1x1x3xi32>
// CHECK-NEXT: %26 = arith.extui %8 : vector<1x1x3xi8> to vector<1x1x3xi32>
// CHECK-NEXT: %27 = arith.minui %26, %19 : vector<1x1x3xi32>
// CHECK-NEXT: %28 = arith.extui %9 : vector<1x1x3xi8> to vector<1x1x3xi32>
// CHECK-NEXT: %29 = arith.minui %28, %21 : vector<1x1x3xi32>
// CHECK-NEXT: %30 = vector.insert_strided_slice %23, %1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x1x3xi32> into vector<1x4x3xi32>
// CHECK-NEXT: %31 = vector.insert_strided_slice %25, %30 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<1x1x3xi32> into vector<1x4x3xi32>
// CHECK-NEXT: %32 = vector.insert_strided_slice %27, %31 {offsets = [0, 2, 0], strides = [1, 1, 1]} : vector<1x1x3xi32> into vector<1x4x3xi32>
// CHECK-NEXT: %33 = vector.insert_strided_slice %29, %32 {offsets = [0, 3, 0], strides = [1, 1, 1]} : vector<1x1x3xi32> into vector<1x4x3xi32>
// CHECK-NEXT: vector.transfer_write %33, %arg2[%c0, %c0, %c0] : vector<1x4x3xi32>, memref<1x4x3xi32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @pncw_sum(%arg0: tensor<1x3x9xf32>, %arg1: tensor<3xf32>, %arg2: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3_0 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%c0, %c0, %c0], %cst : tensor<1x3x9xf32>, vector<1x3x9xf32>
// CHECK-NEXT: %cst_1 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg2[%c0, %c0, %c0], %cst_1 : tensor<1x3x4xf32>, vector<1x3x4xf32>
// CHECK-NEXT: %2 = vector.transpose %0, [0, 2, 1] : vector<1x3x9xf32> to vector<1x9x3xf32>
// CHECK-NEXT: %3 = vector.transpose %1, [0, 2, 1] : vector<1x3x4xf32> to vector<1x4x3xf32>
// CHECK-NEXT: %4 = vector.extract_strided_slice %2 {offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %5 = vector.extract_strided_slice %2 {offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %6 = vector.extract_strided_slice %2 {offsets = [0, 4, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %7 = vector.extract_strided_slice %2 {offsets = [0, 6, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %8 = vector.extract_strided_slice %2 {offsets = [0, 1, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %9 = vector.extract_strided_slice %2 {offsets = [0, 3, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %10 = vector.extract_strided_slice %2 {offsets = [0, 5, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %11 = vector.extract_strided_slice %2 {offsets = [0, 7, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %12 = vector.extract_strided_slice %2 {offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %2 {offsets = [0, 4, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %14 = vector.extract_strided_slice %2 {offsets = [0, 6, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %15 = vector.extract_strided_slice %2 {offsets = [0, 8, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x9x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %16 = vector.extract_strided_slice %3 {offsets = [0, 0, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %17 = vector.extract_strided_slice %3 {offsets = [0, 1, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %18 = vector.extract_strided_slice %3 {offsets = [0, 2, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %19 = vector.extract_strided_slice %3 {offsets = [0, 3, 0], sizes = [1, 1, 3], strides = [1, 1, 1]} : vector<1x4x3xf32> to vector<1x1x3xf32>
// CHECK-NEXT: %20 = arith.addf %4, %16 : vector<1x1x3xf32>
// CHECK-NEXT: %21 = arith.addf %5, %17 : vector<1x1x3xf32>
// CHECK-NEXT: %22 = arith.addf %6, %18 : vector<1x1x3xf32>
// CHECK-NEXT: %23 = arith.addf %7, %19 : vector<1x1x3xf32>
// CHECK-NEXT: %24 = arith.addf %8, %20 : vector<1x1x3xf32>
// CHECK-NEXT: %25 = arith.addf %9, %21 : vector<1x1x3xf32>
// CHECK-NEXT: %26 = arith.addf %10, %22 : vector<1x1x3xf32>
// CHECK-NEXT: %27 = arith.addf %11, %23 : vector<1x1x3xf32>
// CHECK-NEXT: %28 = arith.addf %12, %24 : vector<1x1x3xf32>
// CHECK-NEXT: %29 = arith.addf %13, %25 : vector<1x1x3xf32>
// CHECK-NEXT: %30 = arith.addf %14, %26 : vector<1x1x3xf32>
// CHECK-NEXT: %31 = arith.addf %15, %27 : vector<1x1x3xf32>
// CHECK-NEXT: %32 = vector.insert_strided_slice %28, %3 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<1x1x3xf32> into vector<1x4x3xf32>
// CHECK-NEXT: %33 = vector.insert_strided_slice %29, %32 {offsets = [0, 1, 0], strides = [1, 1, 1]} : vector<1x1x3xf32> into vector<1x4x3xf32>
// CHECK-NEXT: %34 = vector.insert_strided_slice %30, %33 {offsets = [0, 2, 0], strides = [1, 1, 1]} : vector<1x1x3xf32> into vector<1x4x3xf32>
// CHECK-NEXT: %35 = vector.insert_strided_slice %31, %34 {offsets = [0, 3, 0], strides = [1, 1, 1]} : vector<1x1x3xf32> into vector<1x4x3xf32>
// CHECK-NEXT: %36 = vector.transpose %35, [0, 2, 1] : vector<1x4x3xf32> to vector<1x3x4xf32>
// CHECK-NEXT: %37 = vector.transfer_write %36, %arg2[%c0, %c0, %c0] : vector<1x3x4xf32>, tensor<1x3x4xf32>
// CHECK-NEXT: return %37 : tensor<1x3x4xf32>
// CHECK-LABEL: func.func @c2d(
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf
// CHECK-LABEL: func.func @gconv(
// CHECK-NEXT: linalg.generic
