// Masked transfers of rank 2 through the default convert-vector-to-scf: the mask goes through a
// buffer of its own, unpacked with the data, and each slice reads or writes under its row of the
// mask. The output is mlir-opt 22's.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --match-full-lines

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @r(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<3x4xi1>) -> vector<3x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<3x4xi1>>
// CHECK-NEXT: memref.store %arg2, %alloca_1[] : memref<vector<3x4xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_1 : memref<vector<3x4xi1>> to memref<3xvector<4xi1>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %6 = memref.load %1[%arg3] : memref<3xvector<4xi1>>
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%5, %arg1], %cst_0, %6 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: memref.store %7, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<3xvector<4xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT: return %2 : vector<3x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @w(%arg0: memref<?x?xf32>, %arg1: index, %arg2: vector<3x4xi1>, %arg3: vector<3x4xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<3x4xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<3x4xi1>>
// CHECK-NEXT: memref.store %arg2, %alloca_0[] : memref<vector<3x4xi1>>
// CHECK-NEXT: memref.store %arg3, %alloca[] : memref<vector<3x4xf32>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_0 : memref<vector<3x4xi1>> to memref<3xvector<4xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c3 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: %4 = affine.apply #map(%arg4)[%arg1]
// CHECK-NEXT: %5 = memref.load %0[%arg4] : memref<3xvector<4xf32>>
// CHECK-NEXT: %6 = memref.load %1[%arg4] : memref<3xvector<4xi1>>
// CHECK-NEXT: vector.transfer_write %5, %arg0[%4, %arg1], %6 : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @r(%a: memref<?x?xf32>, %i: index, %m: vector<3x4xi1>) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %a[%i, %i], %pad, %m : memref<?x?xf32>, vector<3x4xf32>
  return %0 : vector<3x4xf32>
}
func.func @w(%a: memref<?x?xf32>, %i: index, %m: vector<3x4xi1>, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %a[%i, %i], %m : vector<3x4xf32>, memref<?x?xf32>
  return
}
