// -affine-loop-unroll-jam by 2: the function's first op, an affine.for, is unrolled and the copies of
// each run of non-loop ops jammed right after it, inner loops carrying one set of iter_args per copy;
// the loop's reductions are combined after it; cleanup loops take leftover iterations; loops with
// bounds defined inside, or fewer iterations than the factor, stay.
// RUN: jopt %s '--pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))' | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<()[s0] -> ((s0 floordiv 2) * 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @simple(%arg0: memref<?x?xf32>, %arg1: f32) {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 step 2 {
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: affine.for %arg3 = 0 to 16 {
// CHECK-NEXT: affine.store %0, %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %4 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %2, %arg0[%4, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %0, %arg0[%arg2, %arg2] : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %2, %arg0[%3, %3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cleanup(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to 10 step 2 {
// CHECK-NEXT: affine.for %arg4 = 0 to %arg2 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: affine.store %0, %arg0[%arg4, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg3)
// CHECK-NEXT: %2 = affine.load %arg0[%1, %arg4] : memref<?x?xf32>
// CHECK-NEXT: affine.store %2, %arg0[%arg4, %1] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sym(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: affine.for %arg3 = 0 to #map1()[%arg2] step 2 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map(%arg3)
// CHECK-NEXT: affine.store %arg1, %arg0[%0, %0] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = #map1()[%arg2] to %arg2 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduction(%arg0: memref<?x?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0:2 = affine.for %arg2 = 0 to 8 step 2 iter_args(%arg3 = %arg1, %arg4 = %arg1) -> (f32, f32) {
// CHECK-NEXT: %2:2 = affine.for %arg5 = 0 to 16 iter_args(%arg6 = %arg1, %arg7 = %arg1) -> (f32, f32) {
// CHECK-NEXT: %6 = affine.load %arg0[%arg2, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %7 = arith.addf %arg6, %6 : f32
// CHECK-NEXT: %8 = affine.apply #map(%arg2)
// CHECK-NEXT: %9 = affine.load %arg0[%8, %arg5] : memref<?x?xf32>
// CHECK-NEXT: %10 = arith.addf %arg7, %9 : f32
// CHECK-NEXT: affine.yield %7, %10 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = arith.mulf %arg3, %2#0 : f32
// CHECK-NEXT: %4 = affine.apply #map(%arg2)
// CHECK-NEXT: %5 = arith.mulf %arg4, %2#1 : f32
// CHECK-NEXT: affine.yield %3, %5 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.mulf %0#0, %0#1 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inner_iter(%arg0: memref<?x?xf32>, %arg1: f32) {
// CHECK-NEXT: affine.for %arg2 = 0 to 4 step 2 {
// CHECK-NEXT: %0:2 = affine.for %arg3 = 0 to 16 iter_args(%arg4 = %arg1, %arg5 = %arg1) -> (f32, f32) {
// CHECK-NEXT: %2 = affine.load %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.maximumf %arg4, %2 : f32
// CHECK-NEXT: %4 = affine.apply #map(%arg2)
// CHECK-NEXT: %5 = affine.load %arg0[%4, %arg3] : memref<?x?xf32>
// CHECK-NEXT: %6 = arith.maximumf %arg5, %5 : f32
// CHECK-NEXT: affine.yield %3, %6 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %0#0, %arg0[%arg2, %arg2] : memref<?x?xf32>
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %0#1, %arg0[%1, %1] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_first(%arg0: memref<?x?xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2, %c0] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dependent_bounds(%arg0: memref<?x?xf32>, %arg1: f32) {
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: affine.for %arg3 = 0 to #map2(%arg2) {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg2, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @small(%arg0: memref<?x?xf32>, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: affine.store %arg1, %arg0[%c0, %c0] : memref<?x?xf32>
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: affine.store %arg1, %arg0[%0, %0] : memref<?x?xf32>
// CHECK-NEXT: affine.store %arg1, %arg0[%c2, %c2] : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @simple(%m: memref<?x?xf32>, %f: f32) {
  affine.for %i = 0 to 8 {
    %x = arith.addf %f, %f : f32
    affine.for %j = 0 to 16 {
      affine.store %x, %m[%i, %j] : memref<?x?xf32>
    }
    affine.store %x, %m[%i, %i] : memref<?x?xf32>
  }
  return
}

func.func @cleanup(%m: memref<?x?xf32>, %f: f32, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
      %v = affine.load %m[%i, %j] : memref<?x?xf32>
      affine.store %v, %m[%j, %i] : memref<?x?xf32>
    }
  }
  return
}

func.func @sym(%m: memref<?x?xf32>, %f: f32, %n: index) {
  affine.for %i = 0 to %n {
    affine.store %f, %m[%i, %i] : memref<?x?xf32>
  }
  return
}

func.func @reduction(%m: memref<?x?xf32>, %f: f32) -> f32 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %f) -> f32 {
    %s = affine.for %j = 0 to 16 iter_args(%a = %f) -> f32 {
      %v = affine.load %m[%i, %j] : memref<?x?xf32>
      %t = arith.addf %a, %v : f32
      affine.yield %t : f32
    }
    %u = arith.mulf %acc, %s : f32
    affine.yield %u : f32
  }
  return %r : f32
}

func.func @inner_iter(%m: memref<?x?xf32>, %f: f32) {
  affine.for %i = 0 to 4 {
    %s = affine.for %j = 0 to 16 iter_args(%a = %f) -> f32 {
      %v = affine.load %m[%i, %j] : memref<?x?xf32>
      %t = arith.maximumf %a, %v : f32
      affine.yield %t : f32
    }
    affine.store %s, %m[%i, %i] : memref<?x?xf32>
  }
  return
}

func.func @not_first(%m: memref<?x?xf32>, %f: f32) {
  %c = arith.constant 0 : index
  affine.for %i = 0 to 8 {
    affine.store %f, %m[%i, %c] : memref<?x?xf32>
  }
  return
}

func.func @dependent_bounds(%m: memref<?x?xf32>, %f: f32) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%i) {
      affine.store %f, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func @small(%m: memref<?x?xf32>, %f: f32) {
  affine.for %i = 0 to 3 {
    affine.store %f, %m[%i, %i] : memref<?x?xf32>
  }
  return
}
