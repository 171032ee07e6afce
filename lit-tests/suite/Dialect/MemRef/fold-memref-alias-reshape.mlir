// -fold-memref-alias-ops through memref.expand_shape (indices of a group linearized, disjoint) and
// memref.collapse_shape (an index delinearized by the source sizes, dynamic ones read from
// extract_strided_metadata), for loads and stores, rank-0 reshapes included.
// RUN: jopt %s -fold-memref-alias-ops | jfilecheck %s

// CHECK-LABEL: func.func @load_expand(
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg1, %arg2] by (2, 6) : index
// CHECK-NEXT: %1 = memref.load %arg0[%0, %arg3] : memref<12x42xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @store_expand_dyn(
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg2, %arg3] by (%arg1, 6) : index
// CHECK-NEXT: memref.store %arg5, %arg0[%0, %arg4] : memref<?x42xf32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @load_collapse(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg1 into (2, 6) : index, index
// CHECK-NEXT: %1 = memref.load %arg0[%0#0, %0#1, %arg2] : memref<2x6x42xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @load_collapse_dyn(
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x4xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg1 into (%sizes#0, %sizes#1, 4) : index, index, index
// CHECK-NEXT: %1 = memref.load %arg0[%0#0, %0#1, %0#2] : memref<?x?x4xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-LABEL: func.func @load_collapse_0d(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0, %c0] : memref<1x1xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @load_expand_0d(
// CHECK-NEXT: %0 = memref.load %arg0[] : memref<f32>
// CHECK-NEXT: return %0 : f32
// CHECK-LABEL: func.func @store_collapse(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg1 into (2, 6) : index, index
// CHECK-NEXT: memref.store %arg3, %arg0[%0#0, %0#1, %arg2] : memref<2x6x42xf32>
// CHECK-NEXT: return

func.func @load_expand(%m: memref<12x42xf32>, %i: index, %j: index, %k: index) -> f32 {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 6, 42] : memref<12x42xf32> into memref<2x6x42xf32>
  %v = memref.load %e[%i, %j, %k] : memref<2x6x42xf32>
  return %v : f32
}
func.func @store_expand_dyn(%m: memref<?x42xf32>, %n: index, %i: index, %j: index, %k: index, %x: f32) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 6, 42] : memref<?x42xf32> into memref<?x6x42xf32>
  memref.store %x, %e[%i, %j, %k] : memref<?x6x42xf32>
  return
}
func.func @load_collapse(%m: memref<2x6x42xf32>, %i: index, %k: index) -> f32 {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x6x42xf32> into memref<12x42xf32>
  %v = memref.load %c[%i, %k] : memref<12x42xf32>
  return %v : f32
}
func.func @load_collapse_dyn(%m: memref<?x?x4xf32>, %i: index) -> f32 {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x?x4xf32> into memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  return %v : f32
}
func.func @load_collapse_0d(%m: memref<1x1xf32>) -> f32 {
  %c = memref.collapse_shape %m [] : memref<1x1xf32> into memref<f32>
  %v = memref.load %c[] : memref<f32>
  return %v : f32
}
func.func @load_expand_0d(%m: memref<f32>) -> f32 {
  %c0 = arith.constant 0 : index
  %e = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %v = memref.load %e[%c0, %c0] : memref<1x1xf32>
  return %v : f32
}
func.func @store_collapse(%m: memref<2x6x42xf32>, %i: index, %k: index, %x: f32) {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x6x42xf32> into memref<12x42xf32>
  memref.store %x, %c[%i, %k] : memref<12x42xf32>
  return
}
