// One-Shot Bufferize of tensor.generate and tensor.pad (a new buffer filled by a linalg.map, the
// source copied into a subview), tensor.reshape (a copy first when the source layout is not the
// identity), arith.index_cast on tensors and a matching extract_slice / insert_slice pair (in
// place), with and without function boundaries.
// RUN: jopt %s -one-shot-bufferize | jfilecheck %s --check-prefix=CHECK
// RUN: jopt %s -one-shot-bufferize=bufferize-function-boundaries | jfilecheck %s --check-prefix=FB

func.func @gen(%n: index, %m: index) -> tensor<?x?xindex> {
  %r = tensor.generate %n, %m {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  return %r : tensor<?x?xindex>
}
func.func @pad(%t: tensor<4x?xf32>, %h: index) -> tensor<7x?xf32> {
  %cst = arith.constant 0.0 : f32
  %r = tensor.pad %t low[1, 2] high[2, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  return %r : tensor<7x?xf32>
}
func.func @pads(%t: tensor<4x5xf32>) -> tensor<6x8xf32> {
  %cst = arith.constant 0.0 : f32
  %r = tensor.pad %t low[1, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<4x5xf32> to tensor<6x8xf32>
  return %r : tensor<6x8xf32>
}
func.func @reshape(%t: tensor<4x5xf32>, %s: tensor<1xindex>) -> tensor<?xf32> {
  %r = tensor.reshape %t(%s) : (tensor<4x5xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @idx(%a: tensor<4xindex>) -> tensor<4xi32> {
  %r = arith.index_cast %a : tensor<4xindex> to tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @pair(%t: tensor<10x10xf32>, %i: index, %f: f32) -> tensor<10x10xf32> {
  %s = tensor.extract_slice %t[%i, 0] [2, 10] [1, 1] : tensor<10x10xf32> to tensor<2x10xf32>
  %fill = linalg.fill ins(%f : f32) outs(%s : tensor<2x10xf32>) -> tensor<2x10xf32>
  %r = tensor.insert_slice %fill into %t[%i, 0] [2, 10] [1, 1] : tensor<2x10xf32> into tensor<10x10xf32>
  return %r : tensor<10x10xf32>
}
func.func @reshape2(%s: tensor<1xindex>, %f: f32) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %r = tensor.reshape %t(%s) : (tensor<4x5xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @reshape3(%t: tensor<4x5xf32>, %s: tensor<1xindex>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = tensor.reshape %t(%s) : (tensor<4x5xf32>, tensor<1xindex>) -> tensor<?xf32>
  %x = tensor.extract %r[%c0] : tensor<?xf32>
  return %x : f32
}

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-LABEL: func.func @gen(
// CHECK-SAME: %arg0: index, %arg1: index) -> tensor<?x?xindex> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0, %arg1) {alignment = 64 : i64} : memref<?x?xindex>
// CHECK-NEXT: linalg.map outs(%alloc : memref<?x?xindex>)
// CHECK-NEXT: (%init: index) {
// CHECK-NEXT: %1 = linalg.index 0 : index
// CHECK-NEXT: %2 = linalg.index 1 : index
// CHECK-NEXT: %3 = arith.addi %1, %2 : index
// CHECK-NEXT: linalg.yield %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc : memref<?x?xindex> to tensor<?x?xindex>
// CHECK-NEXT: return %0 : tensor<?x?xindex>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad(
// CHECK-SAME: %arg0: tensor<4x?xf32>, %arg1: index) -> tensor<7x?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg0 : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %3, %c1 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %4 = affine.apply #map()[%dim, %c2, %arg1]
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim_1 = memref.dim %2, %c1_0 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %5 = affine.apply #map1()[%dim_1, %arg1]
// CHECK-NEXT: %alloc = memref.alloc(%5) {alignment = 64 : i64} : memref<7x?xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<7x?xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %7 = linalg.index 0 : index
// CHECK-NEXT: %8 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c1_2 = arith.constant 1 : index
// CHECK-NEXT: %dim_3 = memref.dim %1, %c1_2 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[1, 2] [4, %dim_3] [1, 1] : memref<7x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %0, %subview : memref<4x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %6 = bufferization.to_tensor %alloc : memref<7x?xf32> to tensor<7x?xf32>
// CHECK-NEXT: return %6 : tensor<7x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pads(
// CHECK-SAME: %arg0: tensor<4x5xf32>) -> tensor<6x8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x8xf32>
// CHECK-NEXT: linalg.map outs(%alloc : memref<6x8xf32>)
// CHECK-NEXT: (%init: f32) {
// CHECK-NEXT: %2 = linalg.index 0 : index
// CHECK-NEXT: %3 = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: %subview = memref.subview %alloc[1, 1] [4, 5] [1, 1] : memref<6x8xf32> to memref<4x5xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT: memref.copy %0, %subview : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<6x8xf32> to tensor<6x8xf32>
// CHECK-NEXT: return %1 : tensor<6x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: %arg0: tensor<4x5xf32>, %arg1: tensor<1xindex>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<1xindex> to memref<1xindex, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%1) : (memref<4x5xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<?xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %reshape, %c0 : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %reshape, %alloc_0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc_0 : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %3 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idx(
// CHECK-SAME: %arg0: tensor<4xindex>) -> tensor<4xi32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xindex> to memref<4xindex, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = arith.index_cast %0 : memref<4xindex, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<4xi32, strided<[?], offset: ?>> to memref<4xi32>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<4xi32> to tensor<4xi32>
// CHECK-NEXT: return %2 : tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pair(
// CHECK-SAME: %arg0: tensor<10x10xf32>, %arg1: index, %arg2: f32) -> tensor<10x10xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<10x10xf32> to memref<10x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<10x10xf32> to memref<10x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %1[%arg1, 0] [2, 10] [1, 1] : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<2x10xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x10xf32>
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc : memref<2x10xf32>)
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<10x10xf32>
// CHECK-NEXT: memref.copy %0, %alloc_0 : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<10x10xf32>
// CHECK-NEXT: %subview_1 = memref.subview %alloc_0[%arg1, 0] [2, 10] [1, 1] : memref<10x10xf32> to memref<2x10xf32, strided<[10, 1], offset: ?>>
// CHECK-NEXT: memref.copy %alloc, %subview_1 : memref<2x10xf32> to memref<2x10xf32, strided<[10, 1], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc_0 : memref<10x10xf32> to tensor<10x10xf32>
// CHECK-NEXT: return %2 : tensor<10x10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape2(
// CHECK-SAME: %arg0: tensor<1xindex>, %arg1: f32) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<1xindex> to memref<1xindex, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4x5xf32>)
// CHECK-NEXT: %reshape = memref.reshape %alloc(%0) : (memref<4x5xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %reshape : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape3(
// CHECK-SAME: %arg0: tensor<4x5xf32>, %arg1: tensor<1xindex>) -> f32 {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<1xindex> to memref<1xindex, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32>
// CHECK-NEXT: %reshape = memref.reshape %alloc(%1) : (memref<4x5xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<?xf32>
// CHECK-NEXT: %3 = memref.load %reshape[%c0] : memref<?xf32>
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }

// FB: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// FB: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// FB-LABEL: func.func @gen(
// FB-SAME: %arg0: index, %arg1: index) -> memref<?x?xindex> {
// FB-NEXT: %alloc = memref.alloc(%arg0, %arg1) {alignment = 64 : i64} : memref<?x?xindex>
// FB-NEXT: linalg.map outs(%alloc : memref<?x?xindex>)
// FB-NEXT: (%init: index) {
// FB-NEXT: %0 = linalg.index 0 : index
// FB-NEXT: %1 = linalg.index 1 : index
// FB-NEXT: %2 = arith.addi %0, %1 : index
// FB-NEXT: linalg.yield %2 : index
// FB-NEXT: }
// FB-NEXT: %cast = memref.cast %alloc : memref<?x?xindex> to memref<?x?xindex, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<?x?xindex>
// FB-NEXT: }
// FB-LABEL: func.func @pad(
// FB-SAME: %arg0: memref<4x?xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<7x?xf32> {
// FB-NEXT: %cst = arith.constant 0.000000e+00 : f32
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %c2 = arith.constant 2 : index
// FB-NEXT: %0 = affine.apply #map()[%dim, %c2, %arg1]
// FB-NEXT: %c1_0 = arith.constant 1 : index
// FB-NEXT: %dim_1 = memref.dim %arg0, %c1_0 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %1 = affine.apply #map1()[%dim_1, %arg1]
// FB-NEXT: %alloc = memref.alloc(%1) {alignment = 64 : i64} : memref<7x?xf32>
// FB-NEXT: linalg.map outs(%alloc : memref<7x?xf32>)
// FB-NEXT: (%init: f32) {
// FB-NEXT: %2 = linalg.index 0 : index
// FB-NEXT: %3 = linalg.index 1 : index
// FB-NEXT: linalg.yield %cst : f32
// FB-NEXT: }
// FB-NEXT: %c1_2 = arith.constant 1 : index
// FB-NEXT: %dim_3 = memref.dim %arg0, %c1_2 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %subview = memref.subview %alloc[1, 2] [4, %dim_3] [1, 1] : memref<7x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// FB-NEXT: memref.copy %arg0, %subview : memref<4x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: ?>>
// FB-NEXT: %cast = memref.cast %alloc : memref<7x?xf32> to memref<7x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<7x?xf32>
// FB-NEXT: }
// FB-LABEL: func.func @pads(
// FB-SAME: %arg0: memref<4x5xf32, strided<[?, ?], offset: ?>>) -> memref<6x8xf32> {
// FB-NEXT: %cst = arith.constant 0.000000e+00 : f32
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x8xf32>
// FB-NEXT: linalg.map outs(%alloc : memref<6x8xf32>)
// FB-NEXT: (%init: f32) {
// FB-NEXT: %0 = linalg.index 0 : index
// FB-NEXT: %1 = linalg.index 1 : index
// FB-NEXT: linalg.yield %cst : f32
// FB-NEXT: }
// FB-NEXT: %subview = memref.subview %alloc[1, 1] [4, 5] [1, 1] : memref<6x8xf32> to memref<4x5xf32, strided<[8, 1], offset: 9>>
// FB-NEXT: memref.copy %arg0, %subview : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32, strided<[8, 1], offset: 9>>
// FB-NEXT: %cast = memref.cast %alloc : memref<6x8xf32> to memref<6x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<6x8xf32>
// FB-NEXT: }
// FB-LABEL: func.func @reshape(
// FB-SAME: %arg0: memref<4x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1xindex, strided<[?], offset: ?>>) -> memref<?xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32>
// FB-NEXT: %reshape = memref.reshape %alloc(%arg1) : (memref<4x5xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<?xf32>
// FB-NEXT: %cast = memref.cast %reshape : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: return %reshape : memref<?xf32>
// FB-NEXT: }
// FB-LABEL: func.func @idx(
// FB-SAME: %arg0: memref<4xindex, strided<[?], offset: ?>>) -> memref<4xi32, strided<[?], offset: ?>> {
// FB-NEXT: %0 = arith.index_cast %arg0 : memref<4xindex, strided<[?], offset: ?>> to memref<4xi32, strided<[?], offset: ?>>
// FB-NEXT: return %0 : memref<4xi32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @pair(
// FB-SAME: %arg0: memref<10x10xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<10x10xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %subview = memref.subview %arg0[%arg1, 0] [2, 10] [1, 1] : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<2x10xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: linalg.fill ins(%arg2 : f32) outs(%subview : memref<2x10xf32, strided<[?, ?], offset: ?>>)
// FB-NEXT: %subview_0 = memref.subview %arg0[%arg1, 0] [2, 10] [1, 1] : memref<10x10xf32, strided<[?, ?], offset: ?>> to memref<2x10xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: memref.copy %subview, %subview_0 : memref<2x10xf32, strided<[?, ?], offset: ?>> to memref<2x10xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %arg0 : memref<10x10xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @reshape2(
// FB-SAME: %arg0: memref<1xindex, strided<[?], offset: ?>>, %arg1: f32) -> memref<?xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// FB-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4x5xf32>)
// FB-NEXT: %reshape = memref.reshape %alloc(%arg0) : (memref<4x5xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<?xf32>
// FB-NEXT: %cast = memref.cast %reshape : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// FB-NEXT: return %reshape : memref<?xf32>
// FB-NEXT: }
// FB-LABEL: func.func @reshape3(
// FB-SAME: %arg0: memref<4x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1xindex, strided<[?], offset: ?>>) -> f32 {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// FB-NEXT: memref.copy %arg0, %alloc : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32>
// FB-NEXT: %reshape = memref.reshape %alloc(%arg1) : (memref<4x5xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<?xf32>
// FB-NEXT: %0 = memref.load %reshape[%c0] : memref<?xf32>
// FB-NEXT: return %0 : f32
// FB-NEXT: }
