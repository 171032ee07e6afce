// affine.parallel: a band of parallel loops whose bounds are affine
// expressions of SSA values (max/min of a group), with optional steps and
// reductions. The generic form keeps one map for all lower bounds and one for
// all upper bounds, cut into groups by lowerBoundsGroups/upperBoundsGroups.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @band(
// CHECK-SAME: %[[M:.*]]: memref<8x?xf32>, %[[N:.*]]: index, %[[K:.*]]: index)
func.func @band(%m: memref<8x?xf32>, %n: index, %k: index) {
  // CHECK: affine.parallel (%[[I:.*]], %[[J:.*]]) = (0, max(%[[N]], 2)) to (8, symbol(%[[N]]) + 1) step (1, 4) {
  // CHECK-NEXT: affine.load %[[M]][%[[I]], %[[J]]] : memref<8x?xf32>
  // CHECK-NEXT: }
  // GENERIC: "affine.parallel"(%{{.*}}, %{{.*}}) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #{{.*}}, reductions = [], steps = [1, 4], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #{{.*}}}>
  affine.parallel (%i, %j) = (0, max(%n, 2)) to (8, symbol(%n) + 1) step (1, 4) {
    %v = affine.load %m[%i, %j] : memref<8x?xf32>
  }
  // CHECK: affine.parallel (%{{.*}}, %{{.*}}) = (0, 0) to (min(%[[N]], %[[K]]), 3) {
  // CHECK-NEXT: }
  affine.parallel (%i, %j) = (0, 0) to (min(%n, %k), 3) step (1, 1) {
  }
  // CHECK: affine.parallel (%{{.*}}) = (0) to (%[[K]] floordiv 2) {
  affine.parallel (%i) = (0) to (%k floordiv 2) {
  }
  return
}

// CHECK-LABEL: func.func @reductions(
func.func @reductions(%m: memref<8x?xf32>, %n: index) -> (f32, f32, i32) {
  // CHECK: %{{.*}}:2 = affine.parallel (%[[I:.*]]) = (0) to (8) reduce ("addf", "maximumf") -> (f32, f32) {
  // CHECK: affine.yield %{{.*}}, %{{.*}} : f32, f32
  // GENERIC: reductions = [0, 4]
  %a:2 = affine.parallel (%i) = (0) to (8) reduce ("addf", "maximumf") -> (f32, f32) {
    %v = affine.load %m[%i, %i] : memref<8x?xf32>
    affine.yield %v, %v : f32, f32
  }
  // CHECK: affine.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}} + 8) reduce ("andi") -> (i32) {
  // GENERIC: reductions = [2]
  %b = affine.parallel (%i) = (%n) to (%n + 8) reduce ("andi") -> i32 {
    %c = arith.constant 3 : i32
    affine.yield %c : i32
  }
  return %a#0, %a#1, %b : f32, f32, i32
}
