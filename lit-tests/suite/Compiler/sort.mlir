// stablehlo.sort: the operands are copied into the results (fused producers computed on the way:
// the floor), then every row along the dimension is merge-sorted with the comparator (runs merged
// between the results and scratch buffers), all results moving together: stable (the equal keys
// 0, 0 of row 0 keep their values 4, 5 in order). Values checked against numpy (a stable argsort).
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK:         %[[K:.*]] = memref.alloc(%{{.*}}) : memref<?x5xf32>
// CHECK:           math.floor
// CHECK:         %[[V:.*]] = memref.alloc(%{{.*}}) : memref<?x5xi32>
// CHECK:         %[[SK:.*]] = memref.alloc(%{{.*}}) : memref<?x5xf32>
// CHECK-NEXT:    %[[SV:.*]] = memref.alloc(%{{.*}}) : memref<?x5xi32>
// CHECK-NEXT:    scf.for %[[R:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:      scf.while (%[[W:.*]] = %c1) : (index) -> index {
// CHECK-NEXT:        arith.cmpi ult, %[[W]], %c5 : index
// CHECK:           } do {
// CHECK:             %[[PAIR:.*]] = arith.addi %[[W2:.*]], %[[W2]] : index
// CHECK:             scf.for %[[B:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:          %[[LO:.*]] = arith.muli %[[B]], %[[PAIR]] : index
// CHECK-NEXT:          %[[MID0:.*]] = arith.addi %[[LO]], %[[W2]] : index
// CHECK-NEXT:          %[[MID:.*]] = arith.minui %[[MID0]], %c5 : index
// CHECK-NEXT:          %[[HI0:.*]] = arith.addi %[[LO]], %[[PAIR]] : index
// CHECK-NEXT:          %[[HI:.*]] = arith.minui %[[HI0]], %c5 : index
// CHECK-NEXT:          scf.for %[[O:.*]] = %[[LO]] to %[[HI]] step %c1 iter_args(%[[I:.*]] = %[[LO]], %[[J:.*]] = %[[MID]]) -> (index, index) {
// CHECK-NEXT:            %[[IC:.*]] = arith.minui %[[I]], %c4 : index
// CHECK-NEXT:            %[[L:.*]] = memref.load %[[K]][%[[R]], %[[IC]]] : memref<?x5xf32>
// CHECK-NEXT:            %[[JC:.*]] = arith.minui %[[J]], %c4 : index
// CHECK-NEXT:            %[[RT:.*]] = memref.load %[[K]][%[[R]], %[[JC]]] : memref<?x5xf32>
// CHECK:                 %[[LESS:.*]] = arith.cmpf ogt, %[[RT]], %[[L]] : f32
// CHECK-NEXT:            %[[LDONE:.*]] = arith.cmpi uge, %[[I]], %[[MID]] : index
// CHECK-NEXT:            %[[RLEFT:.*]] = arith.cmpi ult, %[[J]], %[[HI]] : index
// CHECK-NEXT:            %[[EITHER:.*]] = arith.ori %[[LDONE]], %[[LESS]] : i1
// CHECK-NEXT:            %[[TAKE:.*]] = arith.andi %[[RLEFT]], %[[EITHER]] : i1
// CHECK-NEXT:            %[[KV:.*]] = arith.select %[[TAKE]], %[[RT]], %[[L]] : f32
// CHECK-NEXT:            memref.store %[[KV]], %[[SK]][%[[R]], %[[O]]] : memref<?x5xf32>
// CHECK:                 memref.store %{{.*}}, %[[SV]][%[[R]], %[[O]]] : memref<?x5xi32>
// The second pass of the round merges the scratch back into the results.
// CHECK:                 memref.load %[[SK]]
// CHECK:                 memref.store %{{.*}}, %[[K]][%[[R]], %{{.*}}] : memref<?x5xf32>
// CHECK:         memref.dealloc %[[SK]] : memref<?x5xf32>
// CHECK-NEXT:    memref.dealloc %[[SV]] : memref<?x5xi32>
// OUT:      sizes = [3, 5] strides = [5, 1] data =
// OUT-NEXT: {{\[\[}}0,   0,   -1,   -2,   -2],
// OUT-NEXT: [1,   1,   0,   -1,   -1],
// OUT-NEXT: [1,   0,   0,   -1,   -2{{\]\]}}
// OUT:      sizes = [3, 5] strides = [5, 1] data =
// OUT-NEXT: {{\[\[}}4,   5,   -1,   -3,   -2],
// OUT-NEXT: [-6,   -5,   6,   0,   1],
// OUT-NEXT: [-4,   3,   4,   2,   -3{{\]\]}}
// OUT:      sizes = [3, 5] strides = [5, 1] data =
// OUT-NEXT: {{\[\[}}-1.5,   -0.75,   -1.25,   -1.5,   -1],
// OUT-NEXT: [-0.25,   0.25,   0,   -0.5,   0.25],
// OUT-NEXT: [0.75,   1.5,   1,   0.5,   1.25{{\]\]}}
func.func @main(%x: tensor<?x5xf32>, %v: tensor<?x5xi32>) -> (tensor<?x5xf32>, tensor<?x5xi32>, tensor<?x5xf32>) {
  %key = stablehlo.floor %x : tensor<?x5xf32>
  %0:2 = "stablehlo.sort"(%key, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %gt = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %gt : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<?x5xf32>, tensor<?x5xi32>) -> (tensor<?x5xf32>, tensor<?x5xi32>)
  %1 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %lt = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  }) {dimension = 0 : i64, is_stable = false} : (tensor<?x5xf32>) -> tensor<?x5xf32>
  return %0#0, %0#1, %1 : tensor<?x5xf32>, tensor<?x5xi32>, tensor<?x5xf32>
}
