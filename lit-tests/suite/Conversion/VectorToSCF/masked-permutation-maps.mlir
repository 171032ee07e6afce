// The permutation-map lowering of convert-vector-to-scf keeps a transfer's mask: a permuted read
// reads in memory order under the same mask and transposes, a read with a leading broadcast reads
// the lower rank under its mask, a permuted write transposes the vector only, and a write whose map
// drops an inner memref dimension (a column) broadcasts the vector to a leading unit dimension and
// the mask to a trailing one (broadcast, then transpose). The results then go through the buffers
// (default) or are unrolled with each slice's mask row. mlir-opt 22's output.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s --match-full-lines
// RUN: jopt %s -convert-vector-to-scf=full-unroll=true | jfilecheck %s --match-full-lines --check-prefix=UNR

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read_permuted(%arg0: memref<?x?xf32>, %arg1: vector<4x8xi1>, %arg2: index) -> vector<8x4xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<8xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<vector<4x8xi1>>
// CHECK-NEXT: memref.store %arg1, %alloca_1[] : memref<vector<4x8xi1>>
// CHECK-NEXT: %0 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca_1 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
// CHECK-NEXT: scf.for %arg3 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %5 = arith.cmpi sgt, %dim, %4 : index
// CHECK-NEXT: scf.if %5 {
// CHECK-NEXT: %6 = affine.apply #map(%arg3)[%arg2]
// CHECK-NEXT: %7 = memref.load %1[%arg3] : memref<4xvector<8xi1>>
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%6, %arg2], %cst_0, %7 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: memref.store %8, %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %cst, %0[%arg3] : memref<4xvector<8xf32>>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %2 = memref.load %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: %3 = vector.transpose %2, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: return %3 : vector<8x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_broadcast(%arg0: memref<?x?xf32>, %arg1: vector<8xi1>, %arg2: index) -> vector<4x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2], %cst, %arg1 : memref<?x?xf32>, vector<8xf32>
// CHECK-NEXT: %1 = vector.broadcast %0 : vector<8xf32> to vector<4x8xf32>
// CHECK-NEXT: return %1 : vector<4x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write_permuted(%arg0: memref<?x?xf32>, %arg1: vector<8x4xf32>, %arg2: vector<4x8xi1>, %arg3: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x8xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<4x8xi1>>
// CHECK-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// CHECK-NEXT: memref.store %arg2, %alloca_0[] : memref<vector<4x8xi1>>
// CHECK-NEXT: memref.store %0, %alloca[] : memref<vector<4x8xf32>>
// CHECK-NEXT: %1 = vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>
// CHECK-NEXT: %2 = vector.type_cast %alloca_0 : memref<vector<4x8xi1>> to memref<4xvector<8xi1>>
// CHECK-NEXT: scf.for %arg4 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg4)[%arg3]
// CHECK-NEXT: %4 = arith.cmpi sgt, %dim, %3 : index
// CHECK-NEXT: scf.if %4 {
// CHECK-NEXT: %5 = affine.apply #map(%arg4)[%arg3]
// CHECK-NEXT: %6 = memref.load %1[%arg4] : memref<4xvector<8xf32>>
// CHECK-NEXT: %7 = memref.load %2[%arg4] : memref<4xvector<8xi1>>
// CHECK-NEXT: vector.transfer_write %6, %arg0[%5, %arg3], %7 : vector<8xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write_column(%arg0: memref<?x?xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: index, %arg4: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<vector<4x1xf32>>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<vector<4x1xi1>>
// CHECK-NEXT: %0 = vector.broadcast %arg1 : vector<4xf32> to vector<1x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg2 : vector<4xi1> to vector<1x4xi1>
// CHECK-NEXT: %2 = vector.transpose %1, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
// CHECK-NEXT: %3 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// CHECK-NEXT: memref.store %2, %alloca_0[] : memref<vector<4x1xi1>>
// CHECK-NEXT: memref.store %3, %alloca[] : memref<vector<4x1xf32>>
// CHECK-NEXT: %4 = vector.type_cast %alloca : memref<vector<4x1xf32>> to memref<4xvector<1xf32>>
// CHECK-NEXT: %5 = vector.type_cast %alloca_0 : memref<vector<4x1xi1>> to memref<4xvector<1xi1>>
// CHECK-NEXT: scf.for %arg5 = %c0 to %c4 step %c1 {
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %6 = affine.apply #map(%arg5)[%arg3]
// CHECK-NEXT: %7 = arith.cmpi sgt, %dim, %6 : index
// CHECK-NEXT: scf.if %7 {
// CHECK-NEXT: %8 = affine.apply #map(%arg5)[%arg3]
// CHECK-NEXT: %9 = memref.load %4[%arg5] : memref<4xvector<1xf32>>
// CHECK-NEXT: %10 = memref.load %5[%arg5] : memref<4xvector<1xi1>>
// CHECK-NEXT: vector.transfer_write %9, %arg0[%8, %arg4], %10 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// UNR: #map = affine_map<()[s0] -> (s0 + 1)>
// UNR-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// UNR-NEXT: #map2 = affine_map<()[s0] -> (s0 + 3)>
// UNR-NEXT: module {
// UNR-NEXT: func.func @read_permuted(%arg0: memref<?x?xf32>, %arg1: vector<4x8xi1>, %arg2: index) -> vector<8x4xf32> {
// UNR-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNR-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<4x8xf32>
// UNR-NEXT: %c0 = arith.constant 0 : index
// UNR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %0 = arith.cmpi sgt, %dim, %arg2 : index
// UNR-NEXT: %1 = scf.if %0 -> (vector<4x8xf32>) {
// UNR-NEXT: %12 = vector.extract %arg1[0] : vector<8xi1> from vector<4x8xi1>
// UNR-NEXT: %13 = vector.transfer_read %arg0[%arg2, %arg2], %cst, %12 : memref<?x?xf32>, vector<8xf32>
// UNR-NEXT: %14 = vector.insert %13, %cst_0 [0] : vector<8xf32> into vector<4x8xf32>
// UNR-NEXT: scf.yield %14 : vector<4x8xf32>
// UNR-NEXT: } else {
// UNR-NEXT: scf.yield %cst_0 : vector<4x8xf32>
// UNR-NEXT: }
// UNR-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %2 = affine.apply #map()[%arg2]
// UNR-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// UNR-NEXT: %4 = scf.if %3 -> (vector<4x8xf32>) {
// UNR-NEXT: %12 = affine.apply #map()[%arg2]
// UNR-NEXT: %13 = vector.extract %arg1[1] : vector<8xi1> from vector<4x8xi1>
// UNR-NEXT: %14 = vector.transfer_read %arg0[%12, %arg2], %cst, %13 : memref<?x?xf32>, vector<8xf32>
// UNR-NEXT: %15 = vector.insert %14, %1 [1] : vector<8xf32> into vector<4x8xf32>
// UNR-NEXT: scf.yield %15 : vector<4x8xf32>
// UNR-NEXT: } else {
// UNR-NEXT: scf.yield %1 : vector<4x8xf32>
// UNR-NEXT: }
// UNR-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %5 = affine.apply #map1()[%arg2]
// UNR-NEXT: %6 = arith.cmpi sgt, %dim_2, %5 : index
// UNR-NEXT: %7 = scf.if %6 -> (vector<4x8xf32>) {
// UNR-NEXT: %12 = affine.apply #map1()[%arg2]
// UNR-NEXT: %13 = vector.extract %arg1[2] : vector<8xi1> from vector<4x8xi1>
// UNR-NEXT: %14 = vector.transfer_read %arg0[%12, %arg2], %cst, %13 : memref<?x?xf32>, vector<8xf32>
// UNR-NEXT: %15 = vector.insert %14, %4 [2] : vector<8xf32> into vector<4x8xf32>
// UNR-NEXT: scf.yield %15 : vector<4x8xf32>
// UNR-NEXT: } else {
// UNR-NEXT: scf.yield %4 : vector<4x8xf32>
// UNR-NEXT: }
// UNR-NEXT: %dim_3 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %8 = affine.apply #map2()[%arg2]
// UNR-NEXT: %9 = arith.cmpi sgt, %dim_3, %8 : index
// UNR-NEXT: %10 = scf.if %9 -> (vector<4x8xf32>) {
// UNR-NEXT: %12 = affine.apply #map2()[%arg2]
// UNR-NEXT: %13 = vector.extract %arg1[3] : vector<8xi1> from vector<4x8xi1>
// UNR-NEXT: %14 = vector.transfer_read %arg0[%12, %arg2], %cst, %13 : memref<?x?xf32>, vector<8xf32>
// UNR-NEXT: %15 = vector.insert %14, %7 [3] : vector<8xf32> into vector<4x8xf32>
// UNR-NEXT: scf.yield %15 : vector<4x8xf32>
// UNR-NEXT: } else {
// UNR-NEXT: scf.yield %7 : vector<4x8xf32>
// UNR-NEXT: }
// UNR-NEXT: %11 = vector.transpose %10, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// UNR-NEXT: return %11 : vector<8x4xf32>
// UNR-NEXT: }
// UNR-NEXT: func.func @read_broadcast(%arg0: memref<?x?xf32>, %arg1: vector<8xi1>, %arg2: index) -> vector<4x8xf32> {
// UNR-NEXT: %cst = arith.constant 0.000000e+00 : f32
// UNR-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2], %cst, %arg1 : memref<?x?xf32>, vector<8xf32>
// UNR-NEXT: %1 = vector.broadcast %0 : vector<8xf32> to vector<4x8xf32>
// UNR-NEXT: return %1 : vector<4x8xf32>
// UNR-NEXT: }
// UNR-NEXT: func.func @write_permuted(%arg0: memref<?x?xf32>, %arg1: vector<8x4xf32>, %arg2: vector<4x8xi1>, %arg3: index) {
// UNR-NEXT: %c0 = arith.constant 0 : index
// UNR-NEXT: %0 = vector.transpose %arg1, [1, 0] : vector<8x4xf32> to vector<4x8xf32>
// UNR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %1 = arith.cmpi sgt, %dim, %arg3 : index
// UNR-NEXT: scf.if %1 {
// UNR-NEXT: %8 = vector.extract %0[0] : vector<8xf32> from vector<4x8xf32>
// UNR-NEXT: %9 = vector.extract %arg2[0] : vector<8xi1> from vector<4x8xi1>
// UNR-NEXT: vector.transfer_write %8, %arg0[%arg3, %arg3], %9 : vector<8xf32>, memref<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: }
// UNR-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %2 = affine.apply #map()[%arg3]
// UNR-NEXT: %3 = arith.cmpi sgt, %dim_0, %2 : index
// UNR-NEXT: scf.if %3 {
// UNR-NEXT: %8 = affine.apply #map()[%arg3]
// UNR-NEXT: %9 = vector.extract %0[1] : vector<8xf32> from vector<4x8xf32>
// UNR-NEXT: %10 = vector.extract %arg2[1] : vector<8xi1> from vector<4x8xi1>
// UNR-NEXT: vector.transfer_write %9, %arg0[%8, %arg3], %10 : vector<8xf32>, memref<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: }
// UNR-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %4 = affine.apply #map1()[%arg3]
// UNR-NEXT: %5 = arith.cmpi sgt, %dim_1, %4 : index
// UNR-NEXT: scf.if %5 {
// UNR-NEXT: %8 = affine.apply #map1()[%arg3]
// UNR-NEXT: %9 = vector.extract %0[2] : vector<8xf32> from vector<4x8xf32>
// UNR-NEXT: %10 = vector.extract %arg2[2] : vector<8xi1> from vector<4x8xi1>
// UNR-NEXT: vector.transfer_write %9, %arg0[%8, %arg3], %10 : vector<8xf32>, memref<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: }
// UNR-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %6 = affine.apply #map2()[%arg3]
// UNR-NEXT: %7 = arith.cmpi sgt, %dim_2, %6 : index
// UNR-NEXT: scf.if %7 {
// UNR-NEXT: %8 = affine.apply #map2()[%arg3]
// UNR-NEXT: %9 = vector.extract %0[3] : vector<8xf32> from vector<4x8xf32>
// UNR-NEXT: %10 = vector.extract %arg2[3] : vector<8xi1> from vector<4x8xi1>
// UNR-NEXT: vector.transfer_write %9, %arg0[%8, %arg3], %10 : vector<8xf32>, memref<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: }
// UNR-NEXT: return
// UNR-NEXT: }
// UNR-NEXT: func.func @write_column(%arg0: memref<?x?xf32>, %arg1: vector<4xf32>, %arg2: vector<4xi1>, %arg3: index, %arg4: index) {
// UNR-NEXT: %c0 = arith.constant 0 : index
// UNR-NEXT: %0 = vector.broadcast %arg1 : vector<4xf32> to vector<1x4xf32>
// UNR-NEXT: %1 = vector.broadcast %arg2 : vector<4xi1> to vector<1x4xi1>
// UNR-NEXT: %2 = vector.transpose %1, [1, 0] : vector<1x4xi1> to vector<4x1xi1>
// UNR-NEXT: %3 = vector.transpose %0, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
// UNR-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %4 = arith.cmpi sgt, %dim, %arg3 : index
// UNR-NEXT: scf.if %4 {
// UNR-NEXT: %11 = vector.extract %3[0] : vector<1xf32> from vector<4x1xf32>
// UNR-NEXT: %12 = vector.extract %2[0] : vector<1xi1> from vector<4x1xi1>
// UNR-NEXT: vector.transfer_write %11, %arg0[%arg3, %arg4], %12 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: }
// UNR-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %5 = affine.apply #map()[%arg3]
// UNR-NEXT: %6 = arith.cmpi sgt, %dim_0, %5 : index
// UNR-NEXT: scf.if %6 {
// UNR-NEXT: %11 = affine.apply #map()[%arg3]
// UNR-NEXT: %12 = vector.extract %3[1] : vector<1xf32> from vector<4x1xf32>
// UNR-NEXT: %13 = vector.extract %2[1] : vector<1xi1> from vector<4x1xi1>
// UNR-NEXT: vector.transfer_write %12, %arg0[%11, %arg4], %13 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: }
// UNR-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %7 = affine.apply #map1()[%arg3]
// UNR-NEXT: %8 = arith.cmpi sgt, %dim_1, %7 : index
// UNR-NEXT: scf.if %8 {
// UNR-NEXT: %11 = affine.apply #map1()[%arg3]
// UNR-NEXT: %12 = vector.extract %3[2] : vector<1xf32> from vector<4x1xf32>
// UNR-NEXT: %13 = vector.extract %2[2] : vector<1xi1> from vector<4x1xi1>
// UNR-NEXT: vector.transfer_write %12, %arg0[%11, %arg4], %13 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: }
// UNR-NEXT: %dim_2 = memref.dim %arg0, %c0 : memref<?x?xf32>
// UNR-NEXT: %9 = affine.apply #map2()[%arg3]
// UNR-NEXT: %10 = arith.cmpi sgt, %dim_2, %9 : index
// UNR-NEXT: scf.if %10 {
// UNR-NEXT: %11 = affine.apply #map2()[%arg3]
// UNR-NEXT: %12 = vector.extract %3[3] : vector<1xf32> from vector<4x1xf32>
// UNR-NEXT: %13 = vector.extract %2[3] : vector<1xi1> from vector<4x1xi1>
// UNR-NEXT: vector.transfer_write %12, %arg0[%11, %arg4], %13 {in_bounds = [true]} : vector<1xf32>, memref<?x?xf32>
// UNR-NEXT: } else {
// UNR-NEXT: }
// UNR-NEXT: return
// UNR-NEXT: }
// UNR-NEXT: }

func.func @read_permuted(%A : memref<?x?xf32>, %m : vector<4x8xi1>, %i : index) -> vector<8x4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %A[%i, %i], %p, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32>
  return %r : vector<8x4xf32>
}
func.func @read_broadcast(%A : memref<?x?xf32>, %m : vector<8xi1>, %i : index) -> vector<4x8xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %A[%i, %i], %p, %m {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<?x?xf32>, vector<4x8xf32>
  return %r : vector<4x8xf32>
}
func.func @write_permuted(%A : memref<?x?xf32>, %v : vector<8x4xf32>, %m : vector<4x8xi1>, %i : index) {
  vector.transfer_write %v, %A[%i, %i], %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<8x4xf32>, memref<?x?xf32>
  return
}
func.func @write_column(%A : memref<?x?xf32>, %v : vector<4xf32>, %m : vector<4xi1>, %i : index, %j : index) {
  vector.transfer_write %v, %A[%i, %j], %m {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}
