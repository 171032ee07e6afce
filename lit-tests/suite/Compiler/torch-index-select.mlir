// torch_index_select (what the TensorFlow legalization makes of GatherV2 with dynamic params):
// fused where it is used, result dims operand[:dim] + index[batch_dims:] + operand[dim + 1:]; an
// index outside the operand is clamped as gather clamps (7 reads column 3, -1 column 0). The
// values are checked against numpy. (The small constant index vector is a shape value: host
// scalars picked by position, no buffer.)
// RUN: jopt %s --hlo-to-loops --canonicalize --cse | jfilecheck %s
// RUN: jopt %s '--hlo-to-llvm=runner-main=true runner-batch=2' | jrun -e main -entry-point-result=void -shared-libs=libmlir_runner_utils.so | jfilecheck %s --check-prefix=OUT

// CHECK-LABEL: func.func @main
// CHECK:         %[[R:.*]] = memref.alloc(%{{.*}}) : memref<?x4xf32>
// CHECK:             %[[X:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK-NEXT:        %[[LO:.*]] = arith.maxsi %[[X]], %c0 : index
// CHECK-NEXT:        %[[C:.*]] = arith.minsi %[[LO]], %c3 : index
// CHECK-NEXT:        memref.load %arg0[%{{.*}}, %[[C]]] : memref<?x4xf32>
// OUT:      sizes = [2, 4] strides = [4, 1] data =
// OUT-NEXT: {{\[\[}}0.5,   -1.5,   -1.25,   0.5],
// OUT-NEXT: [1,   -1,   -0.75,   1{{\]\]}}
// OUT:      sizes = [2, 3] strides = [3, 1] data =
// OUT-NEXT: {{\[\[}}-0.25,   -0.75,   1],
// OUT-NEXT: [-1.5,   -1.5,   1.5{{\]\]}}
func.func @main(%x: tensor<?x4xf32>, %y: tensor<2x5xf32>) -> (tensor<?x4xf32>, tensor<2x3xf32>) {
  %i = stablehlo.constant dense<[3, 0, 2, 7]> : tensor<4xi32>
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<?x4xf32>, tensor<4xi32>) -> tensor<?x4xf32>
  %j = stablehlo.constant dense<[[4, 0, 1], [2, 2, -1]]> : tensor<2x3xi32>
  %1 = "stablehlo.torch_index_select"(%y, %j) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x5xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<?x4xf32>, tensor<2x3xf32>
}
