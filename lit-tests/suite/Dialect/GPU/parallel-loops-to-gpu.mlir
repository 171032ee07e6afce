// -convert-parallel-loops-to-gpu: a mapped scf.parallel nest becomes a gpu.launch: launch sizes
// bound((ub - lb) ceildiv step) computed before it, induction variables map(id * step + lb) inside,
// a sequential dimension an scf.for, the loop's attributes kept (SCFToGPU_visited); a nest with a
// side effect before a nested loop, and an unmapped loop, stay as they are.
// RUN: jopt %s -split-input-file -convert-parallel-loops-to-gpu | jfilecheck %s

// CHECK-DAG: #[[BOUND2:.*]] = affine_map<(d0)[s0, s1] -> (((d0 - s0) ceildiv s1) floordiv 2)>
// CHECK-DAG: #[[BOUND:.*]] = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK-DAG: #[[IV2:.*]] = affine_map<(d0)[s0, s1] -> ((d0 * s0 + s1) * 2)>
// CHECK-DAG: #[[IV:.*]] = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// CHECK-LABEL: func.func @f(
// CHECK: arith.constant 4 : index
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: %[[B0:.*]] = affine.apply #[[BOUND2]](%arg1)[%c0, %c4]
// CHECK: %[[B1:.*]] = affine.apply #[[BOUND]](%arg2)[%c0, %c1]
// CHECK: %[[T0:.*]] = affine.apply #[[BOUND]](%c4)[%c0, %c1]
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %[[B1]], %{{.*}} = %[[B0]], %{{.*}} = %[[ONE]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[T0]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) {
// CHECK: %[[I:.*]] = affine.apply #[[IV2]](%[[BY]])[%c4, %c0]
// CHECK: %[[J:.*]] = affine.apply #[[IV]](%[[BX]])[%c1, %c0]
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[K:.*]] = affine.apply #[[IV]](%[[TX]])[%c1, %c0]
// CHECK: scf.for %[[L:.*]] = %c0 to %[[C2]] step %c1 {
// CHECK: arith.addi %[[I]], %[[K]] : index
// CHECK: memref.store %{{.*}}, %arg0[%{{.*}}, %[[L]]]
// CHECK: gpu.terminator
// CHECK: } {SCFToGPU_visited}
func.func @f(%a: memref<?x?xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c4, %c1) {
    %z = arith.constant 2 : index
    scf.parallel (%k, %l) = (%c0, %c0) to (%c4, %z) step (%c1, %c1) {
      %x = arith.addi %i, %k : index
      %v = memref.load %a[%x, %j] : memref<?x?xf32>
      memref.store %v, %a[%x, %l] : memref<?x?xf32>
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0 * 2), bound = (d0) -> (d0 floordiv 2)>, #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}

// -----

// CHECK-LABEL: func.func @f(
// CHECK-NOT: gpu.launch
// CHECK: scf.parallel
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK-NOT: SCFToGPU_visited
func.func @f(%a: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %a[%i] : memref<?xf32>
    scf.parallel (%k) = (%c0) to (%n) step (%c1) {
      memref.store %f, %a[%k] : memref<?xf32>
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %f, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}
