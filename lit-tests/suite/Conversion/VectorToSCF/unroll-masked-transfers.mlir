// convert-vector-to-scf{full-unroll=true} unrolls masked transfers as MLIR 22 does: an n-D mask
// gives each slice its row (vector.extract just before the slice's transfer; a 3-D mask's rows
// fold into one extract of the original mask); a 1-D mask's lane joins the out-of-bounds guard of
// the slice (arith.andi), which is then unmasked. mlir-opt 22's output (for @read_3d, the lines
// that hold the masks: our index constants are ordered differently at the function's start).
// RUN: jopt %s -convert-vector-to-scf=full-unroll=true | jfilecheck %s --match-full-lines

// CHECK: #map = affine_map<()[s0] -> (s0 + 1)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @read_masked(%arg0: memref<?x?xf32>, %arg1: vector<2x3xi1>, %arg2: index) -> vector<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg2 : index
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x3xf32>) {
// CHECK-NEXT: %5 = vector.extract %arg1[0] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg2, %arg2], %cst, %5 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: %7 = vector.insert %6, %cst_0 [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: scf.yield %7 : vector<2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %dim_1 = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: %2 = affine.apply #map()[%arg2]
// CHECK-NEXT: %3 = arith.cmpi sgt, %dim_1, %2 : index
// CHECK-NEXT: %4 = scf.if %3 -> (vector<2x3xf32>) {
// CHECK-NEXT: %5 = affine.apply #map()[%arg2]
// CHECK-NEXT: %6 = vector.extract %arg1[1] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT: %7 = vector.transfer_read %arg0[%5, %arg2], %cst, %6 : memref<?x?xf32>, vector<3xf32>
// CHECK-NEXT: %8 = vector.insert %7, %1 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: scf.yield %8 : vector<2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @write_masked(%arg0: memref<?x4xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x3xi1>, %arg3: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %0 = arith.cmpi sgt, %dim, %arg3 : index
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: %3 = vector.extract %arg1[0] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %4 = vector.extract %arg2[0] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT: vector.transfer_write %3, %arg0[%arg3, %arg3], %4 {in_bounds = [true]} : vector<3xf32>, memref<?x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT: %1 = affine.apply #map()[%arg3]
// CHECK-NEXT: %2 = arith.cmpi sgt, %dim_0, %1 : index
// CHECK-NEXT: scf.if %2 {
// CHECK-NEXT: %3 = affine.apply #map()[%arg3]
// CHECK-NEXT: %4 = vector.extract %arg1[1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %5 = vector.extract %arg2[1] : vector<3xi1> from vector<2x3xi1>
// CHECK-NEXT: vector.transfer_write %4, %arg0[%3, %arg3], %5 {in_bounds = [true]} : vector<3xf32>, memref<?x4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @read_row_mask(%arg0: memref<?x?xf32>, %arg1: vector<2xi1>, %arg2: index) -> vector<2x3xf32> {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<3xf32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_0 = arith.constant dense<1.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %0 = vector.extract %arg1[0] : i1 from vector<2xi1>
// CHECK-NEXT: %1 = scf.if %0 -> (vector<2x3xf32>) {
// CHECK-NEXT: %4 = scf.for %arg3 = %c0 to %c3 step %c1 iter_args(%arg4 = %cst) -> (vector<3xf32>) {
// CHECK-NEXT: %6 = memref.load %arg0[%arg2, %arg2] : memref<?x?xf32>
// CHECK-NEXT: %7 = vector.insert %6, %arg4 [%arg3] : f32 into vector<3xf32>
// CHECK-NEXT: scf.yield %7 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %5 = vector.insert %4, %cst_0 [0] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: scf.yield %5 : vector<2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst_0 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = vector.extract %arg1[1] : i1 from vector<2xi1>
// CHECK-NEXT: %3 = scf.if %2 -> (vector<2x3xf32>) {
// CHECK-NEXT: %4 = affine.apply #map()[%arg2]
// CHECK-NEXT: %5 = scf.for %arg3 = %c0 to %c3 step %c1 iter_args(%arg4 = %cst) -> (vector<3xf32>) {
// CHECK-NEXT: %7 = memref.load %arg0[%4, %arg2] : memref<?x?xf32>
// CHECK-NEXT: %8 = vector.insert %7, %arg4 [%arg3] : f32 into vector<3xf32>
// CHECK-NEXT: scf.yield %8 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = vector.insert %5, %1 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: scf.yield %6 : vector<2x3xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %1 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_3d(%arg0: memref<?x?x?xf32>, %arg1: vector<2x2x3xi1>, %arg2: index) -> vector<2x2x3xf32> {
// CHECK: %{{.*}} = vector.extract %arg1[0, 0] : vector<3xi1> from vector<2x2x3xi1>
// CHECK-NEXT: %{{.*}} = vector.transfer_read %arg0[%arg2, %arg2, %arg2], %cst, %{{.*}} {in_bounds = [true]} : memref<?x?x?xf32>, vector<3xf32>
// CHECK: %{{.*}} = vector.extract %arg1[0, 1] : vector<3xi1> from vector<2x2x3xi1>
// CHECK: %{{.*}} = vector.extract %arg1[1, 0] : vector<3xi1> from vector<2x2x3xi1>
// CHECK: %{{.*}} = vector.extract %arg1[1, 1] : vector<3xi1> from vector<2x2x3xi1>
// CHECK-NOT: vector.extract
// CHECK: return %{{.*}} : vector<2x2x3xf32>

func.func @read_masked(%A : memref<?x?xf32>, %m : vector<2x3xi1>, %i : index) -> vector<2x3xf32> {
  %p = arith.constant 1.0 : f32
  %r = vector.transfer_read %A[%i, %i], %p, %m : memref<?x?xf32>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @write_masked(%A : memref<?x4xf32>, %v : vector<2x3xf32>, %m : vector<2x3xi1>, %i : index) {
  vector.transfer_write %v, %A[%i, %i], %m {in_bounds = [false, true]} : vector<2x3xf32>, memref<?x4xf32>
  return
}
func.func @read_row_mask(%A : memref<?x?xf32>, %m : vector<2xi1>, %i : index) -> vector<2x3xf32> {
  %p = arith.constant 1.0 : f32
  %r = vector.transfer_read %A[%i, %i], %p, %m {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<?x?xf32>, vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @read_3d(%A : memref<?x?x?xf32>, %m : vector<2x2x3xi1>, %i : index) -> vector<2x2x3xf32> {
  %p = arith.constant 1.0 : f32
  %r = vector.transfer_read %A[%i, %i, %i], %p, %m {in_bounds = [true, false, true]} : memref<?x?x?xf32>, vector<2x2x3xf32>
  return %r : vector<2x2x3xf32>
}
