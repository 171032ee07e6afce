// -canonicalize on affine ops: affine.min/max of a min/max of the same kind merge
// (MergeAffineMinMaxOp); affine.if on the empty set or the universe inlines the branch that runs, an
// empty else goes (AlwaysTrueOrFalseIf, SimplifyDeadElse); prefetch and vector load/store maps
// compose; a prefetch is never dead; a product of two symbols is ordered by position.
// RUN: jopt %s '-canonicalize' | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (1000, s1 + 512, s0)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s1, s0 + 1)>
// CHECK: #map2 = affine_map<()[s0] -> (s0 + 2, s0 + 4)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 * 2, s0 * 2 + 5)>
// CHECK: #map4 = affine_map<()[s0] -> (s0 floordiv 2, 3)>
// CHECK: #map5 = affine_map<()[s0, s1] -> (s1, s0, s0 + 2)>
// CHECK: #map6 = affine_map<()[s0, s1] -> (s1, s0, s0 * 2)>
// CHECK: #map7 = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map8 = affine_map<()[s0] -> (s0, 0)>
// CHECK: #map9 = affine_map<()[s0] -> (s0 + 4, 100)>
// CHECK: #map10 = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK: #map11 = affine_map<()[s0] -> (s0 * 2 + s0 floordiv 2)>
// CHECK: #map12 = affine_map<()[s0, s1, s2] -> (s0 * s2 + s0 * s1)>
// CHECK: #map13 = affine_map<()[s0, s1] -> ((s0 * s1) * 2)>
// CHECK: #map14 = affine_map<()[s0, s1] -> (s0 * s1 + 1)>
// CHECK: #set = affine_set<()[s0] : (s0 >= 0, 1 >= 0)>
// CHECK: #set1 = affine_set<() : (2 >= 0)>
// CHECK: #set2 = affine_set<()[s0] : (s0 - 3 >= 0)>
// CHECK-LABEL: func.func @minmax(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.min #map()[%arg1, %arg0]
// CHECK-NEXT: %1 = affine.max #map1()[%arg0, %arg1]
// CHECK-NEXT: %2 = affine.min #map2()[%arg0]
// CHECK-NEXT: %3 = affine.max #map3()[%arg0]
// CHECK-NEXT: %4 = affine.min #map4()[%0]
// CHECK-NEXT: return %0, %arg0, %1, %2, %3, %4 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @min_of_min(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.min #map5()[%arg1, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @max_of_max(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.max #map6()[%arg1, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_fold(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: affine.if #set()[%arg0] {
// CHECK-NEXT: affine.store %arg2, %arg1[symbol(%arg0)] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %arg2, %arg1[symbol(%arg0)] : memref<?xf32>
// CHECK-NEXT: affine.store %arg2, %arg1[symbol(%arg0)] : memref<?xf32>
// CHECK-NEXT: affine.if #set1() {
// CHECK-NEXT: affine.store %arg2, %arg1[symbol(%arg0)] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.if #set2()[%arg0] -> f32 {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: affine.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.store %0, %arg1[symbol(%arg0)] : memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_fold(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = %arg2 to #map7()[%arg2] {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg3 = max #map8()[%arg2] to min #map9()[%arg2] {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par(%arg0: memref<?x?xf32>, %arg1: f32, %arg2: index) {
// CHECK-NEXT: affine.parallel (%arg3, %arg4) = (0, 0) to (symbol(%arg2), 10) {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3, %arg4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (0) {
// CHECK-NEXT: affine.store %arg1, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = affine.parallel (%arg3) = (0) to (10) reduce ("addf") -> (f32) {
// CHECK-NEXT: affine.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg3) = (0) to (1) {
// CHECK-NEXT: affine.store %0, %arg0[%arg3, %arg3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @apply_misc(%arg0: index, %arg1: index) -> (index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.apply #map10()[%arg1, %arg0]
// CHECK-NEXT: %1 = affine.apply #map11()[%arg0]
// CHECK-NEXT: return %arg0, %c0, %0, %1 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @load_store(%arg0: memref<?x?xf32>, %arg1: index) {
// CHECK-NEXT: %0 = affine.load %arg0[symbol(%arg1) + 1, symbol(%arg1) * 2] : memref<?x?xf32>
// CHECK-NEXT: affine.store %0, %arg0[3, symbol(%arg1)] : memref<?x?xf32>
// CHECK-NEXT: affine.prefetch %arg0[symbol(%arg1) + 1, 3], read, locality<3>, data : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @symbol_products(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %0 = affine.apply #map10()[%arg0, %arg1]
// CHECK-NEXT: %1 = affine.apply #map10()[%arg0, %arg1]
// CHECK-NEXT: %2 = affine.apply #map12()[%arg0, %arg1, %arg2]
// CHECK-NEXT: %3 = affine.apply #map13()[%arg0, %arg1]
// CHECK-NEXT: %4 = affine.apply #map14()[%arg0, %arg1]
// CHECK-NEXT: return %0, %1, %2, %3, %4 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @minmax(%a: index, %b: index, %c: index) -> (index, index, index, index, index, index) {
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>(%a)[%b]
  %1 = affine.min affine_map<(d0) -> (d0, d0)>(%a)
  %2 = affine.max affine_map<(d0, d1) -> (d0 + 1, d1, d0 + 1)>(%a, %b)
  %3 = affine.min affine_map<()[s0] -> (s0 + 4, s0 + 2)>()[%a]
  %4 = affine.max affine_map<()[s0] -> (s0 * 2, s0 * 2 + 5)>()[%a]
  %5 = affine.min affine_map<(d0) -> (d0 floordiv 2, 3)>(%0)
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
func.func @min_of_min(%a: index, %b: index) -> index {
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%a)[%b]
  %1 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 2)>(%0)[%b]
  return %1 : index
}
func.func @max_of_max(%a: index, %b: index) -> index {
  %0 = affine.max affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b]
  %1 = affine.max affine_map<()[s0, s1] -> (s0, s1 * 2)>()[%0, %b]
  return %1 : index
}
func.func @if_fold(%a: index, %m: memref<?xf32>, %f: f32) {
  affine.if affine_set<(d0) : (d0 >= 0, 1 >= 0)>(%a) {
    affine.store %f, %m[%a] : memref<?xf32>
  }
  affine.if affine_set<() : (1 == 0)>() {
    affine.store %f, %m[%a] : memref<?xf32>
  } else {
    affine.store %f, %m[%a] : memref<?xf32>
  }
  affine.if affine_set<() : (0 == 0)>() {
    affine.store %f, %m[%a] : memref<?xf32>
  }
  %c5 = arith.constant 5 : index
  affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%c5) {
    affine.store %f, %m[%a] : memref<?xf32>
  }
  affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%a) {
  }
  %r = affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%a) -> f32 {
    affine.yield %f : f32
  } else {
    affine.yield %f : f32
  }
  affine.store %r, %m[%a] : memref<?xf32>
  return
}
func.func @for_fold(%m: memref<?xf32>, %f: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  affine.for %i = %c0 to %c10 {
    affine.store %f, %m[%i] : memref<?xf32>
  }
  affine.for %i = 0 to 10 {
  }
  %r = affine.for %i = 0 to %n iter_args(%x = %f) -> f32 {
    affine.yield %x : f32
  }
  %s = affine.for %i = 0 to 0 iter_args(%x = %f) -> f32 {
    %y = arith.addf %x, %x : f32
    affine.yield %y : f32
  }
  affine.for %i = affine_map<(d0) -> (d0)>(%n) to affine_map<(d0) -> (d0 + 1)>(%n) {
    affine.store %f, %m[%i] : memref<?xf32>
  }
  affine.for %i = max affine_map<()[s0] -> (s0, 0)>()[%n] to min affine_map<()[s0] -> (s0 + 4, 100, 100)>()[%n] {
    affine.store %f, %m[%i] : memref<?xf32>
  }
  %t = arith.addf %r, %s : f32
  return %t : f32
}
func.func @par(%m: memref<?x?xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  affine.parallel (%i, %j) = (%c0, 0) to (symbol(%n), 10) {
    affine.store %f, %m[%i, %j] : memref<?x?xf32>
  }
  affine.parallel (%i) = (0) to (0) {
    affine.store %f, %m[%i, %i] : memref<?x?xf32>
  }
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    affine.yield %f : f32
  }
  affine.parallel (%i) = (0) to (1) {
    affine.store %r, %m[%i, %i] : memref<?x?xf32>
  }
  return
}
func.func @apply_misc(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0, d1) -> (d0 mod 4 + (d0 floordiv 4) * 4)>(%a, %b)
  %1 = affine.apply affine_map<(d0) -> ((d0 * 8) mod 4)>(%a)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%b]
  %c2 = arith.constant 2 : index
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + d0 floordiv s0)>(%a)[%c2]
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @load_store(%m: memref<?x?xf32>, %a: index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %v = affine.load %m[%0, %a * 2] : memref<?x?xf32>
  %c3 = arith.constant 3 : index
  affine.store %v, %m[%c3, symbol(%a)] : memref<?x?xf32>
  %cast = memref.cast %m : memref<?x?xf32> to memref<4x4xf32>
  %w = affine.load %cast[0, 0] : memref<4x4xf32>
  affine.prefetch %m[%0, %c3], read, locality<3>, data : memref<?x?xf32>
  return
}
func.func @symbol_products(%a: index, %b: index, %c: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<()[s0, s1] -> (s1 * s0)>()[%a, %b]
  %1 = affine.apply affine_map<()[s0, s1] -> (s0 * s1)>()[%a, %b]
  %2 = affine.apply affine_map<()[s0, s1, s2] -> (s2 * s0 + s1 * s0)>()[%a, %b, %c]
  %3 = affine.apply affine_map<()[s0, s1] -> (s1 * s0 + s0 * s1)>()[%a, %b]
  %4 = affine.apply affine_map<()[s0, s1] -> (s1 * s0 + 1)>()[%a, %b]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
