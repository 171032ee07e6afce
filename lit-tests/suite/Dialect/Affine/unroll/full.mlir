// -affine-loop-unroll with unroll-factor=-1 unrolls every innermost loop of constant trip count
// fully; loops of unknown trip count stay.
// RUN: jopt %s '--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=-1}))' | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK: #map3 = affine_map<(d0) -> (d0 + 4)>
// CHECK: #map4 = affine_map<(d0) -> (d0 + 5)>
// CHECK: #map5 = affine_map<(d0) -> (d0 + 6)>
// CHECK: #map6 = affine_map<(d0) -> (d0 + 7)>
// CHECK: #map7 = affine_map<(d0) -> (d0 + 8)>
// CHECK: #map8 = affine_map<(d0) -> (d0 + 9)>
// CHECK: #map9 = affine_map<()[s0] -> (s0 * 8)>
// CHECK: #map10 = affine_map<()[s0] -> (s0, 20)>
// CHECK-LABEL: func.func @simple(%arg0: memref<?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.store %c0, %arg0[%c0] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map(%c0)
// CHECK-NEXT: affine.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map1(%c0)
// CHECK-NEXT: affine.store %1, %arg0[%1] : memref<?xindex>
// CHECK-NEXT: %2 = affine.apply #map2(%c0)
// CHECK-NEXT: affine.store %2, %arg0[%2] : memref<?xindex>
// CHECK-NEXT: %3 = affine.apply #map3(%c0)
// CHECK-NEXT: affine.store %3, %arg0[%3] : memref<?xindex>
// CHECK-NEXT: %4 = affine.apply #map4(%c0)
// CHECK-NEXT: affine.store %4, %arg0[%4] : memref<?xindex>
// CHECK-NEXT: %5 = affine.apply #map5(%c0)
// CHECK-NEXT: affine.store %5, %arg0[%5] : memref<?xindex>
// CHECK-NEXT: %6 = affine.apply #map6(%c0)
// CHECK-NEXT: affine.store %6, %arg0[%6] : memref<?xindex>
// CHECK-NEXT: %7 = affine.apply #map7(%c0)
// CHECK-NEXT: affine.store %7, %arg0[%7] : memref<?xindex>
// CHECK-NEXT: %8 = affine.apply #map8(%c0)
// CHECK-NEXT: affine.store %8, %arg0[%8] : memref<?xindex>
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
// CHECK-NEXT: %8 = affine.apply #map2(%c0)
// CHECK-NEXT: %9 = affine.apply #map(%8)
// CHECK-NEXT: %10 = arith.addi %9, %arg1 : index
// CHECK-NEXT: affine.store %10, %arg0[%arg1, %8] : memref<?x?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @strided(%arg0: memref<?xindex>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c2_0 = arith.constant 2 : index
// CHECK-NEXT: affine.store %c2_0, %arg0[%c2_0] : memref<?xindex>
// CHECK-NEXT: %0 = affine.apply #map1(%c2_0)
// CHECK-NEXT: affine.store %0, %arg0[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map3(%c2_0)
// CHECK-NEXT: affine.store %1, %arg0[%1] : memref<?xindex>
// CHECK-NEXT: affine.store %c2, %arg0[%c2] : memref<?xindex>
// CHECK-NEXT: %2 = affine.apply #map1(%c2)
// CHECK-NEXT: affine.store %2, %arg0[%2] : memref<?xindex>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sym(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: affine.for %arg2 = %arg0 to 11 step 2 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to %arg0 {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to #map9()[%arg0] {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to min #map10()[%arg0] {
// CHECK-NEXT: affine.store %arg2, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @iter(%arg0: memref<?xf32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.load %arg0[%c0] : memref<?xf32>
// CHECK-NEXT: %1 = arith.addf %arg1, %0 : f32
// CHECK-NEXT: %2 = affine.apply #map(%c0)
// CHECK-NEXT: %3 = affine.load %arg0[%2] : memref<?xf32>
// CHECK-NEXT: %4 = arith.addf %1, %3 : f32
// CHECK-NEXT: %5 = affine.apply #map1(%c0)
// CHECK-NEXT: %6 = affine.load %arg0[%5] : memref<?xf32>
// CHECK-NEXT: %7 = arith.addf %4, %6 : f32
// CHECK-NEXT: %8 = affine.apply #map2(%c0)
// CHECK-NEXT: %9 = affine.load %arg0[%8] : memref<?xf32>
// CHECK-NEXT: %10 = arith.addf %7, %9 : f32
// CHECK-NEXT: %11 = affine.apply #map3(%c0)
// CHECK-NEXT: %12 = affine.load %arg0[%11] : memref<?xf32>
// CHECK-NEXT: %13 = arith.addf %10, %12 : f32
// CHECK-NEXT: %14 = affine.apply #map4(%c0)
// CHECK-NEXT: %15 = affine.load %arg0[%14] : memref<?xf32>
// CHECK-NEXT: %16 = arith.addf %13, %15 : f32
// CHECK-NEXT: %17 = affine.apply #map5(%c0)
// CHECK-NEXT: %18 = affine.load %arg0[%17] : memref<?xf32>
// CHECK-NEXT: %19 = arith.addf %16, %18 : f32
// CHECK-NEXT: %20 = affine.apply #map6(%c0)
// CHECK-NEXT: %21 = affine.load %arg0[%20] : memref<?xf32>
// CHECK-NEXT: %22 = arith.addf %19, %21 : f32
// CHECK-NEXT: %23 = affine.apply #map7(%c0)
// CHECK-NEXT: %24 = affine.load %arg0[%23] : memref<?xf32>
// CHECK-NEXT: %25 = arith.addf %22, %24 : f32
// CHECK-NEXT: %26 = affine.apply #map8(%c0)
// CHECK-NEXT: %27 = affine.load %arg0[%26] : memref<?xf32>
// CHECK-NEXT: %28 = arith.addf %25, %27 : f32
// CHECK-NEXT: %29 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %30 = arith.addf %29, %arg1 : f32
// CHECK-NEXT: %31 = arith.addf %30, %arg1 : f32
// CHECK-NEXT: %32 = arith.addf %28, %31 : f32
// CHECK-NEXT: return %32 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty() {
// CHECK-NEXT: affine.for %arg0 = 0 to 7 {
// CHECK-NEXT: }
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
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
