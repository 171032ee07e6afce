// -affine-fold-memref-alias-ops: affine.load/store through memref.subview, expand_shape and collapse_shape
// index the view's source with the identity map; each subscript first becomes an index of its own
// (a composed, folded affine.apply or a constant). -fold-memref-alias-ops leaves affine accesses alone.
// RUN: jopt %s -affine-fold-memref-alias-ops | jfilecheck %s
// RUN: jopt %s -fold-memref-alias-ops | jfilecheck %s --check-prefix=MEMREF

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2 + 2)>
// CHECK: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * 6)>
// CHECK: #map2 = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK: #map3 = affine_map<()[s0] -> (s0 + 9)>
// CHECK: #map4 = affine_map<()[s0] -> (s0 + 1)>
// CHECK: #map5 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-LABEL: func.func @affine_subview(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg3]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2, %arg4]
// CHECK-NEXT: %2 = affine.load %arg0[%0, %1] : memref<12x32xf32>
// CHECK-NEXT: %3 = affine.apply #map2()[%arg1, %arg4]
// CHECK-NEXT: %4 = affine.apply #map3()[%arg2]
// CHECK-NEXT: affine.store %2, %arg0[%3, %4] : memref<12x32xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @affine_expand(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map4()[%arg2]
// CHECK-NEXT: %1 = affine.linearize_index disjoint [%arg1, %0] by (2, 6) : index
// CHECK-NEXT: %2 = affine.load %arg0[%1, %arg3] : memref<12x42xf32>
// CHECK-NEXT: %3 = affine.linearize_index disjoint [%arg1, %c2] by (2, 6) : index
// CHECK-NEXT: affine.store %2, %arg0[%3, %arg3] : memref<12x42xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @affine_collapse(
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg1 into (2, 6) : index, index
// CHECK-NEXT: %1 = affine.load %arg0[%0#0, %0#1, %arg2] : memref<2x6x42xf32>
// CHECK-NEXT: %2 = affine.apply #map5()[%arg1]
// CHECK-NEXT: %3:2 = affine.delinearize_index %2 into (2, 6) : index, index
// CHECK-NEXT: affine.store %1, %arg0[%3#0, %3#1, %c5] : memref<2x6x42xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

// MEMREF-LABEL: func.func @affine_subview(
// MEMREF: affine.load %subview[%arg3 + 1, %arg4 * 2]

func.func @affine_subview(%m: memref<12x32xf32>, %a: index, %b: index, %i: index, %j: index) -> f32 {
  %s = memref.subview %m[%a, %b] [4, 4] [2, 3] : memref<12x32xf32> to memref<4x4xf32, strided<[64, 3], offset: ?>>
  %v = affine.load %s[%i + 1, %j * 2] : memref<4x4xf32, strided<[64, 3], offset: ?>>
  affine.store %v, %s[%j, 3] : memref<4x4xf32, strided<[64, 3], offset: ?>>
  return %v : f32
}
func.func @affine_expand(%m: memref<12x42xf32>, %i: index, %j: index, %k: index) -> f32 {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 6, 42] : memref<12x42xf32> into memref<2x6x42xf32>
  %v = affine.load %e[%i, %j + 1, %k] : memref<2x6x42xf32>
  affine.store %v, %e[%i, 2, %k] : memref<2x6x42xf32>
  return %v : f32
}
func.func @affine_collapse(%m: memref<2x6x42xf32>, %i: index, %k: index) -> f32 {
  %c = memref.collapse_shape %m [[0, 1], [2]] : memref<2x6x42xf32> into memref<12x42xf32>
  %v = affine.load %c[%i, %k] : memref<12x42xf32>
  affine.store %v, %c[%i * 2, 5] : memref<12x42xf32>
  return %v : f32
}
