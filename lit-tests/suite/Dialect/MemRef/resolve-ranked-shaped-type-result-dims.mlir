// resolve-ranked-shaped-type-result-dims on memref results, as mlir-opt 22: memref.expand_shape (its
// output shape) and memref.assume_alignment (its source's sizes, through memref.dim's folds) reify
// their result shapes; alloc, view, subview (rank-reducing too) and cast resolve through memref.dim's
// folder; collapse_shape, reinterpret_cast, realloc, transpose and memory_space_cast keep their dims.
// tensor.splat reifies from its dynamic sizes. A dim with a non-constant index stays.
// RUN: jopt -allow-unregistered-dialect %s -resolve-ranked-shaped-type-result-dims | jfilecheck %s

// CHECK: module {
// CHECK-LABEL: func.func @alloc(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: return %arg0, %arg1 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %arg1, %c4, %arg2 : index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_kept(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [%arg1, 4] : memref<?xf32> into memref<?x4xf32>
// CHECK-NEXT: %dim = memref.dim %expand_shape, %arg2 : memref<?x4xf32>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assume_of_alloc(%arg0: index) -> (index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %arg0, %c4 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @assume_used(%arg0: memref<?x?xf32>) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<?x?xf32>
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: "test.use"(%assume_align) : (memref<?x?xf32>) -> ()
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @view(%arg0: memref<2048xi8>, %arg1: index, %arg2: index, %arg3: index) -> index {
// CHECK-NEXT: return %arg2 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview_rank_reducing(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> (index, index) {
// CHECK-NEXT: return %arg1, %arg2 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast(%arg0: memref<4x?xf32>) -> (index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<4x?xf32>
// CHECK-NEXT: return %c4, %dim : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @not_reified(%arg0: memref<?x4x?xf32>, %arg1: memref<?xf32>, %arg2: index) -> (index, index, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
// CHECK-NEXT: %dim = memref.dim %collapse_shape, %c0 : memref<?xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [%arg2, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
// CHECK-NEXT: %dim_0 = memref.dim %reinterpret_cast, %c0 : memref<?x4xf32>
// CHECK-NEXT: %0 = memref.realloc %arg1(%arg2) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %dim_1 = memref.dim %0, %c0 : memref<?xf32>
// CHECK-NEXT: %transpose = memref.transpose %reinterpret_cast (d0, d1) -> (d1, d0) : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
// CHECK-NEXT: %dim_2 = memref.dim %transpose, %c1 : memref<4x?xf32, strided<[1, 4]>>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg1 : memref<?xf32> to memref<?xf32, 1>
// CHECK-NEXT: %dim_3 = memref.dim %memspacecast, %c0 : memref<?xf32, 1>
// CHECK-NEXT: return %dim, %dim_0, %dim_1, %dim_2, %dim_3 : index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @splat(%arg0: f32, %arg1: index) -> (index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: return %arg1, %c4 : index, index
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @alloc(%n: index, %m: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %m) : memref<?x4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<?x4x?xf32>
  %d2 = memref.dim %a, %c2 : memref<?x4x?xf32>
  return %d0, %d2 : index, index
}
func.func @expand(%m: memref<?x?xf32>, %n: index, %k: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, %k] : memref<?x?xf32> into memref<?x4x?xf32>
  %d0 = memref.dim %e, %c0 : memref<?x4x?xf32>
  %d1 = memref.dim %e, %c1 : memref<?x4x?xf32>
  %d2 = memref.dim %e, %c2 : memref<?x4x?xf32>
  return %d0, %d1, %d2 : index, index, index
}
func.func @expand_kept(%m: memref<?xf32>, %n: index, %i: index) -> index {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 4] : memref<?xf32> into memref<?x4xf32>
  %d = memref.dim %e, %i : memref<?x4xf32>
  return %d : index
}
func.func @assume_of_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?x4xf32>
  %v = memref.assume_alignment %a, 16 : memref<?x4xf32>
  %d = memref.dim %v, %c0 : memref<?x4xf32>
  %e = memref.dim %v, %c1 : memref<?x4xf32>
  return %d, %e : index, index
}
func.func @assume_used(%m: memref<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %v = memref.assume_alignment %m, 16 : memref<?x?xf32>
  %e = memref.dim %v, %c1 : memref<?x?xf32>
  "test.use"(%v) : (memref<?x?xf32>) -> ()
  return %e : index
}
func.func @view(%m: memref<2048xi8>, %a: index, %b: index, %o: index) -> index {
  %c2 = arith.constant 2 : index
  %v = memref.view %m[%o][%a, %b] : memref<2048xi8> to memref<?x4x?xf32>
  %d = memref.dim %v, %c2 : memref<?x4x?xf32>
  return %d : index
}
func.func @subview_rank_reducing(%m: memref<?x?x?xf32>, %a: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[0, 0, 0] [%a, 1, %b] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  %d = memref.dim %s, %c0 : memref<?x?xf32, strided<[?, 1]>>
  %e = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1]>>
  return %d, %e : index, index
}
func.func @cast(%m: memref<4x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.cast %m : memref<4x?xf32> to memref<?x?xf32>
  %d = memref.dim %s, %c0 : memref<?x?xf32>
  %e = memref.dim %s, %c1 : memref<?x?xf32>
  return %d, %e : index, index
}
func.func @not_reified(%m: memref<?x4x?xf32>, %r: memref<?xf32>, %a: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %col = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  %d0 = memref.dim %col, %c0 : memref<?xf32>
  %rc = memref.reinterpret_cast %r to offset: [0], sizes: [%a, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32>
  %d1 = memref.dim %rc, %c0 : memref<?x4xf32>
  %re = memref.realloc %r(%a) : memref<?xf32> to memref<?xf32>
  %d2 = memref.dim %re, %c0 : memref<?xf32>
  %t = memref.transpose %rc (i, j) -> (j, i) : memref<?x4xf32> to memref<4x?xf32, strided<[1, 4]>>
  %d3 = memref.dim %t, %c1 : memref<4x?xf32, strided<[1, 4]>>
  %sc = memref.memory_space_cast %r : memref<?xf32> to memref<?xf32, 1>
  %d4 = memref.dim %sc, %c0 : memref<?xf32, 1>
  return %d0, %d1, %d2, %d3, %d4 : index, index, index, index, index
}
func.func @splat(%f: f32, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = tensor.splat %f[%n] : tensor<?x4xf32>
  %d = tensor.dim %v, %c0 : tensor<?x4xf32>
  %e = tensor.dim %v, %c1 : tensor<?x4xf32>
  return %d, %e : index, index
}
