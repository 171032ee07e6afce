// expand_shape/collapse_shape fold to their source when the type does not change, and to the source of
// the inverse reshape when that has the result type with at most one dynamic size (two dynamic
// sizes: kept), for memref and tensor alike.
// RUN: jopt -allow-unregistered-dialect %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @same(%arg0: memref<8xf32>, %arg1: tensor<4x?xf32>) -> (memref<8xf32>, tensor<4x?xf32>) {
// CHECK-NEXT: return %arg0, %arg1 : memref<8xf32>, tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inverse(%arg0: memref<?x?xf32>, %arg1: tensor<?x4xf32>, %arg2: index) -> (memref<?x?xf32>, tensor<?x4xf32>) {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<?x?xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %collapse_shape {{\[\[}}0, 1]] output_shape [%arg2, %arg2] : memref<?xf32> into memref<?x?xf32>
// CHECK-NEXT: return %expand_shape, %arg1 : memref<?x?xf32>, tensor<?x4xf32>
// CHECK-NEXT: }

func.func @same(%m: memref<8xf32>, %t: tensor<4x?xf32>) -> (memref<8xf32>, tensor<4x?xf32>) {
  %e = memref.expand_shape %m [[0]] output_shape [8] : memref<8xf32> into memref<8xf32>
  %c = tensor.collapse_shape %t [[0], [1]] : tensor<4x?xf32> into tensor<4x?xf32>
  return %e, %c : memref<8xf32>, tensor<4x?xf32>
}
func.func @inverse(%m: memref<?x?xf32>, %t: tensor<?x4xf32>, %n: index) -> (memref<?x?xf32>, tensor<?x4xf32>) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %e = memref.expand_shape %c [[0, 1]] output_shape [%n, %n] : memref<?xf32> into memref<?x?xf32>
  %d = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %f = tensor.expand_shape %d [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e, %f : memref<?x?xf32>, tensor<?x4xf32>
}
