// -scf-for-loop-canonicalization simplifies affine.min/max over induction variables of scf.for,
// scf.parallel and scf.forall loops with constant bounds: a result that is the least (max: greatest)
// over the iteration range replaces the op; a single-iteration loop's variable is its lower bound.
// Loops with a symbolic bound are left alone, as mlir-opt 22 does.
// RUN: jopt %s -scf-for-loop-canonicalization | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (0, d0 - 4)>
// CHECK: #map1 = affine_map<(d0) -> (d0, 8)>
// CHECK: #map2 = affine_map<(d0)[s0] -> (4, -d0 + s0)>
// CHECK: #map3 = affine_map<(d0) -> (0, d0)>
// CHECK: #map4 = affine_map<(d0) -> (3, -d0 + 10)>
// CHECK: #map5 = affine_map<(d0) -> (d0 + 3)>
// CHECK: #map6 = affine_map<(d0)[s0] -> (d0 + 1, s0)>
// CHECK: #map7 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: #map8 = affine_map<(d0, d1) -> (d0 - d1)>
// CHECK: #map9 = affine_map<(d0) -> (d0 + 4)>
// CHECK-LABEL: func.func @const_bounds(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT: %0 = affine.max #map(%arg1)
// CHECK-NEXT: %1 = affine.min #map1(%arg1)
// CHECK-NEXT: memref.store %cst, %arg0[%c4] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sym_ub(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c4 {
// CHECK-NEXT: %0 = affine.min #map2(%arg2)[%arg0]
// CHECK-NEXT: %1 = affine.max #map3(%arg2)
// CHECK-NEXT: memref.store %cst, %arg1[%0] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg1[%1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @parallel(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.parallel (%arg1) = (%c0) to (%c10) step (%c3) {
// CHECK-NEXT: %0 = affine.min #map4(%arg1)
// CHECK-NEXT: %1 = affine.apply #map5(%arg1)
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single_iter(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.for %arg2 = %c2 to %c5 step %c8 {
// CHECK-NEXT: %0 = affine.min #map6(%arg2)[%arg1]
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg0[%c3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_ivs(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.for %arg1 = %c1 to %c10 step %c3 {
// CHECK-NEXT: scf.for %arg2 = %c0 to %c6 step %c3 {
// CHECK-NEXT: %0 = affine.apply #map7(%arg1, %arg2)
// CHECK-NEXT: %1 = affine.apply #map8(%arg1, %arg2)
// CHECK-NEXT: %2 = affine.apply #map7(%arg1, %arg2)
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg0[%2] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.forall (%arg1) = (0) to (10) step (4) {
// CHECK-NEXT: %0 = affine.apply #map9(%arg1)
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @const_bounds(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c16 step %c4 {
    %a = affine.min affine_map<(d0) -> (4, 16 - d0)>(%i)
    %b = affine.max affine_map<(d0) -> (0, d0 - 4)>(%i)
    %c = affine.min affine_map<(d0) -> (d0, 8)>(%i)
    memref.store %cf, %m[%a] : memref<?xf32>
    memref.store %cf, %m[%b] : memref<?xf32>
    memref.store %cf, %m[%c] : memref<?xf32>
  }
  return
}
func.func @sym_ub(%ub: index, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c0 to %ub step %c4 {
    %a = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%ub]
    %b = affine.max affine_map<(d0) -> (0, d0)>(%i)
    memref.store %cf, %m[%a] : memref<?xf32>
    memref.store %cf, %m[%b] : memref<?xf32>
  }
  return
}
func.func @parallel(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  %cf = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%c10) step (%c3) {
    %a = affine.min affine_map<(d0) -> (3, 10 - d0)>(%i)
    %b = affine.min affine_map<(d0) -> (12, d0 + 3)>(%i)
    memref.store %cf, %m[%a] : memref<?xf32>
    memref.store %cf, %m[%b] : memref<?xf32>
  }
  return
}
func.func @single_iter(%m: memref<?xf32>, %n: index) {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c2 to %c5 step %c8 {
    %a = affine.min affine_map<(d0)[s0] -> (d0 + 1, s0)>(%i)[%n]
    %b = affine.min affine_map<(d0) -> (d0 + 1, 7)>(%i)
    memref.store %cf, %m[%a] : memref<?xf32>
    memref.store %cf, %m[%b] : memref<?xf32>
  }
  return
}
func.func @nested_ivs(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c1 to %c10 step %c3 {
    scf.for %j = %c0 to %c6 step %c3 {
      %a = affine.min affine_map<(d0, d1) -> (d0 + d1, 14)>(%i, %j)
      %b = affine.max affine_map<(d0, d1) -> (d0 - d1, -5)>(%i, %j)
      %c = affine.min affine_map<(d0, d1) -> (d0 + d1, 10)>(%i, %j)
      memref.store %cf, %m[%a] : memref<?xf32>
      memref.store %cf, %m[%b] : memref<?xf32>
      memref.store %cf, %m[%c] : memref<?xf32>
    }
  }
  return
}
func.func @forall(%m: memref<?xf32>) {
  %cf = arith.constant 1.0 : f32
  scf.forall (%i) = (0) to (10) step (4) {
    %a = affine.min affine_map<(d0) -> (d0 + 4, 12)>(%i)
    memref.store %cf, %m[%a] : memref<?xf32>
  }
  return
}
