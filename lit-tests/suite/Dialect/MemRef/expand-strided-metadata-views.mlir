// expand-strided-metadata: subview, collapse_shape and expand_shape become a reinterpret_cast of the
// base buffer, with offsets, sizes and strides computed by folded affine.apply ops; a static
// extract_strided_metadata result used elsewhere becomes a constant.
// RUN: jopt -allow-unregistered-dialect %s -expand-strided-metadata | jfilecheck %s
// RUN: not jopt %s -expand-strided-metadata=bogus=1 2>&1 | jfilecheck %s --check-prefix=BAD
// BAD: error: <Pass-Options-Parser>: no such option bogus

// CHECK: #map = affine_map<()[s0, s1, s2, s3] -> (s0 + s1 * s2 + s3)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 16 + 3)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> ((s0 * s1) * 4)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 floordiv 4)>
// CHECK-LABEL: func.func @sv(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: index, %arg2: index, %arg3: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%offset, %arg1, %strides#0, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [2, %arg3], strides: [%strides#0, 1] : memref<f32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sv2(%arg0: memref<8x16xf32>, %arg1: index) -> memref<4xf32, strided<[2], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map1()[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4], strides: [2] : memref<f32> to memref<4xf32, strided<[2], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4xf32, strided<[2], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @col(%arg0: memref<?x4x?xf32>) -> memref<?xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x4x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map2()[%sizes#0, %sizes#2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0], strides: [1] : memref<f32> to memref<?xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exp(%arg0: memref<?x8xf32>, %arg1: index) -> memref<?x4x2x4xf32> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map3()[%sizes#0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 4, 2, 4], strides: [32, 8, 4, 1] : memref<f32> to memref<?x4x2x4xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<?x4x2x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(%arg0: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index) {
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = arith.addi %sizes#1, %c7 : index
// CHECK-NEXT: return %c3, %c4, %c1, %0 : index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: memref<4x8xf32>) -> memref<2x3xf32, strided<[8, 1], offset: 9>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [9], sizes: [2, 3], strides: [8, 1] : memref<f32> to memref<2x3xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x3xf32, strided<[8, 1], offset: 9>>
// CHECK-NEXT: }

func.func @sv(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>, %i: index, %j: index, %n: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
  %s = memref.subview %m[%i, %j][2, %n][1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<2x?xf32, strided<[?, 1], offset: ?>>
}
func.func @sv2(%m: memref<8x16xf32>, %i: index) -> memref<4xf32, strided<[2], offset: ?>> {
  %s = memref.subview %m[%i, 3][1, 4][1, 2] : memref<8x16xf32> to memref<4xf32, strided<[2], offset: ?>>
  return %s : memref<4xf32, strided<[2], offset: ?>>
}
func.func @col(%m: memref<?x4x?xf32>) -> memref<?xf32> {
  %c = memref.collapse_shape %m [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  return %c : memref<?xf32>
}
func.func @exp(%m: memref<?x8xf32>, %d: index) -> memref<?x4x2x4xf32> {
  %c = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%d, 4, 2, 4] : memref<?x8xf32> into memref<?x4x2x4xf32>
  return %c : memref<?x4x2x4xf32>
}
func.func @f(%m: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (index, index, index, index) {
  %c = arith.constant 7 : index
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  %x = arith.addi %c, %s#1 : index
  return %o, %s#0, %st#1, %x : index, index, index, index
}
func.func @g(%m: memref<4x8xf32>) -> memref<2x3xf32, strided<[8, 1], offset: 9>> {
  %c = memref.cast %m : memref<4x8xf32> to memref<?x?xf32>
  %s = memref.subview %m[1, 1][2, 3][1, 1] : memref<4x8xf32> to memref<2x3xf32, strided<[8, 1], offset: 9>>
  return %s : memref<2x3xf32, strided<[8, 1], offset: 9>>
}
