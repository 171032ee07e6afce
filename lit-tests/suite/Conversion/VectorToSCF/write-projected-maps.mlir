// convert-vector-to-scf: a transfer_write whose map drops memref dimensions after its outermost one
// (MLIR's TransferWriteNonPermutationLowering) broadcasts the vector to leading unit dimensions for
// them, named first in the map and in bounds; the write is then transposed into memory order and
// lowered through a buffer. Memrefs and tensors. mlir-opt 22's output.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --match-full-lines

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @w1(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: vector<2x3xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x1x3xf32>>
// CHECK-NEXT: %0 = vector.broadcast %arg2 : vector<2x3xf32> to vector<1x2x3xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0, 2] : vector<1x2x3xf32> to vector<2x1x3xf32>
// CHECK-NEXT: memref.store %1, %alloca[] : memref<vector<2x1x3xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca : memref<vector<2x1x3xf32>> to memref<2xvector<1x3xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %6 = vector.type_cast %2 : memref<2xvector<1x3xf32>> to memref<2x1xvector<3xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c1 step %c1 {
// CHECK-NEXT: %7 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %8 = memref.load %6[%arg3, %arg4] : memref<2x1xvector<3xf32>>
// CHECK-NEXT: vector.transfer_write %8, %arg0[%5, %7, %arg1] : vector<3xf32>, memref<?x?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @w2(%arg0: memref<4x5x6xf32>, %arg1: index, %arg2: vector<3xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x1xf32>>
// CHECK-NEXT: %0 = vector.broadcast %arg2 : vector<3xf32> to vector<1x3xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<1x3xf32> to vector<3x1xf32>
// CHECK-NEXT: memref.store %1, %alloca[] : memref<vector<3x1xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca : memref<vector<3x1xf32>> to memref<3xvector<1xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = memref.load %2[%arg3] : memref<3xvector<1xf32>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%arg1, %3, %arg1] {in_bounds = [true]} : vector<1xf32>, memref<4x5x6xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @w3(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: vector<4xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = vector.broadcast %arg2 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT: %2 = vector.transfer_write %1, %arg0[%arg1, %arg1] {in_bounds = [false, true]} : vector<4x1xf32>, tensor<?x?xf32>
// CHECK-NEXT: return %2 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @wcol(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x1xf32>>
// CHECK-NEXT: %0 = vector.broadcast %arg2 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT: memref.store %1, %alloca[] : memref<vector<4x1xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca : memref<vector<4x1xf32>> to memref<4xvector<1xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %6 = memref.load %2[%arg3] : memref<4xvector<1xf32>>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%5, %arg1] {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @w1(%m: memref<?x?x?xf32>, %i: index, %v: vector<2x3xf32>) {
  vector.transfer_write %v, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d0, d2)>} : vector<2x3xf32>, memref<?x?x?xf32>
  return
}
func.func @w2(%m: memref<4x5x6xf32>, %i: index, %v: vector<3xf32>) {
  vector.transfer_write %v, %m[%i, %i, %i] {permutation_map = affine_map<(d0, d1, d2) -> (d1)>, in_bounds = [true]} : vector<3xf32>, memref<4x5x6xf32>
  return
}
func.func @w3(%t: tensor<?x?xf32>, %i: index, %v: vector<4xf32>) -> tensor<?x?xf32> {
  %0 = vector.transfer_write %v, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @wcol(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}
