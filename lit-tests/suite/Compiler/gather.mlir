// gather as StableHLO defines it, computed element by element where it is used (loop fusion): the
// result index splits into batch dimensions (indexing the start indices) and offset dimensions; each
// start index is clamped so that the slice lies inside the operand; batching dimensions add their
// index. Three forms: an embedding lookup (ids from the second input: -3, 4, -2, 5 clamp to 0, 4,
// 0, 4), a gather_nd of single elements (constant index pairs, the last one clamped) and one with
// operand_batching_dims. The values are checked against numpy.
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=4' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK:         %[[E:.*]] = memref.alloc(%{{.*}}) : memref<?x3xf32>
// CHECK:         scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:      scf.for %[[J:.*]] = %c0 to %c3 step %c1 {
// CHECK-NEXT:        %[[ID:.*]] = memref.load %arg1[%[[I]]] : memref<?xi32>
// CHECK-NEXT:        %[[X:.*]] = arith.index_cast %[[ID]] : i32 to index
// CHECK-NEXT:        %[[LO:.*]] = arith.maxsi %[[X]], %c0 : index
// CHECK-NEXT:        %[[C:.*]] = arith.minsi %[[LO]], %c4 : index
// CHECK-NEXT:        %[[V:.*]] = memref.load %arg0[%[[C]], %[[J]]] : memref<5x3xf32>
// CHECK-NEXT:        memref.store %[[V]], %[[E]][%[[I]], %[[J]]] : memref<?x3xf32>
// OUT:      sizes = [4, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}-1.5,   0.25,   -1.25],
// OUT-NEXT: [0,   -1.5,   0.25],
// OUT-NEXT: [-1.5,   0.25,   -1.25],
// OUT-NEXT: [0,   -1.5,   0.25{{\]\]}}
// OUT:      sizes = [4] strides = [1] data =
// OUT-NEXT: [-1.5,  0.75,  1.25,  0.25]
// OUT:      sizes = [2, 4, 3] strides = [12, 3, 1] data =
// OUT-NEXT: {{\[\[\[}}-1,    0.75,    -0.75],
// OUT-NEXT: [0.75,    -0.75,    1],
// OUT-NEXT: [0.75,    -0.75,    1],
// OUT-NEXT: [-0.5,    1.25,    -0.25{{\]\]}},
// OUT-NEXT: {{\[\[}}1,    -0.5,    1.25],
// OUT-NEXT: [-1.5,    0.25,    -1.25],
// OUT-NEXT: [1,    -0.5,    1.25],
// OUT-NEXT: [0.5,    -1,    0.75{{\]\]\]}}
func.func @main(%table: tensor<5x3xf32>, %ids: tensor<?xi32>, %m: tensor<4x5xf32>, %bt: tensor<2x5x3xf32>, %bi: tensor<2x4x1xi32>) -> (tensor<?x3xf32>, tensor<4xf32>, tensor<2x4x3xf32>) {
  %0 = "stablehlo.gather"(%table, %ids) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 3>, indices_are_sorted = false} : (tensor<5x3xf32>, tensor<?xi32>) -> tensor<?x3xf32>
  %nd = stablehlo.constant dense<[[0, 1], [3, 4], [2, 0], [5, -1]]> : tensor<4x2xi32>
  %1 = "stablehlo.gather"(%m, %nd) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<4x5xf32>, tensor<4x2xi32>) -> tensor<4xf32>
  %2 = "stablehlo.gather"(%bt, %bi) {dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 3>, indices_are_sorted = false} : (tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x3xf32>
  return %0, %1, %2 : tensor<?x3xf32>, tensor<4xf32>, tensor<2x4x3xf32>
}
