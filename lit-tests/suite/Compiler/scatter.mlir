// stablehlo.scatter as StableHLO defines it: the operand is copied into the result, then each
// update element in order combines (update_computation) with its target: the start from the
// scatter indices, plus the batching index, plus the window offset; a target outside the result is
// skipped (index 7 of 5 rows). Row 4 is hit twice (added twice by the first scatter; the second
// keeps the last update); the third scatters with input_batching_dims. Values checked against numpy.
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=4' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK:         %[[R:.*]] = memref.alloc() : memref<5x3xf32>
// CHECK:           memref.store %{{.*}}, %[[R]]
// CHECK:         scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1 {
// CHECK-NEXT:      scf.for %[[J:.*]] = %c0 to %c3 step %c1 {
// CHECK:             %[[T:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK:             scf.if %{{.*}} {
// CHECK-NEXT:          %[[OLD:.*]] = memref.load %[[R]][%[[T]], %[[J]]] : memref<5x3xf32>
// CHECK-NEXT:          %[[U:.*]] = memref.load %arg1[%[[I]], %[[J]]] : memref<?x3xf32>
// CHECK-NEXT:          %[[S:.*]] = arith.addf %[[OLD]], %[[U]] : f32
// CHECK-NEXT:          memref.store %[[S]], %[[R]][%[[T]], %[[J]]] : memref<5x3xf32>
// OUT:      sizes = [5, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}-1.5,   0.25,   -1.25],
// OUT-NEXT: [1.75,   -1.25,   2.25],
// OUT-NEXT: [-0.75,   1,   -0.5],
// OUT-NEXT: [1.25,   -0.25,   1.5],
// OUT-NEXT: [-0.75,   -2,   0{{\]\]}}
// OUT:      sizes = [5, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}-1.5,   0.25,   -1.25],
// OUT-NEXT: [1.25,   -0.25,   1.5],
// OUT-NEXT: [-0.75,   1,   -0.5],
// OUT-NEXT: [1.25,   -0.25,   1.5],
// OUT-NEXT: [0,   -1.5,   0.25{{\]\]}}
// OUT:      sizes = [2, 5] strides = [5, 1] data =
// OUT-NEXT: {{\[\[}}10,   -1.5,   0.25,   18.75,   0.5],
// OUT-NEXT: [39,   0.75,   -0.75,   1,   29.5{{\]\]}}
func.func @main(%x: tensor<5x3xf32>, %u: tensor<?x3xf32>, %w: tensor<2x5xf32>) -> (tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x5xf32>) {
  %ids = stablehlo.constant dense<[[4], [1], [4], [7]]> : tensor<4x1xi32>
  %0 = "stablehlo.scatter"(%x, %ids, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<?x3xf32>) -> tensor<5x3xf32>
  %1 = "stablehlo.scatter"(%x, %ids, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<?x3xf32>) -> tensor<5x3xf32>
  %pts = stablehlo.constant dense<[[[0], [3]], [[4], [0]]]> : tensor<2x2x1xi32>
  %v = stablehlo.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : tensor<2x2xf32>
  %2 = "stablehlo.scatter"(%w, %pts, %v) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>} : (tensor<2x5xf32>, tensor<2x2x1xi32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  return %0, %1, %2 : tensor<5x3xf32>, tensor<5x3xf32>, tensor<2x5xf32>
}
