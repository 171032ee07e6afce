// expand-strided-metadata: expand_shape with a dynamic size inside a group (floordiv strides),
// collapse_shape of unit dims, 0-d reshapes, extract_strided_metadata through reinterpret_cast, cast,
// memory_space_cast, get_global, alloca and another extract, aligned-pointer extraction through views,
// rank-reducing subviews, and composition of a user's affine.apply.
// RUN: jopt -allow-unregistered-dialect %s -expand-strided-metadata | jfilecheck %s

// CHECK: #map = affine_map<()[s0] -> (s0 floordiv 6)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> ((s0 floordiv 3) * s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map3 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map4 = affine_map<()[s0, s1, s2, s3] -> (s0 * s1 + s2 * 2 + s3)>
// CHECK-NEXT: #map5 = affine_map<()[s0, s1] -> (s1 * 4 + s0 floordiv 2)>
// CHECK-NEXT: #map6 = affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>
// CHECK-LABEL: memref.global "private" constant @g : memref<3x4xf32> = dense<0.000000e+00>
// CHECK-LABEL: func.func @exp_mid(%arg0: memref<?x6xf32, strided<[?, ?], offset: ?>>, %arg1: index) -> memref<3x?x2x3x2xf32, strided<[?, ?, ?, ?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x6xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map()[%sizes#0]
// CHECK-NEXT: %1 = affine.apply #map1()[%sizes#0, %strides#0]
// CHECK-NEXT: %2 = affine.apply #map2()[%strides#0]
// CHECK-NEXT: %3 = affine.apply #map2()[%strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [3, %0, 2, 3, 2], strides: [%1, %2, %strides#0, %3, %strides#1] : memref<f32> to memref<3x?x2x3x2xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<3x?x2x3x2xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @col_dyn(%arg0: memref<2x?x1x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %arg0 : memref<2x?x1x?xf32, strided<[?, ?, ?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map2()[%sizes#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [%0, %sizes#3], strides: [%strides#1, %strides#3] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ones(%arg0: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<1x1xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [1], strides: [%strides#0] : memref<f32> to memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<1xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @zero_d(%arg0: memref<f32>) -> memref<1x1xf32> {
// CHECK-NEXT: %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [1, 1], strides: [1, 1] : memref<f32> to memref<1x1xf32>
// CHECK-NEXT: return %reinterpret_cast : memref<1x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rc(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: return %arg1, %c4, %arg2, %arg2, %c1, %arg1 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast(%arg0: memref<4x?xf32>) -> (memref<f32>, index, index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0, %sizes#1, %strides#0 : memref<f32>, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @msc(%arg0: memref<4xf32, 1>) -> (memref<f32>, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32, 1> -> memref<f32, 1>, index, index, index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %base_buffer : memref<f32, 1> to memref<f32>
// CHECK-NEXT: return %memspacecast, %c4 : memref<f32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @esm2(%arg0: memref<4x?xf32>) -> (memref<f32>, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: return %base_buffer, %c0 : memref<f32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @glob() -> (memref<f32>, index, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = memref.get_global @g : memref<3x4xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<3x4xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c4, %c4 : memref<f32>, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @aligned(%arg0: memref<8x8xf32>, %arg1: index) -> index {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x8xf32> -> index
// CHECK-NEXT: return %intptr : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloca_esm() -> (memref<f32>, index) {
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<2x3xf32>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloca to offset: [0], sizes: [], strides: [] : memref<2x3xf32> to memref<f32>
// CHECK-NEXT: return %reinterpret_cast, %c3 : memref<f32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank_red(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32> -> memref<f32>, index, index, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map3()[%strides#1]
// CHECK-NEXT: %1 = affine.apply #map4()[%arg1, %strides#0, %strides#1, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [%arg2], strides: [%0] : memref<f32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @composed(%arg0: memref<64xf32>, %arg1: index, %arg2: index) -> memref<4xf32, strided<[1], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<64xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map5()[%arg2, %arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @inloop(%arg0: memref<64xf32>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<64xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = affine.apply #map6(%arg2)[%arg1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%0], sizes: [4], strides: [2] : memref<f32> to memref<4xf32, strided<[2], offset: ?>>
// CHECK-NEXT: "test.use"(%reinterpret_cast) : (memref<4xf32, strided<[2], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

