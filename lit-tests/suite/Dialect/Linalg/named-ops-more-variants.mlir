// The OpDSL ops added in this round (grouped/quantized/NCHW convolutions, NCHW and unsigned
// poolings, quantized matmuls, mmt4d, batch matvec/vecmat, batch_reduce_matmul) and linalg.softmax
// print in their short form; generalization shows their maps and bodies.
// RUN: jopt %s -split-input-file | jfilecheck %s
// RUN: jopt %s -split-input-file -linalg-generalize-named-ops | jfilecheck %s --check-prefix=GEN

// CHECK-LABEL: func.func @conv_q
// CHECK: linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x9x9x3xi8>, tensor<4x3x3x3xi8>, i32, i32) outs(%arg4 : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
// GEN-DAG: #[[$IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// GEN-DAG: #[[$F:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GEN-DAG: #[[$ZP:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GEN-DAG: #[[$OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GEN-LABEL: func.func @conv_q
// GEN: linalg.generic {indexing_maps = [#[[$IN]], #[[$F]], #[[$ZP]], #[[$ZP]], #[[$OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
// GEN-NEXT: ^bb0(%[[I:.*]]: i8, %[[K:.*]]: i8, %[[IZ:.*]]: i32, %[[KZ:.*]]: i32, %[[O:.*]]: i32):
// GEN-NEXT:   %[[A:.*]] = arith.extsi %[[I]] : i8 to i32
// GEN-NEXT:   %[[B:.*]] = arith.subi %[[A]], %[[IZ]] : i32
// GEN-NEXT:   %[[C:.*]] = arith.extsi %[[K]] : i8 to i32
// GEN-NEXT:   %[[D:.*]] = arith.subi %[[C]], %[[KZ]] : i32
// GEN-NEXT:   %[[E:.*]] = arith.muli %[[B]], %[[D]] : i32
// GEN-NEXT:   %[[F2:.*]] = arith.addi %[[O]], %[[E]] : i32
// GEN-NEXT:   linalg.yield %[[F2]] : i32
func.func @conv_q(%i: tensor<1x9x9x3xi8>, %f: tensor<4x3x3x3xi8>, %iz: i32, %fz: i32, %o: tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%i, %f, %iz, %fz : tensor<1x9x9x3xi8>, tensor<4x3x3x3xi8>, i32, i32) outs(%o : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  return %0 : tensor<1x4x4x4xi32>
}

// -----

// CHECK-LABEL: func.func @grouped
// CHECK: linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x2x3x6x6xf32>, tensor<2x5x3x3x3xf32>) outs(%arg2 : tensor<1x2x5x4x4xf32>) -> tensor<1x2x5x4x4xf32>
// GEN-DAG: #[[$IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
// GEN-DAG: #[[$F:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GEN-LABEL: func.func @grouped
// GEN: indexing_maps = [#[[$IN]], #[[$F]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
func.func @grouped(%i: tensor<1x2x3x6x6xf32>, %f: tensor<2x5x3x3x3xf32>, %o: tensor<1x2x5x4x4xf32>) -> tensor<1x2x5x4x4xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%i, %f : tensor<1x2x3x6x6xf32>, tensor<2x5x3x3x3xf32>) outs(%o : tensor<1x2x5x4x4xf32>) -> tensor<1x2x5x4x4xf32>
  return %0 : tensor<1x2x5x4x4xf32>
}

// -----

// CHECK-LABEL: func.func @pool_unsigned
// CHECK: linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x4x4x1xi8>, tensor<2x2xi8>)
// GEN-LABEL: func.func @pool_unsigned
// GEN: arith.extui %{{.*}} : i8 to i32
// GEN-NEXT: arith.maxui
func.func @pool_unsigned(%i: tensor<1x4x4x1xi8>, %w: tensor<2x2xi8>, %o: tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%i, %w : tensor<1x4x4x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x3x3x1xi32>) -> tensor<1x3x3x1xi32>
  return %0 : tensor<1x3x3x1xi32>
}

// -----

// CHECK-LABEL: func.func @matmuls
// CHECK: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<4x8xi8>, tensor<8x6xi8>, i32, i32) outs(%arg4 : tensor<4x6xi32>) -> tensor<4x6xi32>
// CHECK: linalg.mmt4d ins(%arg5, %arg6 : tensor<2x3x4x5xf32>, tensor<7x3x6x5xf32>) outs(%arg7 : tensor<2x7x4x6xf32>) -> tensor<2x7x4x6xf32>
// CHECK: linalg.batch_reduce_matmul ins(%arg8, %arg9 : tensor<3x4x8xf32>, tensor<3x8x6xf32>) outs(%arg10 : tensor<4x6xf32>) -> tensor<4x6xf32>
// GEN-DAG: #[[$L:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// GEN-DAG: #[[$R:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GEN-DAG: #[[$A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GEN-DAG: #[[$C:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GEN-LABEL: func.func @matmuls
// GEN: iterator_types = ["parallel", "parallel", "reduction"]
// GEN: indexing_maps = [#[[$L]], #[[$R]], #{{.*}}], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]
// GEN: indexing_maps = [#[[$A]], #{{.*}}, #[[$C]]], iterator_types = ["reduction", "parallel", "parallel", "reduction"]
func.func @matmuls(%a: tensor<4x8xi8>, %b: tensor<8x6xi8>, %az: i32, %bz: i32, %c: tensor<4x6xi32>,
                   %l: tensor<2x3x4x5xf32>, %r: tensor<7x3x6x5xf32>, %acc: tensor<2x7x4x6xf32>,
                   %x: tensor<3x4x8xf32>, %y: tensor<3x8x6xf32>, %z: tensor<4x6xf32>) -> (tensor<4x6xi32>, tensor<2x7x4x6xf32>, tensor<4x6xf32>) {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<4x8xi8>, tensor<8x6xi8>, i32, i32) outs(%c : tensor<4x6xi32>) -> tensor<4x6xi32>
  %1 = linalg.mmt4d ins(%l, %r : tensor<2x3x4x5xf32>, tensor<7x3x6x5xf32>) outs(%acc : tensor<2x7x4x6xf32>) -> tensor<2x7x4x6xf32>
  %2 = linalg.batch_reduce_matmul ins(%x, %y : tensor<3x4x8xf32>, tensor<3x8x6xf32>) outs(%z : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0, %1, %2 : tensor<4x6xi32>, tensor<2x7x4x6xf32>, tensor<4x6xf32>
}

// -----

// CHECK-LABEL: func.func @softmax
// CHECK: linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK: linalg.softmax {tag} dimension(0) ins(%arg2 : memref<8xf32>) outs(%arg2 : memref<8xf32>)
// GEN-LABEL: func.func @softmax
// GEN: linalg.softmax
func.func @softmax(%a: tensor<2x16x32xf32>, %o: tensor<2x16x32xf32>, %m: memref<8xf32>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%o : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  linalg.softmax {tag} dimension(0) ins(%m : memref<8xf32>) outs(%m : memref<8xf32>)
  return %0 : tensor<2x16x32xf32>
}
