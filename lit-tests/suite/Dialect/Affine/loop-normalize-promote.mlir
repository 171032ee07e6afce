// -affine-loop-normalize=promote-single-iter: a loop that runs once (constant trip count 1, also from
// symbolic bounds) is replaced by its body; the induction variable becomes a constant at the
// function's start, the lower bound operand, or an affine.apply.
// RUN: jopt %s -affine-loop-normalize=promote-single-iter | jfilecheck %s

// CHECK: #map = affine_map<(d0) -> (d0 * 3)>
// CHECK: #map1 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK: #map3 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK: #map4 = affine_map<(d0) -> (d0 * 2 + 2)>
// CHECK: #map5 = affine_map<()[s0] -> ((s0 - 2) ceildiv 32)>
// CHECK: #map6 = affine_map<(d0) -> (d0 * 32 + 2)>
// CHECK: #map7 = affine_map<()[s0] -> (s0 ceildiv 2)>
// CHECK: #map8 = affine_map<(d0) -> (d0 * 2)>
// CHECK: #map9 = affine_map<()[s0] -> (s0 - 2, 510)>
// CHECK: #map10 = affine_map<(d0) -> (d0 + 2)>
// CHECK: #map11 = affine_map<()[s0] -> (s0 ceildiv 32)>
// CHECK: #map12 = affine_map<(d0) -> (d0 * 32)>
// CHECK: #map13 = affine_map<(d0)[s0] -> (32, -d0 + s0)>
// CHECK: #map14 = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK: #map15 = affine_map<()[s0] -> (s0)>
// CHECK: #map16 = affine_map<()[s0] -> (s0 * 2)>
// CHECK: #map17 = affine_map<(d0) -> ((-d0 + 10) ceildiv 5)>
// CHECK: #map18 = affine_map<(d0, d1) -> (d0 + d1 * 5)>
// CHECK: #map19 = affine_map<(d0, d1) -> (d0 + d1 * 3)>
// CHECK-LABEL: func.func @par() {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: affine.parallel (%arg0, %arg1) = (0, 0) to (4, 2) {
// CHECK-NEXT: %0 = affine.apply #map(%arg0)
// CHECK-NEXT: %1 = affine.apply #map1(%arg1)
// CHECK-NEXT: affine.parallel (%arg2) = (0) to (%1 - %0) {
// CHECK-NEXT: %2 = affine.apply #map2(%0, %arg2)
// CHECK-NEXT: affine.store %cst, %alloc[%0, %2] : memref<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rel(%arg0: index) {
// CHECK-NEXT: affine.for %arg1 = 0 to 4 {
// CHECK-NEXT: %0 = affine.apply #map3(%arg1)[%arg0]
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @single(%arg0: memref<1xf32>, %arg1: memref<1xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.load %arg0[%c0] : memref<1xf32>
// CHECK-NEXT: affine.store %0, %arg1[%c0] : memref<1xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nest(%arg0: memref<64x64xindex>) {
// CHECK-NEXT: affine.for %arg1 = 0 to 15 {
// CHECK-NEXT: %0 = affine.apply #map4(%arg1)
// CHECK-NEXT: affine.for %arg2 = 0 to 11 {
// CHECK-NEXT: %1 = affine.apply #map(%arg2)
// CHECK-NEXT: %2 = arith.addi %0, %1 : index
// CHECK-NEXT: affine.store %2, %arg0[%0, %1] : memref<64x64xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unknown(%arg0: memref<?x?xf32>, %arg1: index, %arg2: memref<?x?xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to #map5()[%dim] {
// CHECK-NEXT: %0 = affine.apply #map6(%arg3)
// CHECK-NEXT: affine.for %arg4 = 0 to #map7()[%arg1] {
// CHECK-NEXT: %1 = affine.apply #map8(%arg4)
// CHECK-NEXT: affine.store %0, %arg2[%0, %1] : memref<?x?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to min #map9()[%arg1] {
// CHECK-NEXT: %1 = affine.apply #map10(%arg4)
// CHECK-NEXT: affine.store %1, %arg2[%0, %1] : memref<?x?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tiled(%arg0: memref<1024x1024xf32>, %arg1: memref<1024x1024xf32>, %arg2: memref<1024x1024xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<1024x1024xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg1, %c1 : memref<1024x1024xf32>
// CHECK-NEXT: affine.for %arg3 = 0 to #map11()[%dim] {
// CHECK-NEXT: %0 = affine.apply #map12(%arg3)
// CHECK-NEXT: affine.for %arg4 = 0 to #map11()[%dim_0] {
// CHECK-NEXT: %1 = affine.apply #map12(%arg4)
// CHECK-NEXT: affine.for %arg5 = 0 to min #map13(%0)[%dim] {
// CHECK-NEXT: %2 = affine.apply #map2(%0, %arg5)
// CHECK-NEXT: affine.for %arg6 = 0 to min #map13(%1)[%dim_0] {
// CHECK-NEXT: %3 = affine.apply #map2(%1, %arg6)
// CHECK-NEXT: %4 = affine.load %arg0[%2, %3] : memref<1024x1024xf32>
// CHECK-NEXT: affine.store %4, %arg2[%2, %3] : memref<1024x1024xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @maxlb(%arg0: index, %arg1: index, %arg2: memref<?xindex>) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: affine.for %arg3 = max #map14()[%arg0, %arg1] to 100 step 4 {
// CHECK-NEXT: affine.store %arg3, %arg2[%arg3] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %0 = arith.addi %arg0, %c3 : index
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @a(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = affine.apply #map15()[%arg0]
// CHECK-NEXT: affine.store %0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: %1 = affine.apply #map16()[%arg0]
// CHECK-NEXT: affine.store %1, %arg1[%1] : memref<?xindex>
// CHECK-NEXT: affine.for %arg2 = 0 to #map17(%c5) {
// CHECK-NEXT: %3 = affine.apply #map18(%c5, %arg2)
// CHECK-NEXT: affine.store %3, %arg1[%c5] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (max(0, %arg0), 2) to (10, min(%arg0, 8)) {
// CHECK-NEXT: affine.store %arg3, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: affine.parallel (%arg2, %arg3) = (0, 0) to (10, %arg0) {
// CHECK-NEXT: affine.store %arg3, %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %2 = affine.parallel (%arg2) = (0) to (4) reduce ("addf") -> (f32) {
// CHECK-NEXT: %3 = affine.apply #map19(%arg0, %arg2)
// CHECK-NEXT: affine.store %3, %arg1[%3] : memref<?xindex>
// CHECK-NEXT: affine.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @par() {
  %cst = arith.constant 1.0 : f32
  %0 = memref.alloc() : memref<2x4xf32>
  affine.parallel (%i, %j) = (0, 1) to (10, 5) step (3, 2) {
    affine.parallel (%k) = (%i) to (%j) {
      affine.store %cst, %0[%i, %k] : memref<2x4xf32>
    }
  }
  return
}
func.func @rel(%arg: index) {
  affine.for %i = affine_map<(d0) -> (d0)>(%arg) to affine_map<(d0) -> (d0 + 4)>(%arg) {
  }
  return
}
func.func @single(%in: memref<1xf32>, %out: memref<1xf32>) {
  affine.for %i = 0 to 1 {
    %1 = affine.load %in[%i] : memref<1xf32>
    affine.store %1, %out[%i] : memref<1xf32>
  }
  return
}
func.func @nest(%m: memref<64x64xindex>) {
  affine.for %i0 = 2 to 32 step 2 {
    affine.for %i1 =  0 to 32 step 3 {
      %s = arith.addi %i0, %i1 : index
      affine.store %s, %m[%i0, %i1] : memref<64x64xindex>
    }
  }
  return
}
func.func @unknown(%arg0: memref<?x?xf32>, %arg1: index, %m: memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %0 = memref.dim %arg0, %c0 : memref<?x?xf32>
  affine.for %i0 = 2 to %0 step 32 {
    affine.for %i1 = 0 to %arg1 step 2 {
      affine.store %i0, %m[%i0, %i1] : memref<?x?xindex>
    }
    affine.for %i1 = 2 to min affine_map<(d0)[] -> (d0, 512)>(%arg1) {
      affine.store %i1, %m[%i0, %i1] : memref<?x?xindex>
    }
  }
  return
}
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
func.func @tiled(%0: memref<1024x1024xf32>, %1: memref<1024x1024xf32>, %2: memref<1024x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %3 = memref.dim %0, %c0 : memref<1024x1024xf32>
  %4 = memref.dim %1, %c1 : memref<1024x1024xf32>
  affine.for %arg0 = 0 to %3 step 32 {
    affine.for %arg1 = 0 to %4 step 32 {
        affine.for %arg3 = #map1(%arg0) to min #map2(%arg0)[%3] {
          affine.for %arg4 = #map1(%arg1) to min #map2(%arg1)[%4] {
              %6 = affine.load %0[%arg3, %arg4] : memref<1024x1024xf32>
              affine.store %6, %2[%arg3, %arg4] : memref<1024x1024xf32>
          }
        }
    }
  }
  return
}
func.func @maxlb(%a: index, %b: index, %m: memref<?xindex>) {
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b] to 100 step 4 {
    affine.store %i, %m[%i] : memref<?xindex>
  }
  affine.for %i = 3 to 4 step 7 iter_args(%x = %a) -> index {
    %y = arith.addi %x, %i : index
    affine.yield %y : index
  }
  return
}
func.func @a(%n: index, %m: memref<?xindex>) {
  affine.for %i = %n to affine_map<()[s0] -> (s0 + 1)>()[%n] {
    affine.store %i, %m[%i] : memref<?xindex>
  }
  affine.for %i = affine_map<()[s0] -> (s0 * 2)>()[%n] to affine_map<()[s0] -> (s0 * 2 + 1)>()[%n] {
    affine.store %i, %m[%i] : memref<?xindex>
  }
  affine.for %i = 5 to 10 step 5 {
    affine.for %j = affine_map<(d0)->(d0)>(%i) to 10 step 5 {
      affine.store %j, %m[%i] : memref<?xindex>
    }
  }
  affine.parallel (%i, %j) = (max(0, %n), 2) to (10, min(%n, 8)) {
    affine.store %j, %m[%i] : memref<?xindex>
  }
  affine.parallel (%i, %j) = (0, 0) to (10, %n) {
    affine.store %j, %m[%i] : memref<?xindex>
  }
  %f = arith.constant 1.0 : f32
  %r = affine.parallel (%i) = (%n) to (symbol(%n) + 10) step (3) reduce ("addf") -> f32 {
    affine.store %i, %m[%i] : memref<?xindex>
    affine.yield %f : f32
  }
  return
}
