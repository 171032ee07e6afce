// convert-vector-to-scf{target-rank=0} lowers transfers down to 0-D ones (MLIR 22's target-rank
// option): unrolled, a 0-D slice read has its scalar extracted before the insert and a written lane
// is broadcast to vector<...> first; buffered, the buffer is cast down to memref<..xvector<f32>>.
// The 1-D scalar-loop lowering is then not used. Full unrolling also takes transfers whose map
// reads down a column (the slice index moves along the dimension the first result names).
// mlir-opt 22's output.
// RUN: jopt %s "-convert-vector-to-scf=full-unroll target-rank=0" | jfilecheck %s --match-full-lines
// RUN: jopt %s "-convert-vector-to-scf=target-rank=0" | jfilecheck %s --match-full-lines --check-prefix=BUF
// RUN: jopt %s "-convert-vector-to-scf=full-unroll" | jfilecheck %s --match-full-lines --check-prefix=ONE

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @write_1d(%arg0: vector<2xi32>, %arg1: memref<4xi32>, %arg2: index) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.broadcast %0 : i32 to vector<i32>
// CHECK-NEXT: vector.transfer_write %1, %arg1[%arg2] : vector<i32>, memref<4xi32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg2]
// CHECK-NEXT: %3 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = vector.broadcast %3 : i32 to vector<i32>
// CHECK-NEXT: vector.transfer_write %4, %arg1[%2] : vector<i32>, memref<4xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_2d(%arg0: memref<?x?xf32>, %arg1: index) -> vector<2x2xf32> {
// CHECK-NEXT: %cst = arith.constant 5.000000e-01 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<5.000000e-01> : vector<2x2xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x2xf32>) {
// CHECK-NEXT: %11 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %12 = vector.extract %11[] : f32 from vector<f32>
// CHECK-NEXT: %13 = vector.insert %12, %cst_0 [0, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT: scf.yield %13 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x2xf32>) {
// CHECK-NEXT: %11 = affine.apply #map()[%arg1]
// CHECK-NEXT: %12 = vector.transfer_read %arg0[%arg1, %11], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %13 = vector.extract %12[] : f32 from vector<f32>
// CHECK-NEXT: %14 = vector.insert %13, %1 [0, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT: scf.yield %14 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = affine.apply #map()[%arg1]
// CHECK-NEXT: %dim_2 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %dim_2, %arg1 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<2x2xf32>) {
// CHECK-NEXT: %11 = vector.transfer_read %arg0[%5, %arg1], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %12 = vector.extract %11[] : f32 from vector<f32>
// CHECK-NEXT: %13 = vector.insert %12, %4 [1, 0] : f32 into vector<2x2xf32>
// CHECK-NEXT: scf.yield %13 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_3 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %8 = affine.apply #map()[%arg1]
// CHECK-NEXT: %9 = arith.cmpi sgt, %dim_3, %8 : index
// CHECK-NEXT: %10 = scf.if %9 -> (vector<2x2xf32>) {
// CHECK-NEXT: %11 = affine.apply #map()[%arg1]
// CHECK-NEXT: %12 = vector.transfer_read %arg0[%5, %11], %cst : memref<?x?xf32>, vector<f32>
// CHECK-NEXT: %13 = vector.extract %12[] : f32 from vector<f32>
// CHECK-NEXT: %14 = vector.insert %13, %7 [1, 1] : f32 into vector<2x2xf32>
// CHECK-NEXT: scf.yield %14 : vector<2x2xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %7 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %10 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_column(%arg0: memref<7x42xf32>, %arg1: index) -> vector<3xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3xf32>
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %0 = arith.cmpi slt, %arg1, %c7 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<3xf32>) {
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<7x42xf32>, vector<f32>
// CHECK-NEXT: %9 = vector.extract %8[] : f32 from vector<f32>
// CHECK-NEXT: %10 = vector.insert %9, %cst_0 [0] : f32 into vector<3xf32>
// CHECK-NEXT: scf.yield %10 : vector<3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = affine.apply #map()[%arg1]
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %c7 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<3xf32>) {
// CHECK-NEXT: %8 = affine.apply #map()[%arg1]
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%8, %arg1], %cst : memref<7x42xf32>, vector<f32>
// CHECK-NEXT: %10 = vector.extract %9[] : f32 from vector<f32>
// CHECK-NEXT: %11 = vector.insert %10, %1 [1] : f32 into vector<3xf32>
// CHECK-NEXT: scf.yield %11 : vector<3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %6 = arith.cmpi slt, %5, %c7 : index
// CHECK-NEXT: %7 = scf.if %6 -> (vector<3xf32>) {
// CHECK-NEXT: %8 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%8, %arg1], %cst : memref<7x42xf32>, vector<f32>
// CHECK-NEXT: %10 = vector.extract %9[] : f32 from vector<f32>
// CHECK-NEXT: %11 = vector.insert %10, %4 [2] : f32 into vector<3xf32>
// CHECK-NEXT: scf.yield %11 : vector<3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %4 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %7 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// BUF: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// BUF-NEXT: module {
// BUF-NEXT: func.func @write_1d(%arg0: vector<2xi32>, %arg1: memref<4xi32>, %arg2: index) {
// BUF-NEXT: %c1 = arith.constant 1 : index
// BUF-NEXT: %c2 = arith.constant 2 : index
// BUF-NEXT: %c0 = arith.constant 0 : index
// BUF-NEXT: %alloca = memref.alloca() : memref<vector<2xi32>>
// BUF-NEXT: memref.store %arg0, %alloca[] : memref<vector<2xi32>>
// BUF-NEXT: %0 = vector.type_cast %alloca : memref<vector<2xi32>> to memref<2xvector<i32>>
// BUF-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// BUF-NEXT: %1 = affine.apply #map(%arg3)[%arg2]
// BUF-NEXT: %2 = memref.load %0[%arg3] : memref<2xvector<i32>>
// BUF-NEXT: vector.transfer_write %2, %arg1[%1] : vector<i32>, memref<4xi32>
// BUF-NEXT: }
// BUF-NEXT: return
// BUF-NEXT: }
// BUF-NEXT: func.func @read_2d(%arg0: memref<?x?xf32>, %arg1: index) -> vector<2x2xf32> {
// BUF-NEXT: %cst = arith.constant dense<5.000000e-01> : vector<f32>
// BUF-NEXT: %c1 = arith.constant 1 : index
// BUF-NEXT: %c2 = arith.constant 2 : index
// BUF-NEXT: %c0 = arith.constant 0 : index
// BUF-NEXT: %cst_0 = arith.constant 5.000000e-01 : f32
// BUF-NEXT: %alloca = memref.alloca() : memref<vector<2x2xf32>>
// BUF-NEXT: %0 = vector.type_cast %alloca : memref<vector<2x2xf32>> to memref<2xvector<2xf32>>
// BUF-NEXT: scf.for %arg2 = %c0 to %c2 step %c1 {
// BUF-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// BUF-NEXT: %3 = vector.type_cast %0 : memref<2xvector<2xf32>> to memref<2x2xvector<f32>>
// BUF-NEXT: scf.for %arg3 = %c0 to %c2 step %c1 {
// BUF-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// BUF-NEXT: %4 = affine.apply #map(%arg3)[%arg1]
// BUF-NEXT: %5 = arith.cmpi sgt, %dim, %4 : index
// BUF-NEXT: scf.if %5 {
// BUF-NEXT: %6 = affine.apply #map(%arg3)[%arg1]
// BUF-NEXT: %7 = vector.transfer_read %arg0[%2, %6], %cst_0 : memref<?x?xf32>, vector<f32>
// BUF-NEXT: memref.store %7, %3[%arg2, %arg3] : memref<2x2xvector<f32>>
// BUF-NEXT: } else {
// BUF-NEXT: memref.store %cst, %3[%arg2, %arg3] : memref<2x2xvector<f32>>
// BUF-NEXT: }
// BUF-NEXT: }
// BUF-NEXT: }
// BUF-NEXT: %1 = memref.load %alloca[] : memref<vector<2x2xf32>>
// BUF-NEXT: return %1 : vector<2x2xf32>
// BUF-NEXT: }
// BUF-NEXT: func.func @read_column(%arg0: memref<7x42xf32>, %arg1: index) -> vector<3xf32> {
// BUF-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<f32>
// BUF-NEXT: %c7 = arith.constant 7 : index
// BUF-NEXT: %c1 = arith.constant 1 : index
// BUF-NEXT: %c3 = arith.constant 3 : index
// BUF-NEXT: %c0 = arith.constant 0 : index
// BUF-NEXT: %cst_0 = arith.constant 0.000000e+00 : f32
// BUF-NEXT: %alloca = memref.alloca() : memref<vector<3xf32>>
// BUF-NEXT: %0 = vector.type_cast %alloca : memref<vector<3xf32>> to memref<3xvector<f32>>
// BUF-NEXT: scf.for %arg2 = %c0 to %c3 step %c1 {
// BUF-NEXT: %2 = affine.apply #map(%arg2)[%arg1]
// BUF-NEXT: %3 = arith.cmpi slt, %2, %c7 : index
// BUF-NEXT: scf.if %3 {
// BUF-NEXT: %4 = affine.apply #map(%arg2)[%arg1]
// BUF-NEXT: %5 = vector.transfer_read %arg0[%4, %arg1], %cst_0 : memref<7x42xf32>, vector<f32>
// BUF-NEXT: memref.store %5, %0[%arg2] : memref<3xvector<f32>>
// BUF-NEXT: } else {
// BUF-NEXT: memref.store %cst, %0[%arg2] : memref<3xvector<f32>>
// BUF-NEXT: }
// BUF-NEXT: }
// BUF-NEXT: %1 = memref.load %alloca[] : memref<vector<3xf32>>
// BUF-NEXT: return %1 : vector<3xf32>
// BUF-NEXT: }
// BUF-NEXT: }

