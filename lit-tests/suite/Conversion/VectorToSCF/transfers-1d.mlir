// convert-vector-to-scf lowers 1-D transfers that convert-vector-to-llvm cannot take as one vector
// access (MLIR's TransferOp1dConversion): reads down a column or broadcast, reads and writes of
// memrefs with a strided last dimension become an scf.for over the lanes with scalar loads (into the
// padding broadcast) or stores, under an scf.if when a lane may be out of bounds or is masked.
// Default and full-unroll modes print the same. mlir-opt 22's output.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --match-full-lines
// RUN: jopt %s -convert-vector-to-scf=full-unroll=true | jfilecheck %s --match-full-lines

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @rs(%arg0: memref<8xf32, strided<[2]>>, %arg1: index, %arg2: vector<4xi1>) -> vector<4xf32> {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %2 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT: %4 = vector.extract %arg2[%arg3] : i1 from vector<4xi1>
// CHECK-NEXT: %5 = arith.andi %3, %4 : i1
// CHECK-NEXT: %6 = scf.if %5 -> (vector<4xf32>) {
// CHECK-NEXT: %7 = memref.load %arg0[%1] : memref<8xf32, strided<[2]>>
// CHECK-NEXT: %8 = vector.insert %7, %arg4 [%arg3] : f32 into vector<4xf32>
// CHECK-NEXT: scf.yield %8 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg4 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %6 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ws(%arg0: memref<?xf32, strided<[?]>>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?]>>
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = vector.extract %arg2[%arg3] : f32 from vector<4xf32>
// CHECK-NEXT: memref.store %3, %arg0[%0] : memref<?xf32, strided<[?]>>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @wsin(%arg0: memref<?xf32, strided<[3]>>, %arg1: index, %arg2: vector<4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %0 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %1 = vector.extract %arg2[%arg3] : f32 from vector<4xf32>
// CHECK-NEXT: memref.store %1, %arg0[%0] : memref<?xf32, strided<[3]>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @col2(%arg0: memref<4x8xi32>, %arg1: index, %arg2: index) -> vector<4xi32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %cst) -> (vector<4xi32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg3)[%arg1]
// CHECK-NEXT: %2 = memref.load %arg0[%1, %arg2] : memref<4x8xi32>
// CHECK-NEXT: %3 = vector.insert %2, %arg4 [%arg3] : i32 into vector<4xi32>
// CHECK-NEXT: scf.yield %3 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @col(%arg0: memref<?x?xf32>, %arg1: index) -> vector<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %cst) -> (vector<4xf32>) {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<4xf32>) {
// CHECK-NEXT: %5 = memref.load %arg0[%1, %arg1] : memref<?x?xf32>
// CHECK-NEXT: %6 = vector.insert %5, %arg3 [%arg2] : f32 into vector<4xf32>
// CHECK-NEXT: scf.yield %6 : vector<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @rs(%m: memref<8xf32, strided<[2]>>, %i: index, %mask: vector<4xi1>) -> vector<4xf32> {
  %pad = arith.constant 1.0 : f32
  %0 = vector.transfer_read %m[%i], %pad, %mask : memref<8xf32, strided<[2]>>, vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @ws(%m: memref<?xf32, strided<[?]>>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32, strided<[?]>>
  return
}
func.func @wsin(%m: memref<?xf32, strided<[3]>>, %i: index, %v: vector<4xf32>) {
  vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<4xf32>, memref<?xf32, strided<[3]>>
  return
}
func.func @col2(%m: memref<4x8xi32>, %i: index, %j: index) -> vector<4xi32> {
  %pad = arith.constant 7 : i32
  %0 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>, in_bounds = [true]} : memref<4x8xi32>, vector<4xi32>
  return %0 : vector<4xi32>
}
func.func @col(%m: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
