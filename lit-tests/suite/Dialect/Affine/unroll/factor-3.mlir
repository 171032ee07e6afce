// -affine-loop-unroll by 3: cleanup loops, promoted when they run once.
// RUN: jopt %s '--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=3}))' | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 + (((-s0 + 11) ceildiv 2) floordiv 3) * 6)>
// CHECK: #map4 = affine_map<()[s0] -> ((s0 floordiv 3) * 3)>
// CHECK: #map5 = affine_map<()[s0] -> (((s0 * 8) floordiv 3) * 3)>
// CHECK: #map6 = affine_map<()[s0] -> (s0 * 8)>
// CHECK: #map7 = affine_map<()[s0] -> (s0, 20)>
// CHECK-LABEL: func.func @simple(%arg0: memref<?xindex>) {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: affine.for %arg1 = 0 to 9 step 3 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg1] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%arg1)
// CHECK-NEXT: affine.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)
// CHECK-NEXT: affine.store %1, %arg0[%1] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %c9, %arg0[%c9] : memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nest(%arg0: memref<?x?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
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
// CHECK-NEXT: %8 = affine.apply #map(%c3)
// CHECK-NEXT: %9 = arith.addi %8, %arg1 : index
// CHECK-NEXT: affine.store %9, %arg0[%arg1, %c3] : memref<?x?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided(%arg0: memref<?xindex>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: affine.store %c2, %arg0[%c2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map1(%c2)
// CHECK-NEXT: affine.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map2(%c2)
// CHECK-NEXT: affine.store %1, %arg0[%1] : memref<?xindex>
// CHECK-NEXT: affine.for %arg1 = 2 to 6 step 2 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg1] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sym(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: affine.for %arg2 = %arg0 to #map3()[%arg0] step 6 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map2(%arg2)
// CHECK-NEXT: affine.store %1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map3()[%arg0] to 11 step 2 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to #map4()[%arg0] step 3 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map4()[%arg0] to %arg0 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to #map5()[%arg0] step 3 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%arg2)
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1(%arg2)
// CHECK-NEXT: affine.store %1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = #map5()[%arg0] to #map6()[%arg0] {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to min #map7()[%arg0] {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter(%arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %0 = affine.for %arg2 = 0 to 9 step 3 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT: %7 = affine.load %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: %8 = arith.addf %arg3, %7 : f32
// CHECK-NEXT: %9 = affine.apply #map(%arg2)
// CHECK-NEXT: %10 = affine.load %arg0[%9] : memref<?xf32>
// CHECK-NEXT: %11 = arith.addf %8, %10 : f32
// CHECK-NEXT: %12 = affine.apply #map1(%arg2)
// CHECK-NEXT: %13 = affine.load %arg0[%12] : memref<?xf32>
// CHECK-NEXT: %14 = arith.addf %11, %13 : f32
// CHECK-NEXT: affine.yield %14 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = affine.load %arg0[%c9] : memref<?xf32>
// CHECK-NEXT: %2 = arith.addf %0, %1 : f32
// CHECK-NEXT: %3 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %4 = arith.addf %3, %arg1 : f32
// CHECK-NEXT: %5 = arith.addf %4, %arg1 : f32
// CHECK-NEXT: %6 = arith.addf %2, %5 : f32
// CHECK-NEXT: return %6 : f32
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
