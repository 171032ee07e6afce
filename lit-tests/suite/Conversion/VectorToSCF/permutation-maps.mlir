// convert-vector-to-scf lowers permutation maps first: a transposed read reads in memory order and
// transposes (vector.transpose), leading broadcast dimensions become a read of lower rank (0-D when
// none is left) and a vector.broadcast. The output is mlir-opt 22's, byte for byte.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --match-full-lines

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @rb(%arg0: memref<4x5xf32>, %arg1: index) -> vector<3x4xf32> {
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<4x5xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: return %1 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rt(%arg0: memref<?x?xf32>, %arg1: index) -> vector<3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<-1.000000e+00> : vector<3xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x3xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x3xf32>> to memref<4xvector<3xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %arg1], %cst_0 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: memref.store %6, %0[%arg2] : memref<4xvector<3xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<4xvector<3xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x3xf32>>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT: return %2 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @rtb(%arg0: memref<?x?x?xf32>, %arg1: index) -> vector<2x3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<-1.000000e+00> : vector<2xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x2xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x2xf32>> to memref<4xvector<2xf32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: %6 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%arg1, %6, %arg1], %cst_0 : memref<?x?x?xf32>, vector<2xf32>
// CHECK-NEXT: memref.store %7, %0[%arg2] : memref<4xvector<2xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg2] : memref<4xvector<2xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<4x2xf32>>
// CHECK-NEXT: %2 = vector.broadcast %1 : vector<4x2xf32> to vector<3x4x2xf32>
// CHECK-NEXT: %3 = vector.transpose %2, [2, 0, 1] : vector<3x4x2xf32> to vector<2x3x4xf32>
// CHECK-NEXT: return %3 : vector<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @r0(%arg0: memref<?x?xf32>, %arg1: index) -> vector<3xf32> {
// CHECK-NEXT: %cst = arith.constant -1.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<f32> to vector<3xf32>
// CHECK-NEXT: return %1 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @rb(%a: memref<4x5xf32>, %i: index) -> vector<3x4xf32> {
  %pad = arith.constant -1.0 : f32
  %0 = vector.transfer_read %a[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<4x5xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @rt(%a: memref<?x?xf32>, %i: index) -> vector<3x4xf32> {
  %pad = arith.constant -1.0 : f32
  %0 = vector.transfer_read %a[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @rtb(%a: memref<?x?x?xf32>, %i: index) -> vector<2x3x4xf32> {
  %pad = arith.constant -1.0 : f32
  %0 = vector.transfer_read %a[%i, %i, %i], %pad {permutation_map = affine_map<(d0, d1, d2) -> (d2, 0, d1)>, in_bounds = [false, true, false]} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %0 : vector<2x3x4xf32>
}
func.func @r0(%a: memref<?x?xf32>, %i: index) -> vector<3xf32> {
  %pad = arith.constant -1.0 : f32
  %0 = vector.transfer_read %a[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>, in_bounds = [true]} : memref<?x?xf32>, vector<3xf32>
  return %0 : vector<3xf32>
}
