// convert-vector-to-scf lowers transfer_write permutation maps first: the vector is transposed into
// memory order and written through the minor identity (memrefs and tensors). mlir-opt 22's output.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --match-full-lines

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @wt(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<3x4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x3xf32>>
// CHECK-NEXT: %0 = vector.transpose %arg2, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT: memref.store %0, %alloca[] : memref<vector<4x3xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<4x3xf32>> to memref<4xvector<3xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %5 = memref.load %1[%arg3] : memref<4xvector<3xf32>>
// CHECK-NEXT: vector.transfer_write %5, %arg0[%4, %arg1] {in_bounds = [true]} : vector<3xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @wt3(%arg0: memref<?x?x?x?xf32>, %arg1: index, %arg2: vector<2x3x4xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4x2xf32>>
// CHECK-NEXT: %0 = vector.transpose %arg2, [1, 2, 0] : vector<2x3x4xf32> to vector<3x4x2xf32>
// CHECK-NEXT: memref.store %0, %alloca[] : memref<vector<3x4x2xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<3x4x2xf32>> to memref<3xvector<4x2xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %5 = vector.type_cast %1 : memref<3xvector<4x2xf32>> to memref<3x4xvector<2xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c2 : memref<?x?x?x?xf32>
// CHECK-NEXT: %6 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %7 = arith.cmpi sgt, %dim_0, %6 : index
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: %8 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %9 = memref.load %5[%arg3, %arg4] : memref<3x4xvector<2xf32>>
// CHECK-NEXT: vector.transfer_write %9, %arg0[%arg1, %4, %8, %arg1] : vector<2xf32>, memref<?x?x?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @wtt(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: vector<3x4xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %0 = vector.transpose %arg2, [1, 0] : vector<3x4xf32> to vector<4x3xf32>
// CHECK-NEXT: %1 = vector.transfer_write %0, %arg0[%arg1, %arg1] : vector<4x3xf32>, tensor<?x?xf32>
// CHECK-NEXT: return %1 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @wt(%a: memref<?x?xf32>, %i: index, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %a[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, false]} : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @wt3(%a: memref<?x?x?x?xf32>, %i: index, %v: vector<2x3x4xf32>) {
  vector.transfer_write %v, %a[%i, %i, %i, %i] {permutation_map = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>} : vector<2x3x4xf32>, memref<?x?x?x?xf32>
  return
}
func.func @wtt(%a: tensor<?x?xf32>, %i: index, %v: vector<3x4xf32>) -> tensor<?x?xf32> {
  %0 = vector.transfer_write %v, %a[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x4xf32>, tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
