// -lower-affine: loops with max/min bounds and steps, iter_args, affine.if with results,
// affine.parallel reductions; affine.vector_load/store become vector.load/store and affine.prefetch
// memref.prefetch on the expanded subscripts; min/max/apply and index ops expand to arith.
// RUN: jopt %s '-lower-affine' | jfilecheck %s

// CHECK-LABEL: func.func @loops(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-10 = arith.constant -10 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c-10 : index
// CHECK-NEXT: %1 = arith.maxsi %c0, %0 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %2 = arith.minsi %arg1, %c100 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: scf.for %arg3 = %1 to %2 step %c3 {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c-1_5 = arith.constant -1 : index
// CHECK-NEXT: %10 = arith.cmpi slt, %arg3, %c0_4 : index
// CHECK-NEXT: %11 = arith.subi %c-1_5, %arg3 : index
// CHECK-NEXT: %12 = arith.select %10, %11, %arg3 : index
// CHECK-NEXT: %13 = arith.divsi %12, %c2 : index
// CHECK-NEXT: %14 = arith.subi %c-1_5, %13 : index
// CHECK-NEXT: %15 = arith.select %10, %14, %13 : index
// CHECK-NEXT: %c3_6 = arith.constant 3 : index
// CHECK-NEXT: %16 = arith.remsi %arg3, %c3_6 : index
// CHECK-NEXT: %c0_7 = arith.constant 0 : index
// CHECK-NEXT: %17 = arith.cmpi slt, %16, %c0_7 : index
// CHECK-NEXT: %18 = arith.addi %16, %c3_6 : index
// CHECK-NEXT: %19 = arith.select %17, %18, %16 : index
// CHECK-NEXT: %20 = arith.addi %15, %19 : index
// CHECK-NEXT: memref.store %arg2, %arg0[%20] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %3 = scf.for %arg3 = %c0_0 to %c10 step %c1 iter_args(%arg4 = %arg2) -> (f32) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %10 = arith.cmpi sle, %arg3, %c0_4 : index
// CHECK-NEXT: %11 = arith.subi %c0_4, %arg3 : index
// CHECK-NEXT: %12 = arith.subi %arg3, %c1_5 : index
// CHECK-NEXT: %13 = arith.select %10, %11, %12 : index
// CHECK-NEXT: %14 = arith.divsi %13, %c4 : index
// CHECK-NEXT: %15 = arith.subi %c0_4, %14 : index
// CHECK-NEXT: %16 = arith.addi %14, %c1_5 : index
// CHECK-NEXT: %17 = arith.select %10, %15, %16 : index
// CHECK-NEXT: %18 = memref.load %arg0[%17] : memref<?xf32>
// CHECK-NEXT: %19 = arith.addf %arg4, %18 : f32
// CHECK-NEXT: scf.yield %19 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %4 = arith.addi %arg1, %c-1 : index
// CHECK-NEXT: %5 = arith.cmpi sge, %4, %c0_1 : index
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %6 = arith.cmpi eq, %c0_2, %c0_1 : index
// CHECK-NEXT: %7 = arith.andi %5, %6 : i1
// CHECK-NEXT: %8 = scf.if %7 -> (f32) {
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %c0_3 = arith.constant 0 : index
// CHECK-NEXT: %9 = arith.cmpi sge, %arg1, %c0_3 : index
// CHECK-NEXT: scf.if %9 {
// CHECK-NEXT: memref.store %8, %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %8 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par(%arg0: memref<?x?xf32>, %arg1: index) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %0 = arith.minsi %arg1, %c10 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 0xFF800000 : f32
// CHECK-NEXT: %1:2 = scf.parallel (%arg2, %arg3) = (%c0, %c0_0) to (%0, %c8) step (%c2, %c1) init (%cst, %cst_1) -> (f32, f32) {
// CHECK-NEXT: %4 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce(%4, %4 : f32, f32) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %5 = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %5 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %5 = arith.maximumf %arg4, %arg5 : f32
// CHECK-NEXT: scf.reduce.return %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %c0_2 = arith.constant 0 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %2 = arith.addi %arg1, %c-1 : index
// CHECK-NEXT: %3 = arith.maxsi %c0_2, %2 : index
// CHECK-NEXT: %c1_3 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg2) = (%3) to (%arg1) step (%c1_3) {
// CHECK-NEXT: %4 = memref.load %arg0[%arg2, %arg2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %4, %arg0[%arg2, %arg2] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vec(%arg0: memref<?xf32>, %arg1: index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg1, %c1 : index
// CHECK-NEXT: %1 = vector.load %arg0[%0] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = arith.muli %arg1, %c2 overflow<nsw> : index
// CHECK-NEXT: vector.store %1, %arg0[%2] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: memref.prefetch %arg0[%arg1], read, locality<3>, data : memref<?xf32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %3 = arith.muli %arg1, %c4 overflow<nsw> : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %4 = arith.remsi %arg1, %c7 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %5 = arith.cmpi slt, %4, %c0 : index
// CHECK-NEXT: %6 = arith.addi %4, %c7 : index
// CHECK-NEXT: %7 = arith.select %5, %6, %4 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %8 = arith.minsi %3, %7 : index
// CHECK-NEXT: %9 = arith.minsi %8, %c12 : index
// CHECK-NEXT: %c-3 = arith.constant -3 : index
// CHECK-NEXT: %10 = arith.addi %9, %c-3 : index
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %11 = arith.muli %9, %c-1 overflow<nsw> : index
// CHECK-NEXT: %12 = arith.maxsi %10, %11 : index
// CHECK-NEXT: %c4_0 = arith.constant 4 : index
// CHECK-NEXT: %c0_1 = arith.constant 0 : index
// CHECK-NEXT: %c-1_2 = arith.constant -1 : index
// CHECK-NEXT: %13 = arith.cmpi slt, %12, %c0_1 : index
// CHECK-NEXT: %14 = arith.subi %c-1_2, %12 : index
// CHECK-NEXT: %15 = arith.select %13, %14, %12 : index
// CHECK-NEXT: %16 = arith.divsi %15, %c4_0 : index
// CHECK-NEXT: %17 = arith.subi %c-1_2, %16 : index
// CHECK-NEXT: %18 = arith.select %13, %17, %16 : index
// CHECK-NEXT: %c-1_3 = arith.constant -1 : index
// CHECK-NEXT: %19 = arith.muli %18, %c-1_3 overflow<nsw> : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c0_4 = arith.constant 0 : index
// CHECK-NEXT: %c1_5 = arith.constant 1 : index
// CHECK-NEXT: %20 = arith.cmpi sle, %12, %c0_4 : index
// CHECK-NEXT: %21 = arith.subi %c0_4, %12 : index
// CHECK-NEXT: %22 = arith.subi %12, %c1_5 : index
// CHECK-NEXT: %23 = arith.select %20, %21, %22 : index
// CHECK-NEXT: %24 = arith.divsi %23, %c3 : index
// CHECK-NEXT: %25 = arith.subi %c0_4, %24 : index
// CHECK-NEXT: %26 = arith.addi %24, %c1_5 : index
// CHECK-NEXT: %27 = arith.select %20, %25, %26 : index
// CHECK-NEXT: %28 = arith.addi %19, %27 : index
// CHECK-NEXT: %c4_6 = arith.constant 4 : index
// CHECK-NEXT: %c12_7 = arith.constant 12 : index
// CHECK-NEXT: %c0_8 = arith.constant 0 : index
// CHECK-NEXT: %29 = arith.floordivsi %28, %c12_7 : index
// CHECK-NEXT: %30 = arith.remsi %28, %c12_7 : index
// CHECK-NEXT: %31 = arith.cmpi slt, %30, %c0_8 : index
// CHECK-NEXT: %32 = arith.addi %30, %c12_7 overflow<nsw> : index
// CHECK-NEXT: %33 = arith.select %31, %32, %30 : index
// CHECK-NEXT: %34 = arith.divsi %33, %c4_6 : index
// CHECK-NEXT: %35 = arith.remsi %28, %c4_6 : index
// CHECK-NEXT: %36 = arith.cmpi slt, %35, %c0_8 : index
// CHECK-NEXT: %37 = arith.addi %35, %c4_6 overflow<nsw> : index
// CHECK-NEXT: %38 = arith.select %36, %37, %35 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %39 = arith.muli %29, %c6 overflow<nsw> : index
// CHECK-NEXT: %40 = arith.addi %39, %34 overflow<nsw> : index
// CHECK-NEXT: vector.store %1, %arg0[%40] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @loops(%m: memref<?xf32>, %n: index, %f: f32) -> f32 {
  affine.for %i = max affine_map<()[s0] -> (0, s0 - 10)>()[%n] to min affine_map<()[s0] -> (s0, 100)>()[%n] step 3 {
    affine.store %f, %m[%i floordiv 2 + %i mod 3] : memref<?xf32>
  }
  %r = affine.for %i = 0 to 10 iter_args(%a = %f) -> f32 {
    %v = affine.load %m[%i ceildiv 4] : memref<?xf32>
    %s = arith.addf %a, %v : f32
    affine.yield %s : f32
  }
  %x = affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 - d0 == 0)>(%n)[%n] -> f32 {
    affine.yield %r : f32
  } else {
    affine.yield %f : f32
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    affine.store %x, %m[%n] : memref<?xf32>
  }
  return %x : f32
}
func.func @par(%m: memref<?x?xf32>, %n: index) -> (f32, f32) {
  %r:2 = affine.parallel (%i, %j) = (0, 0) to (min(%n, 10), 8) step (2, 1) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %j] : memref<?x?xf32>
    affine.yield %v, %v : f32, f32
  }
  affine.parallel (%i) = (max(0, %n - 1)) to (%n) {
    %v = affine.load %m[%i, %i] : memref<?x?xf32>
    affine.store %v, %m[%i, %i] : memref<?x?xf32>
  }
  return %r#0, %r#1 : f32, f32
}
func.func @vec(%m: memref<?xf32>, %n: index) {
  %v = affine.vector_load %m[%n + 1] : memref<?xf32>, vector<4xf32>
  affine.vector_store %v, %m[%n * 2] : memref<?xf32>, vector<4xf32>
  affine.prefetch %m[%n], read, locality<3>, data : memref<?xf32>
  %a = affine.min affine_map<(d0)[s0] -> (d0 * 4, s0 mod 7, 12)>(%n)[%n]
  %b = affine.max affine_map<(d0) -> (d0 - 3, -d0)>(%a)
  %c = affine.apply affine_map<(d0) -> (-(d0 floordiv 4) + d0 ceildiv 3)>(%b)
  %d:3 = affine.delinearize_index %c into (2, 3, 4) : index, index, index
  %e = affine.linearize_index [%d#0, %d#1] by (5, 6) : index
  vector.store %v, %m[%e] : memref<?xf32>, vector<4xf32>
  return
}
