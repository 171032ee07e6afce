// convert-affine-for-to-gpu: the first gpu-block-dims + gpu-thread-dims loops of a top-level nest
// become one gpu.launch. Before it, per loop: its bounds, the range ub - lb, the step as a constant
// and (step other than 1) the range ceildivsi the step; a constant 1 for the unused sizes. In the
// launch, each induction variable is lb + id (step 1) or lb + step * id; loops below the mapped ones
// stay. With no block (or no thread) dimension the structure is not checked, as in MLIR 22.
// RUN: jopt %s -pass-pipeline="builtin.module(func.func(convert-affine-for-to-gpu{gpu-block-dims=1 gpu-thread-dims=1}))" | jfilecheck %s --check-prefix=ONE
// RUN: jopt %s -pass-pipeline="builtin.module(func.func(convert-affine-for-to-gpu{gpu-block-dims=2 gpu-thread-dims=1}))" | jfilecheck %s --check-prefix=TWO
// RUN: jopt %s -pass-pipeline="builtin.module(func.func(convert-affine-for-to-gpu{gpu-block-dims=0 gpu-thread-dims=1}))" | jfilecheck %s --check-prefix=THREADS

// ONE-LABEL: func.func @strided(
// ONE-NEXT: %[[LB0:.*]] = arith.constant 2 : index
// ONE-NEXT: %[[UB0:.*]] = arith.constant 20 : index
// ONE-NEXT: %[[R0:.*]] = arith.subi %[[UB0]], %[[LB0]] : index
// ONE-NEXT: %[[S0:.*]] = arith.constant 3 : index
// ONE-NEXT: %[[N0:.*]] = arith.ceildivsi %[[R0]], %[[S0]] : index
// ONE-NEXT: %[[LB1:.*]] = arith.constant 0 : index
// ONE-NEXT: %[[R1:.*]] = arith.subi %arg1, %[[LB1]] : index
// ONE-NEXT: %[[S1:.*]] = arith.constant 1 : index
// ONE-NEXT: %[[C1:.*]] = arith.constant 1 : index
// ONE-NEXT: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[N0]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[R1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
// ONE-NEXT: %[[M:.*]] = arith.muli %[[S0]], %[[BX]] : index
// ONE-NEXT: %[[I:.*]] = arith.addi %[[LB0]], %[[M]] : index
// ONE-NEXT: %[[J:.*]] = arith.addi %[[LB1]], %[[TX]] : index
// ONE-NEXT: affine.for %[[K:.*]] = 0 to 4 {
// ONE-NEXT: affine.load %arg0[%[[I]], %[[J]] + %[[K]]] : memref<?x?xf32>
// ONE:      gpu.terminator
// ONE-NEXT: }
// ONE-NEXT: return

// TWO-LABEL: func.func @strided(
// TWO: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %[[C1:.*]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
// TWO-NEXT: arith.muli %{{.*}}, %[[BX]] : index
// TWO-NEXT: arith.addi
// TWO-NEXT: arith.addi %{{.*}}, %[[BY]] : index
// TWO-NEXT: arith.addi %{{.*}}, %[[TX]] : index
// TWO-NEXT: affine.load

// THREADS-LABEL: func.func @strided(
// THREADS: %[[C1:.*]] = arith.constant 1 : index
// THREADS-NEXT: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %{{.*}}, %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
// THREADS-NEXT: arith.muli %{{.*}}, %[[TX]] : index
// THREADS-NEXT: arith.addi
// THREADS-NEXT: affine.for %{{.*}} = 0 to %arg1 {
func.func @strided(%m: memref<?x?xf32>, %n: index) {
  affine.for %i = 2 to 20 step 3 {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to 4 {
        %v = affine.load %m[%i, %j + %k] : memref<?x?xf32>
      }
    }
  }
  return
}

// Bounds with several results: the lower bound the greatest, the upper the least.
// ONE-LABEL: func.func @min_max(
// ONE: %[[L:.*]] = arith.maxsi %arg1, %arg2 : index
// ONE: %[[U:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// ONE: arith.subi %[[U]], %[[L]] : index
// ONE: gpu.launch
func.func @min_max(%m: memref<?x?xf32>, %a: index, %b: index) {
  affine.for %i = max affine_map<()[s0, s1] -> (s0, s1)>()[%a, %b] to min affine_map<()[s0] -> (s0, 64)>()[%b] {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 2 {
        %v = affine.load %m[%i, %j + %k] : memref<?x?xf32>
      }
    }
  }
  return
}
