// stablehlo.sort: the operands are copied into the results (fused producers computed on the way:
// the floor), then every row along the dimension is insertion-sorted in place with the comparator,
// all results moving together: stable (the equal keys 0, 0 of row 0 keep their values 4, 5 in
// order). Values checked against numpy (a stable argsort).
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=3' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK:         %[[K:.*]] = memref.alloc(%{{.*}}) : memref<?x5xf32>
// CHECK:           math.floor
// CHECK:         %[[V:.*]] = memref.alloc(%{{.*}}) : memref<?x5xi32>
// CHECK:           scf.for %[[I:.*]] = %c1 to %c5 step %c1 {
// CHECK-NEXT:        %[[KEY:.*]] = memref.load %[[K]][%[[R:.*]], %[[I]]] : memref<?x5xf32>
// CHECK-NEXT:        %[[VAL:.*]] = memref.load %[[V]][%[[R]], %[[I]]] : memref<?x5xi32>
// CHECK-NEXT:        %[[J:.*]] = scf.while (%[[A:.*]] = %[[I]]) : (index) -> index {
// CHECK:               arith.cmpf ogt, %[[KEY]], %{{.*}} : f32
// CHECK:               scf.condition(%{{.*}}) %[[A]] : index
// CHECK-NEXT:        } do {
// CHECK:             memref.store %[[KEY]], %[[K]][%[[R]], %[[J]]] : memref<?x5xf32>
// CHECK-NEXT:        memref.store %[[VAL]], %[[V]][%[[R]], %[[J]]] : memref<?x5xi32>
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