// ONE: #map = affine_map<()[s0] -> (s0 + 1)>
// ONE-NEXT: #map1 = affine_map<(d0)[s0] -> (d0 + s0)>
// ONE-NEXT: module {
// ONE-NEXT: func.func @write_1d(%arg0: vector<2xi32>, %arg1: memref<4xi32>, %arg2: index) {
// ONE-NEXT: vector.transfer_write %arg0, %arg1[%arg2] {in_bounds = [true]} : vector<2xi32>, memref<4xi32>
// ONE-NEXT: return
// ONE-NEXT: }
// ONE-NEXT: func.func @read_2d(%arg0: memref<?x?xf32>, %arg1: index) -> vector<2x2xf32> {
// ONE-NEXT: %cst = arith.constant 5.000000e-01 : f32
// ONE-NEXT: %cst_0 = arith.constant dense<5.000000e-01> : vector<2x2xf32>
// ONE-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %cst : memref<?x?xf32>, vector<2xf32>
// ONE-NEXT: %1 = vector.insert %0, %cst_0 [0] : vector<2xf32> into vector<2x2xf32>
// ONE-NEXT: %2 = affine.apply #map()[%arg1]
// ONE-NEXT: %3 = vector.transfer_read %arg0[%2, %arg1], %cst : memref<?x?xf32>, vector<2xf32>
// ONE-NEXT: %4 = vector.insert %3, %1 [1] : vector<2xf32> into vector<2x2xf32>
// ONE-NEXT: return %4 : vector<2x2xf32>
// ONE-NEXT: }
// ONE-NEXT: func.func @read_column(%arg0: memref<7x42xf32>, %arg1: index) -> vector<3xf32> {
// ONE-NEXT: %c7 = arith.constant 7 : index
// ONE-NEXT: %c0 = arith.constant 0 : index
// ONE-NEXT: %c3 = arith.constant 3 : index
// ONE-NEXT: %c1 = arith.constant 1 : index
// ONE-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<3xf32>
// ONE-NEXT: %0 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %cst) -> (vector<3xf32>) {
// ONE-NEXT: %1 = affine.apply #map1(%arg2)[%arg1]
// ONE-NEXT: %2 = affine.apply #map1(%arg2)[%arg1]
// ONE-NEXT: %3 = arith.cmpi slt, %2, %c7 : index
// ONE-NEXT: %4 = scf.if %3 -> (vector<3xf32>) {
// ONE-NEXT: %5 = memref.load %arg0[%1, %arg1] : memref<7x42xf32>
// ONE-NEXT: %6 = vector.insert %5, %arg3 [%arg2] : f32 into vector<3xf32>
// ONE-NEXT: scf.yield %6 : vector<3xf32>
// ONE-NEXT: } else {
// ONE-NEXT: scf.yield %arg3 : vector<3xf32>
// ONE-NEXT: }
// ONE-NEXT: scf.yield %4 : vector<3xf32>
// ONE-NEXT: }
// ONE-NEXT: return %0 : vector<3xf32>
// ONE-NEXT: }
// ONE-NEXT: }

func.func @write_1d(%v : vector<2xi32>, %A : memref<4xi32>, %i : index) {
  vector.transfer_write %v, %A[%i] {in_bounds = [true]} : vector<2xi32>, memref<4xi32>
  return
}
func.func @read_2d(%A : memref<?x?xf32>, %i : index) -> vector<2x2xf32> {
  %p = arith.constant 0.5 : f32
  %r = vector.transfer_read %A[%i, %i], %p {in_bounds = [true, false]} : memref<?x?xf32>, vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @read_column(%A : memref<7x42xf32>, %i : index) -> vector<3xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %A[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<7x42xf32>, vector<3xf32>
  return %r : vector<3xf32>
}
