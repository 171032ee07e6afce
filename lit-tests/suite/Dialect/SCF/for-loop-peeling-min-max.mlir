// -scf-for-loop-peeling simplifies affine.min/max in both loops after the split: in the main loop
// ub - iv >= step holds (min(step, ub - iv) is step), in the partial iteration ub - iv < step
// (it is ub - iv); a min that does not follow stays. Nested loops are peeled inner loop first (the
// greedy driver queues a loop right after the first op of its body), so loops inside a partial
// iteration are peeled too even with skip-partial.
// RUN: jopt %s -scf-for-loop-peeling | jfilecheck %s
// RUN: jopt %s -scf-for-loop-peeling=skip-partial=false | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// CHECK: #map1 = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK: #map2 = affine_map<(d0) -> (-d0 + 17)>
// CHECK: #map3 = affine_map<(d0) -> (d0 - 17)>
// CHECK: #map4 = affine_map<(d0, d1)[s0] -> (d0 + d1, -d1 + s0)>
// CHECK: #map5 = affine_map<(d0)[s0] -> (d0 - s0)>
// CHECK: #map6 = affine_map<(d0)[s0] -> (-d0 + s0 + 1)>
// CHECK: #map7 = affine_map<(d0) -> (-d0 + 10)>
// CHECK-LABEL: func.func @peel(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %arg2]
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %0 step %arg2 iter_args(%arg5 = %cst) -> (f32) {
// CHECK-NEXT: %3 = memref.load %arg3[%arg2] : memref<?xf32>
// CHECK-NEXT: %4 = arith.addf %arg5, %3 : f32
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for %arg4 = %0 to %arg1 step %arg2 iter_args(%arg5 = %1) -> (f32) {
// CHECK-NEXT: %3 = affine.apply #map1(%arg4)[%arg1]
// CHECK-NEXT: %4 = memref.load %arg3[%3] : memref<?xf32>
// CHECK-NEXT: %5 = arith.addf %arg5, %4 : f32
// CHECK-NEXT: scf.yield %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @peel_static(
// CHECK-NEXT: %c-4 = arith.constant -4 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c17 = arith.constant 17 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %c16 step %c4 {
// CHECK-NEXT: memref.store %cst, %arg0[%c4] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg0[%c-4] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c16 to %c17 step %c4 {
// CHECK-NEXT: %0 = affine.apply #map2(%arg1)
// CHECK-NEXT: %1 = affine.apply #map3(%arg1)
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg0[%1] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%c0, %arg0, %c4]
// CHECK-NEXT: scf.for %arg3 = %c0 to %0 step %c4 {
// CHECK-NEXT: %1 = affine.apply #map()[%c0, %arg1, %c8]
// CHECK-NEXT: scf.for %arg4 = %c0 to %1 step %c8 {
// CHECK-NEXT: %2 = affine.min #map4(%c4, %arg4)[%arg1]
// CHECK-NEXT: memref.store %cst, %arg2[%c4, %c8] : memref<?x?xf32>
// CHECK-NEXT: memref.store %cst, %arg2[%2, %2] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %1 to %arg1 step %c8 {
// CHECK-NEXT: %2 = affine.apply #map1(%arg4)[%arg1]
// CHECK-NEXT: %3 = affine.min #map4(%c4, %arg4)[%arg1]
// CHECK-NEXT: memref.store %cst, %arg2[%c4, %2] : memref<?x?xf32>
// CHECK-NEXT: memref.store %cst, %arg2[%3, %3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg0 step %c4 {
// CHECK-NEXT: %1 = affine.apply #map1(%arg3)[%arg0]
// CHECK-NEXT: %2 = affine.apply #map()[%c0, %arg1, %c8]
// CHECK-NEXT: scf.for %arg4 = %c0 to %2 step %c8 {
// CHECK-NEXT: %3 = affine.min #map4(%1, %arg4)[%arg1]
// CHECK-NEXT: memref.store %cst, %arg2[%1, %c8] : memref<?x?xf32>
// CHECK-NEXT: memref.store %cst, %arg2[%3, %3] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg4 = %2 to %arg1 step %c8 {
// CHECK-NEXT: %3 = affine.apply #map1(%arg4)[%arg1]
// CHECK-NEXT: %4 = affine.min #map4(%1, %arg4)[%arg1]
// CHECK-NEXT: memref.store %cst, %arg2[%1, %3] : memref<?x?xf32>
// CHECK-NEXT: memref.store %cst, %arg2[%4, %4] : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @three_results(
// CHECK-NEXT: %c6 = arith.constant 6 : index
// CHECK-NEXT: %c-5 = arith.constant -5 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = affine.apply #map()[%arg0, %arg1, %c5]
// CHECK-NEXT: scf.for %arg3 = %arg0 to %0 step %c5 {
// CHECK-NEXT: memref.store %cst, %arg2[%c5] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg2[%c-5] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg2[%c6] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg1 step %c5 {
// CHECK-NEXT: %1 = affine.apply #map1(%arg3)[%arg1]
// CHECK-NEXT: %2 = affine.apply #map5(%arg3)[%arg1]
// CHECK-NEXT: %3 = affine.apply #map6(%arg3)[%arg1]
// CHECK-NEXT: memref.store %cst, %arg2[%1] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg2[%2] : memref<?xf32>
// CHECK-NEXT: memref.store %cst, %arg2[%3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_operands(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c10 = arith.constant 10 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: scf.for %arg1 = %c2 to %c8 step %c3 {
// CHECK-NEXT: memref.store %cst, %arg0[%c3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg1 = %c8 to %c10 step %c3 {
// CHECK-NEXT: %0 = affine.apply #map7(%arg1)
// CHECK-NEXT: memref.store %cst, %arg0[%0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

#map = affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>
func.func @peel(%lb: index, %ub: index, %step: index, %m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = scf.for %iv = %lb to %ub step %step iter_args(%a = %c0) -> f32 {
    %min = affine.min #map(%iv)[%step, %ub]
    %v = memref.load %m[%min] : memref<?xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @peel_static(%m: memref<?xf32>) {
  %cf = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c17 = arith.constant 17 : index
  %c4 = arith.constant 4 : index
  scf.for %iv = %c0 to %c17 step %c4 {
    %min = affine.min affine_map<(d0) -> (4, 17 - d0)>(%iv)
    %max = affine.max affine_map<(d0) -> (-4, d0 - 17)>(%iv)
    memref.store %cf, %m[%min] : memref<?xf32>
    memref.store %cf, %m[%max] : memref<?xf32>
  }
  return
}
func.func @nested(%ub0: index, %ub1: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c0 to %ub0 step %c4 {
    %a = affine.min affine_map<(d0)[s0] -> (4, s0 - d0)>(%i)[%ub0]
    scf.for %j = %c0 to %ub1 step %c8 {
      %b = affine.min affine_map<(d0)[s0] -> (8, s0 - d0)>(%j)[%ub1]
      %c = affine.min affine_map<(d0, d1)[s0] -> (d0 + d1, s0 - d1)>(%a, %j)[%ub1]
      memref.store %cf, %m[%a, %b] : memref<?x?xf32>
      memref.store %cf, %m[%c, %c] : memref<?x?xf32>
    }
  }
  return
}
func.func @three_results(%lb: index, %ub: index, %m: memref<?xf32>) {
  %c5 = arith.constant 5 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %lb to %ub step %c5 {
    %a = affine.min affine_map<(d0)[s0] -> (5, s0 - d0, 7)>(%i)[%ub]
    %b = affine.max affine_map<(d0)[s0] -> (d0 - s0, -5)>(%i)[%ub]
    %c = affine.min affine_map<(d0)[s0] -> (6, s0 - d0 + 1)>(%i)[%ub]
    memref.store %cf, %m[%a] : memref<?xf32>
    memref.store %cf, %m[%b] : memref<?xf32>
    memref.store %cf, %m[%c] : memref<?xf32>
  }
  return
}
func.func @const_operands(%m: memref<?xf32>) {
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : index
  %cf = arith.constant 1.0 : f32
  scf.for %i = %c2 to %c10 step %c3 {
    %a = affine.min affine_map<(d0)[s0, s1] -> (s0, s1 - d0)>(%i)[%c3, %c10]
    memref.store %cf, %m[%a] : memref<?xf32>
  }
  return
}
