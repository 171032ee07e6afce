// convert-vector-to-scf{full-unroll=true} on transfers of rank 2 and 3, as mlir-opt 22 unrolls
// them: the leading dimension unrolled into scf.if-guarded 1-D transfers (the guard compares the
// memref dimension with base + i, built with affine.apply), inserted into (extracted from) the
// enclosing vector; statically in-bounds transfers get in_bounds and no guard.
// RUN: jopt %s -convert-vector-to-scf=full-unroll=true | jfilecheck %s

// CHECK-DAG: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-DAG: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-LABEL: func.func @r(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x4xf32>) {
// CHECK-NEXT: %5 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %6 = vector.insert %5, %cst_0 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: scf.yield %6 : vector<2x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x4xf32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%5, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.insert %6, %1 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: scf.yield %7 : vector<2x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @w(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: vector<3x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %5 = vector.extract %arg3[0] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: vector.transfer_write %5, %arg0[%arg1, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %6 = vector.extract %arg3[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%5, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim_1, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %6 = vector.extract %arg3[2] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%5, %arg2] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @r3(%arg0: memref<4x?x8xi32>, %arg1: index, %arg2: index, %arg3: index) -> vector<2x2x8xi32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %cst = arith.constant dense<5> : vector<2x2x8xi32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg1, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x2x8xi32>) {
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?x8xi32>
// CHECK-NEXT: %5 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT: %6 = scf.if %5 -> (vector<2x2x8xi32>) {
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%arg1, %arg2, %arg3], %c5_i32 : memref<4x?x8xi32>, vector<8xi32>
// CHECK-NEXT: %11 = vector.insert %10, %cst [0, 0] : vector<8xi32> into vector<2x2x8xi32>
// CHECK-NEXT: scf.yield %11 : vector<2x2x8xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : vector<2x2x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<4x?x8xi32>
// CHECK-NEXT: %7 = affine.apply #map()[%arg2]
// CHECK-NEXT: %8 = arith.cmpi sgt, %dim_0, %7 : index
// CHECK-NEXT: %9 = scf.if %8 -> (vector<2x2x8xi32>) {
// CHECK-NEXT: %10 = affine.apply #map()[%arg2]
// CHECK-NEXT: %11 = vector.transfer_read %arg0[%arg1, %10, %arg3], %c5_i32 : memref<4x?x8xi32>, vector<8xi32>
// CHECK-NEXT: %12 = vector.insert %11, %6 [0, 1] : vector<8xi32> into vector<2x2x8xi32>
// CHECK-NEXT: scf.yield %12 : vector<2x2x8xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %6 : vector<2x2x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %9 : vector<2x2x8xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : vector<2x2x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c4 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x2x8xi32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?x8xi32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<2x2x8xi32>) {
// CHECK-NEXT: %11 = vector.transfer_read %arg0[%5, %arg2, %arg3], %c5_i32 : memref<4x?x8xi32>, vector<8xi32>
// CHECK-NEXT: %12 = vector.insert %11, %1 [1, 0] : vector<8xi32> into vector<2x2x8xi32>
// CHECK-NEXT: scf.yield %12 : vector<2x2x8xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x2x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<4x?x8xi32>
// CHECK-NEXT: %8 = affine.apply #map()[%arg2]
// CHECK-NEXT: %9 = arith.cmpi sgt, %dim_0, %8 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<2x2x8xi32>) {
// CHECK-NEXT: %11 = affine.apply #map()[%arg2]
// CHECK-NEXT: %12 = vector.transfer_read %arg0[%5, %11, %arg3], %c5_i32 : memref<4x?x8xi32>, vector<8xi32>
// CHECK-NEXT: %13 = vector.insert %12, %7 [1, 1] : vector<8xi32> into vector<2x2x8xi32>
// CHECK-NEXT: scf.yield %13 : vector<2x2x8xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %7 : vector<2x2x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %10 : vector<2x2x8xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x2x8xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : vector<2x2x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inb(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> vector<2x4xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.insert %0, %cst_0 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%2, %arg2], %cst : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.insert %3, %1 [1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: return %4 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cst(%arg0: memref<8x8xf32>, %arg1: vector<2x4xf32>) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %0 = vector.extract %arg1[0] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %0, %arg0[%c6, %c1] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT: %1 = vector.extract %arg1[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: vector.transfer_write %1, %arg0[%c7, %c1] {in_bounds = [true]} : vector<4xf32>, memref<8x8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @r(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p : memref<?x?xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
func.func @w(%m: memref<?x?xf32>, %i: index, %j: index, %v: vector<3x4xf32>) {
  vector.transfer_write %v, %m[%i, %j] : vector<3x4xf32>, memref<?x?xf32>
  return
}
func.func @r3(%m: memref<4x?x8xi32>, %i: index, %j: index, %k: index) -> vector<2x2x8xi32> {
  %p = arith.constant 5 : i32
  %v = vector.transfer_read %m[%i, %j, %k], %p : memref<4x?x8xi32>, vector<2x2x8xi32>
  return %v : vector<2x2x8xi32>
}
func.func @inb(%m: memref<?x?xf32>, %i: index, %j: index) -> vector<2x4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}
func.func @cst(%m: memref<8x8xf32>, %v: vector<2x4xf32>) {
  %c6 = arith.constant 6 : index
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %m[%c6, %c1] : vector<2x4xf32>, memref<8x8xf32>
  return
}
