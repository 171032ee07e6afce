// One-Shot Bufferize of vector.transfer_read and vector.transfer_write on tensors (the IR
// -linalg-vectorize makes): reads of the buffers, writes into the destination buffer in place.
// RUN: jopt %s -one-shot-bufferize | jfilecheck %s --check-prefix=CHECK
// RUN: jopt %s -one-shot-bufferize=bufferize-function-boundaries | jfilecheck %s --check-prefix=FB

#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0) -> (0, d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0, d1)>
#map3 = affine_map<(d0, d1) -> (0, d1, d0)>
module {
  func.func @fill(%arg0: f32, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg1[%c0, %c0], %0 : tensor<4x4xf32>, vector<4x4xf32>
    %c0_1 = arith.constant 0 : index
    %2 = vector.broadcast %arg0 : f32 to vector<4x4xf32>
    %3 = vector.transfer_write %2, %arg1[%c0_1, %c0_1] : vector<4x4xf32>, tensor<4x4xf32>
    return %3 : tensor<4x4xf32>
  }
  func.func @copy(%arg0: memref<8xi32>, %arg1: memref<8xi32>) {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : i32
    %1 = vector.transfer_read %arg0[%c0], %0 : memref<8xi32>, vector<8xi32>
    %2 = ub.poison : i32
    %3 = vector.transfer_read %arg1[%c0], %2 : memref<8xi32>, vector<8xi32>
    %c0_0 = arith.constant 0 : index
    vector.transfer_write %1, %arg1[%c0_0] : vector<8xi32>, memref<8xi32>
    return
  }
  func.func @tr(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %c8 = arith.constant 8 : index
    %c4 = arith.constant 4 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map} : tensor<4x8xf32>, vector<8x4xf32>
    %2 = ub.poison : f32
    %3 = vector.transfer_read %arg1[%c0, %c0], %2 : tensor<8x4xf32>, vector<8x4xf32>
    %c0_0 = arith.constant 0 : index
    %4 = vector.transfer_write %1, %arg1[%c0_0, %c0_0] : vector<8x4xf32>, tensor<8x4xf32>
    return %4 : tensor<8x4xf32>
  }
  func.func @bcast(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg0[%c0], %0 {permutation_map = #map1} : tensor<8xf32>, vector<4x8xf32>
    %2 = ub.poison : f32
    %3 = vector.transfer_read %arg1[%c0, %c0], %2 : tensor<4x8xf32>, vector<4x8xf32>
    %c0_0 = arith.constant 0 : index
    %4 = vector.transfer_write %1, %arg1[%c0_0, %c0_0] : vector<4x8xf32>, tensor<4x8xf32>
    return %4 : tensor<4x8xf32>
  }
  func.func @map(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %c16 = arith.constant 16 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg0[%c0], %0 : tensor<16xf32>, vector<16xf32>
    %2 = ub.poison : f32
    %3 = vector.transfer_read %arg1[%c0], %2 : tensor<16xf32>, vector<16xf32>
    %4 = ub.poison : f32
    %5 = vector.transfer_read %arg2[%c0], %4 : tensor<16xf32>, vector<16xf32>
    %6 = arith.maximumf %1, %3 : vector<16xf32>
    %c0_0 = arith.constant 0 : index
    %7 = vector.transfer_write %6, %arg2[%c0_0] : vector<16xf32>, tensor<16xf32>
    return %7 : tensor<16xf32>
  }
  func.func @reduce(%arg0: tensor<4x8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : i32
    %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xi32>, vector<4x8xi32>
    %2 = ub.poison : i32
    %3 = vector.transfer_read %arg1[%c0], %2 : tensor<8xi32>, vector<8xi32>
    %4 = vector.multi_reduction <maxsi>, %1, %3 [0] : vector<4x8xi32> to vector<8xi32>
    %c0_0 = arith.constant 0 : index
    %5 = vector.transfer_write %4, %arg1[%c0_0] : vector<8xi32>, tensor<8xi32>
    return %5 : tensor<8xi32>
  }
  func.func @full(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xf32>, vector<4x8xf32>
    %2 = ub.poison : f32
    %3 = vector.transfer_read %arg1[], %2 : tensor<f32>, vector<f32>
    %4 = vector.extract %3[] : f32 from vector<f32>
    %5 = vector.multi_reduction <add>, %1, %4 [0, 1] : vector<4x8xf32> to f32
    %c0_0 = arith.constant 0 : index
    %6 = vector.broadcast %5 : f32 to vector<f32>
    %7 = vector.transfer_write %6, %arg1[] : vector<f32>, tensor<f32>
    return %7 : tensor<f32>
  }
  func.func @mmt(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map2} : tensor<4x8xf32>, vector<4x4x8xf32>
    %2 = ub.poison : f32
    %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map3} : tensor<8x4xf32>, vector<4x4x8xf32>
    %4 = ub.poison : f32
    %5 = vector.transfer_read %arg2[%c0, %c0], %4 : tensor<4x4xf32>, vector<4x4xf32>
    %6 = arith.mulf %1, %3 : vector<4x4x8xf32>
    %7 = vector.multi_reduction <add>, %6, %5 [2] : vector<4x4x8xf32> to vector<4x4xf32>
    %c0_1 = arith.constant 0 : index
    %8 = vector.transfer_write %7, %arg2[%c0_1, %c0_1] : vector<4x4xf32>, tensor<4x4xf32>
    return %8 : tensor<4x4xf32>
  }
  func.func @cst(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg0[%c0, %c0], %0 : tensor<4x8xf32>, vector<4x8xf32>
    %2 = ub.poison : f32
    %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map} : tensor<8x4xf32>, vector<4x8xf32>
    %cst = arith.constant 2.000000e+00 : f32
    %cst_0 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
    %4 = arith.mulf %1, %cst_0 : vector<4x8xf32>
    %cst_1 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
    %5 = arith.cmpf ogt, %4, %cst_1 : vector<4x8xf32>
    %cst_2 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
    %6 = arith.select %5, %4, %cst_2 : vector<4x8xi1>, vector<4x8xf32>
    %c0_3 = arith.constant 0 : index
    %7 = vector.transfer_write %6, %arg1[%c0_3, %c0_3] {permutation_map = #map} : vector<4x8xf32>, tensor<8x4xf32>
    return %7 : tensor<8x4xf32>
  }
  func.func @mv(%arg0: memref<4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<4xf32>) {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %0 = ub.poison : f32
    %1 = vector.transfer_read %arg0[%c0, %c0], %0 : memref<4x8xf32>, vector<4x8xf32>
    %2 = ub.poison : f32
    %3 = vector.transfer_read %arg1[%c0], %2 {permutation_map = #map1} : memref<8xf32>, vector<4x8xf32>
    %4 = ub.poison : f32
    %5 = vector.transfer_read %arg2[%c0], %4 : memref<4xf32>, vector<4xf32>
    %6 = arith.mulf %1, %3 : vector<4x8xf32>
    %7 = vector.multi_reduction <add>, %6, %5 [1] : vector<4x8xf32> to vector<4xf32>
    %c0_0 = arith.constant 0 : index
    vector.transfer_write %7, %arg2[%c0_0] : vector<4xf32>, memref<4xf32>
    return
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0) -> (0, d0)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK: #map3 = affine_map<(d0, d1) -> (0, d1, d0)>
// CHECK-LABEL: func.func @fill(
// CHECK-SAME: %arg0: f32, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = vector.transfer_read %0[%c0, %c0], %1 : memref<4x4xf32, strided<[?, ?], offset: ?>>, vector<4x4xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %3 = vector.broadcast %arg0 : f32 to vector<4x4xf32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT: vector.transfer_write %3, %alloc[%c0_1, %c0_1] : vector<4x4xf32>, memref<4x4xf32>
// CHECK-NEXT: %4 = bufferization.to_tensor %alloc : memref<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %4 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %arg0: memref<8xi32>, %arg1: memref<8xi32>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 : memref<8xi32>, vector<8xi32>
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : memref<8xi32>, vector<8xi32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %1, %arg1[%c0_0] : vector<8xi32>, memref<8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tr(
// CHECK-SAME: %arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %1[%c0, %c0], %2 {permutation_map = #map} : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<8x4xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %0[%c0, %c0], %4 : memref<8x4xf32, strided<[?, ?], offset: ?>>, vector<8x4xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// CHECK-NEXT: vector.transfer_write %3, %alloc[%c0_0, %c0_0] : vector<8x4xf32>, memref<8x4xf32>
// CHECK-NEXT: %6 = bufferization.to_tensor %alloc : memref<8x4xf32> to tensor<8x4xf32>
// CHECK-NEXT: return %6 : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bcast(
// CHECK-SAME: %arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %1[%c0], %2 {permutation_map = #map1} : memref<8xf32, strided<[?], offset: ?>>, vector<4x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %0[%c0, %c0], %4 : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT: vector.transfer_write %3, %alloc[%c0_0, %c0_0] : vector<4x8xf32>, memref<4x8xf32>
// CHECK-NEXT: %6 = bufferization.to_tensor %alloc : memref<4x8xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %6 : tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @map(
// CHECK-SAME: %arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg2 : tensor<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<16xf32> to memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.transfer_read %2[%c0], %3 : memref<16xf32, strided<[?], offset: ?>>, vector<16xf32>
// CHECK-NEXT: %5 = ub.poison : f32
// CHECK-NEXT: %6 = vector.transfer_read %1[%c0], %5 : memref<16xf32, strided<[?], offset: ?>>, vector<16xf32>
// CHECK-NEXT: %7 = ub.poison : f32
// CHECK-NEXT: %8 = vector.transfer_read %0[%c0], %7 : memref<16xf32, strided<[?], offset: ?>>, vector<16xf32>
// CHECK-NEXT: %9 = arith.maximumf %4, %6 : vector<16xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT: vector.transfer_write %9, %alloc[%c0_0] : vector<16xf32>, memref<16xf32>
// CHECK-NEXT: %10 = bufferization.to_tensor %alloc : memref<16xf32> to tensor<16xf32>
// CHECK-NEXT: return %10 : tensor<16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: %arg0: tensor<4x8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<8xi32> to memref<8xi32, strided<[?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4x8xi32> to memref<4x8xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = ub.poison : i32
// CHECK-NEXT: %3 = vector.transfer_read %1[%c0, %c0], %2 : memref<4x8xi32, strided<[?, ?], offset: ?>>, vector<4x8xi32>
// CHECK-NEXT: %4 = ub.poison : i32
// CHECK-NEXT: %5 = vector.transfer_read %0[%c0], %4 : memref<8xi32, strided<[?], offset: ?>>, vector<8xi32>
// CHECK-NEXT: %6 = vector.multi_reduction <maxsi>, %3, %5 [0] : vector<4x8xi32> to vector<8xi32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xi32>
// CHECK-NEXT: vector.transfer_write %6, %alloc[%c0_0] : vector<8xi32>, memref<8xi32>
// CHECK-NEXT: %7 = bufferization.to_tensor %alloc : memref<8xi32> to tensor<8xi32>
// CHECK-NEXT: return %7 : tensor<8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @full(
// CHECK-SAME: %arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %1[%c0, %c0], %2 : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %0[], %4 : memref<f32, strided<[], offset: ?>>, vector<f32>
// CHECK-NEXT: %6 = vector.extract %5[] : f32 from vector<f32>
// CHECK-NEXT: %7 = vector.multi_reduction <add>, %3, %6 [0, 1] : vector<4x8xf32> to f32
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %8 = vector.broadcast %7 : f32 to vector<f32>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT: vector.transfer_write %8, %alloc[] : vector<f32>, memref<f32>
// CHECK-NEXT: %9 = bufferization.to_tensor %alloc : memref<f32> to tensor<f32>
// CHECK-NEXT: return %9 : tensor<f32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mmt(
// CHECK-SAME: %arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg2 : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.transfer_read %2[%c0, %c0], %3 {permutation_map = #map2} : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<4x4x8xf32>
// CHECK-NEXT: %5 = ub.poison : f32
// CHECK-NEXT: %6 = vector.transfer_read %1[%c0, %c0], %5 {permutation_map = #map3} : memref<8x4xf32, strided<[?, ?], offset: ?>>, vector<4x4x8xf32>
// CHECK-NEXT: %7 = ub.poison : f32
// CHECK-NEXT: %8 = vector.transfer_read %0[%c0, %c0], %7 : memref<4x4xf32, strided<[?, ?], offset: ?>>, vector<4x4xf32>
// CHECK-NEXT: %9 = arith.mulf %4, %6 : vector<4x4x8xf32>
// CHECK-NEXT: %10 = vector.multi_reduction <add>, %9, %8 [2] : vector<4x4x8xf32> to vector<4x4xf32>
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT: vector.transfer_write %10, %alloc[%c0_1, %c0_1] : vector<4x4xf32>, memref<4x4xf32>
// CHECK-NEXT: %11 = bufferization.to_tensor %alloc : memref<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: return %11 : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cst(
// CHECK-SAME: %arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg1 : tensor<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %1 = bufferization.to_buffer %arg1 : tensor<8x4xf32> to memref<8x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %2 = bufferization.to_buffer %arg0 : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %3 = ub.poison : f32
// CHECK-NEXT: %4 = vector.transfer_read %2[%c0, %c0], %3 : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
// CHECK-NEXT: %5 = ub.poison : f32
// CHECK-NEXT: %6 = vector.transfer_read %1[%c0, %c0], %5 {permutation_map = #map} : memref<8x4xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %7 = arith.mulf %4, %cst_0 : vector<4x8xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %8 = arith.cmpf ogt, %7, %cst_1 : vector<4x8xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// CHECK-NEXT: %9 = arith.select %8, %7, %cst_2 : vector<4x8xi1>, vector<4x8xf32>
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<8x4xf32, strided<[?, ?], offset: ?>> to memref<8x4xf32>
// CHECK-NEXT: vector.transfer_write %9, %alloc[%c0_3, %c0_3] {permutation_map = #map} : vector<4x8xf32>, memref<8x4xf32>
// CHECK-NEXT: %10 = bufferization.to_tensor %alloc : memref<8x4xf32> to tensor<8x4xf32>
// CHECK-NEXT: return %10 : tensor<8x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mv(
// CHECK-SAME: %arg0: memref<4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<4xf32>) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = ub.poison : f32
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : memref<4x8xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 {permutation_map = #map1} : memref<8xf32>, vector<4x8xf32>
// CHECK-NEXT: %4 = ub.poison : f32
// CHECK-NEXT: %5 = vector.transfer_read %arg2[%c0], %4 : memref<4xf32>, vector<4xf32>
// CHECK-NEXT: %6 = arith.mulf %1, %3 : vector<4x8xf32>
// CHECK-NEXT: %7 = vector.multi_reduction <add>, %6, %5 [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: vector.transfer_write %7, %arg2[%c0_0] : vector<4xf32>, memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// FB: #map = affine_map<(d0, d1) -> (d1, d0)>
// FB: #map1 = affine_map<(d0) -> (0, d0)>
// FB: #map2 = affine_map<(d0, d1) -> (d0, 0, d1)>
// FB: #map3 = affine_map<(d0, d1) -> (0, d1, d0)>
// FB-LABEL: func.func @fill(
// FB-SAME: %arg0: f32, %arg1: memref<4x4xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %c4_0 = arith.constant 4 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : f32
// FB-NEXT: %1 = vector.transfer_read %arg1[%c0, %c0], %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>, vector<4x4xf32>
// FB-NEXT: %c0_1 = arith.constant 0 : index
// FB-NEXT: %2 = vector.broadcast %arg0 : f32 to vector<4x4xf32>
// FB-NEXT: vector.transfer_write %2, %arg1[%c0_1, %c0_1] : vector<4x4xf32>, memref<4x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %arg1 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @copy(
// FB-SAME: %arg0: memref<8xi32>, %arg1: memref<8xi32>) {
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : i32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 : memref<8xi32>, vector<8xi32>
// FB-NEXT: %2 = ub.poison : i32
// FB-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : memref<8xi32>, vector<8xi32>
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: vector.transfer_write %1, %arg1[%c0_0] : vector<8xi32>, memref<8xi32>
// FB-NEXT: return
// FB-NEXT: }
// FB-LABEL: func.func @tr(
// FB-SAME: %arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x4xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : f32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map} : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<8x4xf32>
// FB-NEXT: %2 = ub.poison : f32
// FB-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 : memref<8x4xf32, strided<[?, ?], offset: ?>>, vector<8x4xf32>
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: vector.transfer_write %1, %arg1[%c0_0, %c0_0] : vector<8x4xf32>, memref<8x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %arg1 : memref<8x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @bcast(
// FB-SAME: %arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<4x8xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : f32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 {permutation_map = #map1} : memref<8xf32, strided<[?], offset: ?>>, vector<4x8xf32>
// FB-NEXT: %2 = ub.poison : f32
// FB-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: vector.transfer_write %1, %arg1[%c0_0, %c0_0] : vector<4x8xf32>, memref<4x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %arg1 : memref<4x8xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @map(
// FB-SAME: %arg0: memref<16xf32, strided<[?], offset: ?>>, %arg1: memref<16xf32, strided<[?], offset: ?>>, %arg2: memref<16xf32, strided<[?], offset: ?>>) -> memref<16xf32, strided<[?], offset: ?>> {
// FB-NEXT: %c16 = arith.constant 16 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : f32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0], %0 : memref<16xf32, strided<[?], offset: ?>>, vector<16xf32>
// FB-NEXT: %2 = ub.poison : f32
// FB-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : memref<16xf32, strided<[?], offset: ?>>, vector<16xf32>
// FB-NEXT: %4 = ub.poison : f32
// FB-NEXT: %5 = vector.transfer_read %arg2[%c0], %4 : memref<16xf32, strided<[?], offset: ?>>, vector<16xf32>
// FB-NEXT: %6 = arith.maximumf %1, %3 : vector<16xf32>
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: vector.transfer_write %6, %arg2[%c0_0] : vector<16xf32>, memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: return %arg2 : memref<16xf32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @reduce(
// FB-SAME: %arg0: memref<4x8xi32, strided<[?, ?], offset: ?>>, %arg1: memref<8xi32, strided<[?], offset: ?>>) -> memref<8xi32, strided<[?], offset: ?>> {
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : i32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : memref<4x8xi32, strided<[?, ?], offset: ?>>, vector<4x8xi32>
// FB-NEXT: %2 = ub.poison : i32
// FB-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 : memref<8xi32, strided<[?], offset: ?>>, vector<8xi32>
// FB-NEXT: %4 = vector.multi_reduction <maxsi>, %1, %3 [0] : vector<4x8xi32> to vector<8xi32>
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: vector.transfer_write %4, %arg1[%c0_0] : vector<8xi32>, memref<8xi32, strided<[?], offset: ?>>
// FB-NEXT: return %arg1 : memref<8xi32, strided<[?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @full(
// FB-SAME: %arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<f32, strided<[], offset: ?>>) -> memref<f32, strided<[], offset: ?>> {
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : f32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
// FB-NEXT: %2 = ub.poison : f32
// FB-NEXT: %3 = vector.transfer_read %arg1[], %2 : memref<f32, strided<[], offset: ?>>, vector<f32>
// FB-NEXT: %4 = vector.extract %3[] : f32 from vector<f32>
// FB-NEXT: %5 = vector.multi_reduction <add>, %1, %4 [0, 1] : vector<4x8xf32> to f32
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: %6 = vector.broadcast %5 : f32 to vector<f32>
// FB-NEXT: vector.transfer_write %6, %arg1[] : vector<f32>, memref<f32, strided<[], offset: ?>>
// FB-NEXT: return %arg1 : memref<f32, strided<[], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @mmt(
// FB-SAME: %arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x4xf32, strided<[?, ?], offset: ?>>, %arg2: memref<4x4xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %c4_0 = arith.constant 4 : index
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : f32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 {permutation_map = #map2} : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<4x4x8xf32>
// FB-NEXT: %2 = ub.poison : f32
// FB-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map3} : memref<8x4xf32, strided<[?, ?], offset: ?>>, vector<4x4x8xf32>
// FB-NEXT: %4 = ub.poison : f32
// FB-NEXT: %5 = vector.transfer_read %arg2[%c0, %c0], %4 : memref<4x4xf32, strided<[?, ?], offset: ?>>, vector<4x4xf32>
// FB-NEXT: %6 = arith.mulf %1, %3 : vector<4x4x8xf32>
// FB-NEXT: %7 = vector.multi_reduction <add>, %6, %5 [2] : vector<4x4x8xf32> to vector<4x4xf32>
// FB-NEXT: %c0_1 = arith.constant 0 : index
// FB-NEXT: vector.transfer_write %7, %arg2[%c0_1, %c0_1] : vector<4x4xf32>, memref<4x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %arg2 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @cst(
// FB-SAME: %arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x4xf32, strided<[?, ?], offset: ?>>) -> memref<8x4xf32, strided<[?, ?], offset: ?>> {
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : f32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : memref<4x8xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
// FB-NEXT: %2 = ub.poison : f32
// FB-NEXT: %3 = vector.transfer_read %arg1[%c0, %c0], %2 {permutation_map = #map} : memref<8x4xf32, strided<[?, ?], offset: ?>>, vector<4x8xf32>
// FB-NEXT: %cst = arith.constant 2.000000e+00 : f32
// FB-NEXT: %cst_0 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// FB-NEXT: %4 = arith.mulf %1, %cst_0 : vector<4x8xf32>
// FB-NEXT: %cst_1 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// FB-NEXT: %5 = arith.cmpf ogt, %4, %cst_1 : vector<4x8xf32>
// FB-NEXT: %cst_2 = arith.constant dense<2.000000e+00> : vector<4x8xf32>
// FB-NEXT: %6 = arith.select %5, %4, %cst_2 : vector<4x8xi1>, vector<4x8xf32>
// FB-NEXT: %c0_3 = arith.constant 0 : index
// FB-NEXT: vector.transfer_write %6, %arg1[%c0_3, %c0_3] {permutation_map = #map} : vector<4x8xf32>, memref<8x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: return %arg1 : memref<8x4xf32, strided<[?, ?], offset: ?>>
// FB-NEXT: }
// FB-LABEL: func.func @mv(
// FB-SAME: %arg0: memref<4x8xf32>, %arg1: memref<8xf32>, %arg2: memref<4xf32>) {
// FB-NEXT: %c4 = arith.constant 4 : index
// FB-NEXT: %c8 = arith.constant 8 : index
// FB-NEXT: %c0 = arith.constant 0 : index
// FB-NEXT: %0 = ub.poison : f32
// FB-NEXT: %1 = vector.transfer_read %arg0[%c0, %c0], %0 : memref<4x8xf32>, vector<4x8xf32>
// FB-NEXT: %2 = ub.poison : f32
// FB-NEXT: %3 = vector.transfer_read %arg1[%c0], %2 {permutation_map = #map1} : memref<8xf32>, vector<4x8xf32>
// FB-NEXT: %4 = ub.poison : f32
// FB-NEXT: %5 = vector.transfer_read %arg2[%c0], %4 : memref<4xf32>, vector<4xf32>
// FB-NEXT: %6 = arith.mulf %1, %3 : vector<4x8xf32>
// FB-NEXT: %7 = vector.multi_reduction <add>, %6, %5 [1] : vector<4x8xf32> to vector<4xf32>
// FB-NEXT: %c0_0 = arith.constant 0 : index
// FB-NEXT: vector.transfer_write %7, %arg2[%c0_0] : vector<4xf32>, memref<4xf32>
// FB-NEXT: return
// FB-NEXT: }
