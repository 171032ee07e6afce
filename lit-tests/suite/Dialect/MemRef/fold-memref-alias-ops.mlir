// fold-memref-alias-ops: memref.load/store through a subview index the source (offset + index * stride
// per dimension, zero for dropped unit dims, nontemporal kept); a subview of a unit-stride subview
// becomes one subview; affine.load is left alone as mlir-opt 22 leaves it.
// RUN: jopt -allow-unregistered-dialect %s -fold-memref-alias-ops | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1 * 2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 * 3)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-LABEL: func.func @sv(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> f32 {
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg3]
// CHECK-NEXT: %1 = affine.apply #map1()[%arg2, %arg4]
// CHECK-NEXT: %2 = memref.load %arg0[%0, %1] : memref<?x?xf32>
// CHECK-NEXT: %3 = affine.apply #map()[%arg1, %arg4]
// CHECK-NEXT: %4 = affine.apply #map1()[%arg2, %arg3]
// CHECK-NEXT: memref.store %2, %arg0[%3, %4] {nontemporal = true} : memref<?x?xf32>
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red(%arg0: memref<8x16x4xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1, %arg2]
// CHECK-NEXT: %1 = memref.load %arg0[%c2, %0, %c1] : memref<8x16x4xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @svsv(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> memref<2x2xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1, %arg2]
// CHECK-NEXT: %subview = memref.subview %arg0[%0, 3] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %subview : memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aff(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index) -> f32 {
// CHECK-NEXT: %subview = memref.subview %arg0[%arg1, %arg2] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %0 = affine.load %subview[%arg3, %arg3 + 1] : memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }

func.func @sv(%m: memref<?x?xf32>, %i: index, %j: index, %a: index, %b: index) -> f32 {
  %s = memref.subview %m[%i, %j][4, 4][2, 3] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 3], offset: ?>>
  %v = memref.load %s[%a, %b] : memref<4x4xf32, strided<[?, 3], offset: ?>>
  memref.store %v, %s[%b, %a] {nontemporal = true} : memref<4x4xf32, strided<[?, 3], offset: ?>>
  return %v : f32
}
func.func @red(%m: memref<8x16x4xf32>, %i: index, %a: index) -> f32 {
  %s = memref.subview %m[2, %i, 1][1, 8, 1][1, 1, 1] : memref<8x16x4xf32> to memref<8xf32, strided<[4], offset: ?>>
  %v = memref.load %s[%a] : memref<8xf32, strided<[4], offset: ?>>
  return %v : f32
}
func.func @svsv(%m: memref<?x?xf32>, %i: index, %j: index) -> memref<2x2xf32, strided<[?, 1], offset: ?>> {
  %s = memref.subview %m[%i, 1][8, 8][1, 1] : memref<?x?xf32> to memref<8x8xf32, strided<[?, 1], offset: ?>>
  %t = memref.subview %s[%j, 2][2, 2][1, 1] : memref<8x8xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  return %t : memref<2x2xf32, strided<[?, 1], offset: ?>>
}
func.func @aff(%m: memref<?x?xf32>, %i: index, %j: index, %a: index) -> f32 {
  %s = memref.subview %m[%i, %j][4, 4][1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  %v = affine.load %s[%a, %a + 1] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %v : f32
}
