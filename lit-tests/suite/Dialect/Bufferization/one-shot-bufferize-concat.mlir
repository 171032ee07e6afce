// One-Shot Bufferize of tensor.concat: a new buffer (the concatenated size reified as a sum of the
// inputs' sizes) and a copy of each input into a subview at the running offset; static, dynamic and
// mixed inputs along dim 0 and 1. Also an insert_slice at offset 0 of a buffer with a dynamic stride
// (the subview's offset stays static 0).
// RUN: jopt %s -one-shot-bufferize | jfilecheck %s --check-prefix=CHECK
// RUN: jopt %s -one-shot-bufferize=bufferize-function-boundaries | jfilecheck %s --check-prefix=FB

func.func @concat(%a: tensor<4x5xf32>, %b: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<4x5xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}
func.func @c2(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<6x3xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<6x3xf32>
  return %r : tensor<6x3xf32>
}
func.func @c3(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>, %c: tensor<2x3xf32>) -> tensor<?x3xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
func.func @c4(%a: tensor<?x3xf32>, %b: tensor<?x4xf32>) -> tensor<?x7xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x3xf32>, tensor<?x4xf32>) -> tensor<?x7xf32>
  return %r : tensor<?x7xf32>
}
func.func @ins(%t: tensor<?x8xf32>, %s: tensor<2x8xf32>) -> tensor<?x8xf32> {
  %r = tensor.insert_slice %s into %t[0, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}

// CHECK: #map = affine_map<()[s0] -> (s0 + 5)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK: #map2 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @concat(
// CHECK-SAME: %arg0: tensor<4x5xf32>, %arg1: tensor<4x?xf32>) -> tensor<4x?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c1_0 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %0, %c1_0 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = affine.apply #map()[%dim]
// CHECK-NEXT: %alloc = memref.alloc(%3) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: %dim_2 = memref.dim %alloc, %c1_1 : memref<4x?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [4, 5] [1, 1] : memref<4x?xf32> to memref<4x5xf32, strided<[?, 1]>>
// CHECK-NEXT: memref.copy %2, %subview : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32, strided<[?, 1]>>
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: %dim_4 = memref.dim %1, %c1_3 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_5 = memref.subview %alloc[0, 5] [4, %dim_4] [1, 1] : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: 5>>
// CHECK-NEXT: memref.copy %1, %subview_5 : memref<4x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: 5>>
// CHECK-NEXT: %4 = affine.apply #map()[%dim_4]
// CHECK-NEXT: %5 = bufferization.to_tensor %alloc : memref<4x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: return %5 : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c2(
// CHECK-SAME: %arg0: tensor<2x3xf32>, %arg1: tensor<4x3xf32>) -> tensor<6x3xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4x3xf32> to memref<4x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x3xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<6x3xf32> to memref<2x3xf32, strided<[3, 1]>>
// CHECK-NEXT: memref.copy %1, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1]>>
// CHECK-NEXT: %subview_0 = memref.subview %alloc[2, 0] [4, 3] [1, 1] : memref<6x3xf32> to memref<4x3xf32, strided<[3, 1], offset: 6>>
// CHECK-NEXT: memref.copy %0, %subview_0 : memref<4x3xf32, strided<[?, ?], offset: ?>> to memref<4x3xf32, strided<[3, 1], offset: 6>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<6x3xf32> to tensor<6x3xf32>
// CHECK-NEXT: return %2 : tensor<6x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c3(
// CHECK-SAME: %arg0: tensor<?x3xf32>, %arg1: tensor<?x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<?x3xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg2 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %3 = bufferization.to_buffer %arg1 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %4 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %1, %c0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %0, %c0_0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %5 = affine.apply #map1()[%dim, %dim_1]
// CHECK-NEXT: %alloc = memref.alloc(%5) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %dim_4 = memref.dim %alloc, %c0_3 : memref<?x3xf32>
// CHECK-NEXT: %c0_5 = arith.constant 0 : index
// CHECK-NEXT: %dim_6 = memref.dim %4, %c0_5 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [%dim_6, 3] [1, 1] : memref<?x3xf32> to memref<?x3xf32, strided<[3, 1]>>
// CHECK-NEXT: memref.copy %4, %subview : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[3, 1]>>
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %dim_8 = memref.dim %3, %c0_7 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %subview_9 = memref.subview %alloc[%dim_6, 0] [%dim_8, 3] [1, 1] : memref<?x3xf32> to memref<?x3xf32, strided<[3, 1], offset: ?>>
// CHECK-NEXT: memref.copy %3, %subview_9 : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[3, 1], offset: ?>>
// CHECK-NEXT: %6 = affine.apply #map2()[%dim_6, %dim_8]
// CHECK-NEXT: %subview_10 = memref.subview %alloc[%6, 0] [2, 3] [1, 1] : memref<?x3xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
// CHECK-NEXT: memref.copy %2, %subview_10 : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1], offset: ?>>
// CHECK-NEXT: %7 = affine.apply #map1()[%dim_6, %dim_8]
// CHECK-NEXT: %8 = bufferization.to_tensor %alloc : memref<?x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: return %8 : tensor<?x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c4(
// CHECK-SAME: %arg0: tensor<?x3xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x7xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %0, %c0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x7xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %dim_1 = memref.dim %alloc, %c0_0 : memref<?x7xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [%dim_1, 3] [1, 1] : memref<?x7xf32> to memref<?x3xf32, strided<[7, 1]>>
// CHECK-NEXT: memref.copy %2, %subview : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[7, 1]>>
// CHECK-NEXT: %subview_2 = memref.subview %alloc[0, 3] [%dim_1, 4] [1, 1] : memref<?x7xf32> to memref<?x4xf32, strided<[7, 1], offset: 3>>
// CHECK-NEXT: memref.copy %1, %subview_2 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[7, 1], offset: 3>>
// CHECK-NEXT: %3 = bufferization.to_tensor %alloc : memref<?x7xf32> to tensor<?x7xf32>
// CHECK-NEXT: return %3 : tensor<?x7xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ins(
// CHECK-SAME: %arg0: tensor<?x8xf32>, %arg1: tensor<2x8xf32>) -> tensor<?x8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<2x8xf32> to memref<2x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<?x8xf32> to memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %1, %c0 : memref<?x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x8xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<?x8xf32, strided<[?, ?], offset: ?>> to memref<?x8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0, 0] [2, 8] [1, 1] : memref<?x8xf32> to memref<2x8xf32, strided<[8, 1]>>
// CHECK-NEXT: memref.copy %0, %subview : memref<2x8xf32, strided<[?, ?], offset: ?>> to memref<2x8xf32, strided<[8, 1]>>
// CHECK-NEXT: %2 = bufferization.to_tensor %alloc : memref<?x8xf32> to tensor<?x8xf32>
// CHECK-NEXT: return %2 : tensor<?x8xf32>
// CHECK-NEXT: }

// FB: #map = affine_map<()[s0] -> (s0 + 5)>
// FB: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// FB: #map2 = affine_map<()[s0, s1] -> (s0 + s1)>
// FB-LABEL: func.func @concat(
// FB-SAME: %arg0: memref<4x5xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x?xf32, strided<[?, ?], offset: ?>>) -> memref<4x?xf32> {
// FB-NEXT: %c1 = arith.constant 1 : index
// FB-NEXT: %c5 = arith.constant 5 : index
// FB-NEXT: %c1_0 = arith.constant 1 : index
// FB-NEXT: %dim = memref.dim %arg1, %c1_0 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %0 = affine.apply #map()[%dim]
// FB-NEXT: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<4x?xf32>
// FB-NEXT: %c1_1 = arith.constant 1 : index
// FB-NEXT: %dim_2 = memref.dim %alloc, %c1_1 : memref<4x?xf32>
// FB-NEXT: %subview = memref.subview %alloc[0, 0] [4, 5] [1, 1] : memref<4x?xf32> to memref<4x5xf32, strided<[?, 1]>>
// FB-NEXT: memref.copy %arg0, %subview : memref<4x5xf32, strided<[?, ?], offset: ?>> to memref<4x5xf32, strided<[?, 1]>>
// FB-NEXT: %c1_3 = arith.constant 1 : index
// FB-NEXT: %dim_4 = memref.dim %arg1, %c1_3 : memref<4x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %subview_5 = memref.subview %alloc[0, 5] [4, %dim_4] [1, 1] : memref<4x?xf32> to memref<4x?xf32, strided<[?, 1], offset: 5>>
// FB-NEXT: memref.copy %arg1, %subview_5 : memref<4x?xf32, strided<[?, ?], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: 5>>
// FB-NEXT: %1 = affine.apply #map()[%dim_4]
// FB-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<4x?xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<4x?xf32>
// FB-NEXT: }
// FB-LABEL: func.func @c2(
// FB-SAME: %arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x3xf32, strided<[?, ?], offset: ?>>) -> memref<6x3xf32> {
// FB-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x3xf32>
// FB-NEXT: %subview = memref.subview %alloc[0, 0] [2, 3] [1, 1] : memref<6x3xf32> to memref<2x3xf32, strided<[3, 1]>>
// FB-NEXT: memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1]>>
// FB-NEXT: %subview_0 = memref.subview %alloc[2, 0] [4, 3] [1, 1] : memref<6x3xf32> to memref<4x3xf32, strided<[3, 1], offset: 6>>
// FB-NEXT: memref.copy %arg1, %subview_0 : memref<4x3xf32, strided<[?, ?], offset: ?>> to memref<4x3xf32, strided<[3, 1], offset: 6>>
// FB-NEXT: %cast = memref.cast %alloc : memref<6x3xf32> to memref<6x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<6x3xf32>
// FB-NEXT: }
// FB-LABEL: func.func @c3(
// FB-SAME: %arg0: memref<?x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x3xf32, strided<[?, ?], offset: ?>>, %arg2: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> memref<?x3xf32> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: %dim_1 = memref.dim %arg1, %c0_0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %c0_2 = arith.constant 0 : index
// FB-NEXT: %c2 = arith.constant 2 : index
// FB-NEXT: %0 = affine.apply #map1()[%dim, %dim_1]
// FB-NEXT: %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<?x3xf32>
// FB-NEXT: %c0_3 = arith.constant 0 : index
// FB-NEXT: %dim_4 = memref.dim %alloc, %c0_3 : memref<?x3xf32>
// FB-NEXT: %c0_5 = arith.constant 0 : index
// FB-NEXT: %dim_6 = memref.dim %arg0, %c0_5 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %subview = memref.subview %alloc[0, 0] [%dim_6, 3] [1, 1] : memref<?x3xf32> to memref<?x3xf32, strided<[3, 1]>>
// FB-NEXT: memref.copy %arg0, %subview : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[3, 1]>>
// FB-NEXT: %c0_7 = arith.constant 0 : index
// FB-NEXT: %dim_8 = memref.dim %arg1, %c0_7 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %subview_9 = memref.subview %alloc[%dim_6, 0] [%dim_8, 3] [1, 1] : memref<?x3xf32> to memref<?x3xf32, strided<[3, 1], offset: ?>>
// FB-NEXT: memref.copy %arg1, %subview_9 : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[3, 1], offset: ?>>
// FB-NEXT: %1 = affine.apply #map2()[%dim_6, %dim_8]
// FB-NEXT: %subview_10 = memref.subview %alloc[%1, 0] [2, 3] [1, 1] : memref<?x3xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
// FB-NEXT: memref.copy %arg2, %subview_10 : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[3, 1], offset: ?>>
// FB-NEXT: %2 = affine.apply #map1()[%dim_6, %dim_8]
// FB-NEXT: %cast = memref.cast %alloc : memref<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<?x3xf32>
// FB-NEXT: }
// FB-LABEL: func.func @c4(
// FB-SAME: %arg0: memref<?x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<?x7xf32> {
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x3xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x7xf32>
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: %dim_1 = memref.dim %alloc, %c0_0 : memref<?x7xf32>
// FB-NEXT: %subview = memref.subview %alloc[0, 0] [%dim_1, 3] [1, 1] : memref<?x7xf32> to memref<?x3xf32, strided<[7, 1]>>
// FB-NEXT: memref.copy %arg0, %subview : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[7, 1]>>
// FB-NEXT: %subview_2 = memref.subview %alloc[0, 3] [%dim_1, 4] [1, 1] : memref<?x7xf32> to memref<?x4xf32, strided<[7, 1], offset: 3>>
// FB-NEXT: memref.copy %arg1, %subview_2 : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32, strided<[7, 1], offset: 3>>
// FB-NEXT: %cast = memref.cast %alloc : memref<?x7xf32> to memref<?x7xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %alloc : memref<?x7xf32>
// FB-NEXT: }
// FB-LABEL: func.func @ins(
// FB-SAME: %arg0: memref<?x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<2x8xf32, strided<[?, ?], offset: ?>>) -> memref<?x8xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %subview = memref.subview %arg0[0, 0] [2, 8] [1, 1] : memref<?x8xf32, strided<[?, ?], offset: ?>> to memref<2x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: memref.copy %arg1, %subview : memref<2x8xf32, strided<[?, ?], offset: ?>> to memref<2x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %arg0 : memref<?x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