memref.global "private" constant @g : memref<3x4xf32> = dense<0.0>
func.func @exp_mid(%m: memref<?x6xf32, strided<[?, ?], offset: ?>>, %d: index) -> memref<3x?x2x3x2xf32, strided<[?, ?, ?, ?, ?], offset: ?>> {
  %c = memref.expand_shape %m [[0, 1, 2], [3, 4]] output_shape [3, %d, 2, 3, 2] : memref<?x6xf32, strided<[?, ?], offset: ?>> into memref<3x?x2x3x2xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
  return %c : memref<3x?x2x3x2xf32, strided<[?, ?, ?, ?, ?], offset: ?>>
}
func.func @col_dyn(%m: memref<2x?x1x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<2x?x1x?xf32, strided<[?, ?, ?, ?], offset: ?>> into memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %c : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @ones(%m: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> memref<1xf32, strided<[?], offset: ?>> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<1xf32, strided<[?], offset: ?>>
  return %c : memref<1xf32, strided<[?], offset: ?>>
}
func.func @zero_d(%m: memref<f32>) -> memref<1x1xf32> {
  %c = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  return %c : memref<1x1xf32>
}
func.func @rc(%m: memref<?x?xf32>, %o: index, %s: index) -> (index, index, index, index, index, index) {
  %r = memref.reinterpret_cast %m to offset: [%o], sizes: [4, %s], strides: [%s, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %r : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %off, %sz#0, %sz#1, %st#0, %st#1, %off : index, index, index, index, index, index
}
func.func @cast(%m: memref<4x?xf32>) -> (memref<f32>, index, index, index) {
  %c = memref.cast %m : memref<4x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %b, %off, %sz#1, %st#0 : memref<f32>, index, index, index
}
func.func @msc(%m: memref<4xf32, 1>) -> (memref<f32>, index) {
  %c = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  %b, %off, %sz, %st = memref.extract_strided_metadata %c : memref<4xf32> -> memref<f32>, index, index, index
  return %b, %sz : memref<f32>, index
}
func.func @esm2(%m: memref<4x?xf32>) -> (memref<f32>, index) {
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  %b2, %off2 = memref.extract_strided_metadata %b : memref<f32> -> memref<f32>, index
  return %b2, %off2 : memref<f32>, index
}
func.func @glob() -> (memref<f32>, index, index) {
  %g = memref.get_global @g : memref<3x4xf32>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %g : memref<3x4xf32> -> memref<f32>, index, index, index, index, index
  return %b, %st#0, %sz#1 : memref<f32>, index, index
}
func.func @aligned(%m: memref<8x8xf32>, %i: index) -> index {
  %s = memref.subview %m[%i, 0][2, 2][1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<2x2xf32, strided<[8, 1], offset: ?>> -> index
  return %p : index
}
func.func @alloca_esm() -> (memref<f32>, index) {
  %a = memref.alloca() : memref<2x3xf32>
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %a : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
  return %b, %st#0 : memref<f32>, index
}
func.func @rank_red(%m: memref<?x?x?xf32>, %i: index, %n: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %s = memref.subview %m[%i, 2, %n][1, %n, 1][1, 3, 1] : memref<?x?x?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %s : memref<?xf32, strided<[?], offset: ?>>
}
#m = affine_map<(d0)[s0] -> (d0 * 4 + s0 floordiv 2)>
func.func @composed(%m: memref<64xf32>, %i: index, %j: index) -> memref<4xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %c8 step %c1 iter_args(%acc = %m) -> memref<64xf32> {
    scf.yield %acc : memref<64xf32>
  }
  %a = affine.apply #m(%i)[%j]
  %s = memref.subview %m[%a][4][1] : memref<64xf32> to memref<4xf32, strided<[1], offset: ?>>
  return %s : memref<4xf32, strided<[1], offset: ?>>
}
func.func @inloop(%m: memref<64xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %a = affine.apply #m(%k)[%n]
    %s = memref.subview %m[%a][4][2] : memref<64xf32> to memref<4xf32, strided<[2], offset: ?>>
    "test.use"(%s) : (memref<4xf32, strided<[2], offset: ?>>) -> ()
  }
  return
}
