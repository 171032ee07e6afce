// -affine-loop-unroll with unroll-num-reps=2: the innermost loops are unrolled twice (cleanup loops
// of the first round are unrolled in the second; a cleanup loop's inits are replaced as MLIR does,
// operand by operand on the live operand list).
// RUN: jopt %s '--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=2 unroll-num-reps=2}))' | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 + ((((-s0 + 11) ceildiv 2) floordiv 2) floordiv 2) * 8)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map4 = affine_map<()[s0] -> (s0 + (((-s0 + 11) ceildiv 2) floordiv 2) * 4)>
// CHECK: #map5 = affine_map<()[s0] -> (s0 + (((-s0 + 11) ceildiv 2) floordiv 2) * 4 + (((-s0 - (((-s0 + 11) ceildiv 2) floordiv 2) * 4 + 11) ceildiv 2) floordiv 2) * 4)>
// CHECK: #map6 = affine_map<()[s0] -> (((s0 floordiv 2) floordiv 2) * 4)>
// CHECK: #map7 = affine_map<()[s0] -> ((s0 floordiv 2) * 2)>
// CHECK: #map8 = affine_map<()[s0] -> (s0 * 8)>
// CHECK: #map9 = affine_map<()[s0] -> (s0, 20)>
// CHECK-LABEL: func.func @simple(%arg0: memref<?xindex>) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 8 step 4 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg1] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map(%arg1)
// CHECK-NEXT: affine.store %1, %arg0[%1] : memref<?xindex>
// CHECK-NEXT: %2 = affine.apply #map1(%arg1)
// CHECK-NEXT: affine.store %2, %arg0[%2] : memref<?xindex>
// CHECK-NEXT: %3 = affine.apply #map(%2)
// CHECK-NEXT: affine.store %3, %arg0[%3] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %c8, %arg0[%c8] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%c8)
// CHECK-NEXT: affine.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nest(%arg0: memref<?x?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 100 step 2 {
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : index
// CHECK-NEXT: affine.store %1, %arg0[%arg1, %c0] : memref<?x?xindex>
// CHECK-NEXT: %2 = affine.apply #map(%c0)
// CHECK-NEXT: %3 = affine.apply #map(%2)
// CHECK-NEXT: %4 = arith.addi %3, %arg1 : index
// CHECK-NEXT: affine.store %4, %arg0[%arg1, %2] : memref<?x?xindex>
// CHECK-NEXT: %5 = affine.apply #map1(%c0)
// CHECK-NEXT: %6 = affine.apply #map(%5)
// CHECK-NEXT: %7 = arith.addi %6, %arg1 : index
// CHECK-NEXT: affine.store %7, %arg0[%arg1, %5] : memref<?x?xindex>
// CHECK-NEXT: %8 = affine.apply #map(%5)
// CHECK-NEXT: %9 = affine.apply #map(%8)
// CHECK-NEXT: %10 = arith.addi %9, %arg1 : index
// CHECK-NEXT: affine.store %10, %arg0[%arg1, %8] : memref<?x?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided(%arg0: memref<?xindex>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: affine.store %c2_0, %arg0[%c2_0] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map1(%c2_0)
// CHECK-NEXT: affine.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT: affine.store %c6, %arg0[%c6] : memref<?xindex>
// CHECK-NEXT: affine.store %c2, %arg0[%c2] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1(%c2)
// CHECK-NEXT: affine.store %1, %arg0[%1] : memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sym(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: affine.for %arg2 = %arg0 to #map2()[%arg0] step 8 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map3(%arg2)
// CHECK-NEXT: affine.store %1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT: %2 = affine.apply #map1(%1)
// CHECK-NEXT: affine.store %2, %arg1[%2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map2()[%arg0] to #map4()[%arg0] step 4 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map4()[%arg0] to #map5()[%arg0] step 4 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map5()[%arg0] to 11 step 2 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to #map6()[%arg0] step 4 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT: %2 = affine.apply #map(%1)
// CHECK-NEXT: affine.store %2, %arg1[%2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map6()[%arg0] to #map7()[%arg0] step 2 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map7()[%arg0] to #map7()[%arg0] step 2 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map7()[%arg0] to %arg0 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to #map8()[%arg0] step 4 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT: %2 = affine.apply #map(%1)
// CHECK-NEXT: affine.store %2, %arg1[%2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to min #map9()[%arg0] {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter(%arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 8 step 4 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %10 = affine.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %11 = arith.addf %arg3, %10 : f32
// CHECK-NEXT: %12 = affine.apply #map(%arg2)
// CHECK-NEXT: %13 = affine.load %arg0[%12] : memref<?xf32>
// CHECK-NEXT: %14 = arith.addf %11, %13 : f32
// CHECK-NEXT: %15 = affine.apply #map1(%arg2)
// CHECK-NEXT: %16 = affine.load %arg0[%15] : memref<?xf32>
// CHECK-NEXT: %17 = arith.addf %14, %16 : f32
// CHECK-NEXT: %18 = affine.apply #map(%15)
// CHECK-NEXT: %19 = affine.load %arg0[%18] : memref<?xf32>
// CHECK-NEXT: %20 = arith.addf %17, %19 : f32
// CHECK-NEXT: affine.yield %20 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %arg0[%c8] : memref<?xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: %3 = affine.apply #map(%c8)
// CHECK-NEXT: %4 = affine.load %arg0[%3] : memref<?xf32>
// CHECK-NEXT: %5 = arith.addf %2, %4 : f32
// CHECK-NEXT: %6 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %7 = arith.addf %6, %arg1 : f32
// CHECK-NEXT: %8 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %9 = arith.addf %5, %8 : f32
// CHECK-NEXT: return %9 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty() {
// CHECK-NEXT: affine.for %arg0 = 0 to 7 {
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg0 = 0 to 1 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @simple(%m: memref<?xindex>) {
  affine.for %i = 0 to 10 {
    affine.store %i, %m[%i] : memref<?xindex>
  }
  return
}
func.func @nest(%m: memref<?x?xindex>) {
  affine.for %i = 0 to 100 step 2 {
    affine.for %j = 0 to 4 {
      %x = affine.apply affine_map<(d0) -> (d0 + 1)>(%j)
      %y = arith.addi %x, %i : index
      affine.store %y, %m[%i, %j] : memref<?x?xindex>
    }
  }
  return
}
func.func @strided(%m: memref<?xindex>) {
  affine.for %j = 2 to 7 step 2 {
    affine.store %j, %m[%j] : memref<?xindex>
  }
  affine.for %j = 2 to 6 step 2 {
    affine.store %j, %m[%j] : memref<?xindex>
  }
  return
}
func.func @sym(%n: index, %m: memref<?xindex>) {
  affine.for %i = %n to 11 step 2 {
    affine.store %i, %m[%i] : memref<?xindex>
  }
  affine.for %i = 0 to %n {
    affine.store %i, %m[%i] : memref<?xindex>
  }
  affine.for %i = 0 to affine_map<()[s0] -> (s0 * 8)>()[%n] {
    affine.store %i, %m[%i] : memref<?xindex>
  }
  affine.for %i = 0 to min affine_map<()[s0] -> (s0, 20)>()[%n] {
    affine.store %i, %m[%i] : memref<?xindex>
  }
  return
}
func.func @iter(%m: memref<?xf32>, %init: f32) -> f32 {
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> f32 {
    %v = affine.load %m[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  %r2:2 = affine.for %i = 0 to 3 iter_args(%acc = %init, %b = %init) -> (f32, f32) {
    %s = arith.addf %acc, %b : f32
    affine.yield %s, %acc : f32, f32
  }
  %x = arith.addf %r, %r2#0 : f32
  return %x : f32
}
func.func @empty() {
  affine.for %i = 0 to 7 {
  }
  affine.for %i = 0 to 1 {
    %c = arith.constant 1 : i32
  }
  return
}
