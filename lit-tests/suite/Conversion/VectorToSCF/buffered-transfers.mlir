// The default convert-vector-to-scf on transfers of rank 2 and more: a buffer (memref.alloca at the
// function's start), a vector.type_cast of it, and one scf.for per leading dimension with an
// scf.if bounds check where the dimension may be out of bounds. The output is mlir-opt 22's.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --match-full-lines

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%4, %arg2], %cst_0 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %5, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT: return %1 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_in_bounds(%arg0: memref<8x8xi32>, %arg1: index) -> vector<2x8xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x8xi32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x8xi32>> to memref<2xvector<8xi32>>
// CHECK-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%2, %arg1], %c7_i32 : memref<8x8xi32>, vector<8xi32>
// CHECK-NEXT: memref.store %3, %0[%arg2] : memref<2xvector<8xi32>>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = memref.load %alloca[] : memref<vector<2x8xi32>>
// CHECK-NEXT: return %1 : vector<2x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT: memref.store %arg3, %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %4 = memref.load %0[%arg4] : memref<3xvector<4xf32>>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write3(%arg0: memref<2x?x8xf32>, %arg1: index, %arg2: vector<2x3x4xf32>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK-NEXT: memref.store %arg2, %alloca[] : memref<vector<2x3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %2 = vector.type_cast %0 : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<2x?x8xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %6 = memref.load %2[%arg3, %arg4] : memref<2x3xvector<4xf32>>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%1, %5, %arg1] : vector<4xf32>, memref<2x?x8xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @read(%a: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %a[%i, %j], %pad : memref<?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @read_in_bounds(%a: memref<8x8xi32>, %i: index) -> vector<2x8xi32> {
  %pad = arith.constant 7 : i32
  %0 = vector.transfer_read %a[%i, %i], %pad {in_bounds = [true, false]} : memref<8x8xi32>, vector<2x8xi32>
  return %0 : vector<2x8xi32>
}
func.func @write(%a: memref<?x?xf32>, %i: index, %j: index, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %a[%i, %j] : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @write3(%a: memref<2x?x8xf32>, %i: index, %v: vector<2x3x4xf32>) {
  vector.transfer_write %v, %a[%i, %i, %i] {in_bounds = [true, false, false]} : vector<2x3x4xf32>, memref<2x?x8xf32>
  return
}
