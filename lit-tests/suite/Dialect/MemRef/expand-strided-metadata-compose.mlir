// expand-strided-metadata: values inside loops stay symbols, a chain of subviews keeps the first
// view's affine.apply as an operand of the second, and extract_strided_metadata of an alloc reads
// the sizes and computes the strides.
// RUN: jopt -allow-unregistered-dialect %s -expand-strided-metadata | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1, s2, s3, s4] -> (s0 + s1 * s2 + s3 * s4)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 * 16 + s1)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0 + s1 * 32 + 1)>
// CHECK-NEXT: #map4 = affine_map<()[s0] -> (s0 * 8)>
// CHECK-LABEL: func.func @loop(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %0 = arith.addi %arg2, %arg1 : index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %1 = affine.apply #map()[%arg2, %strides#1]
// CHECK-NEXT: %2 = affine.apply #map1()[%offset, %arg2, %strides#0, %0, %strides#1]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%2], sizes: [2, 2], strides: [%strides#0, %1] : memref<f32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: "test.use"(%reinterpret_cast) : (memref<2x2xf32, strided<[?, ?], offset: ?>>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: memref<16x16xf32>, %arg1: index, %arg2: index) -> memref<2x2xf32, strided<[32, 2], offset: ?>> {
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x16xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %0 = affine.apply #map2()[%arg1, %arg2]
// CHECK-NEXT: %1 = affine.apply #map3()[%0, %arg2]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%1], sizes: [2, 2], strides: [32, 2] : memref<f32> to memref<2x2xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT: return %reinterpret_cast : memref<2x2xf32, strided<[32, 2], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @al(%arg0: index) -> (index, index, index) {
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<4x?x8xf32>
// CHECK-NEXT: %0 = affine.apply #map4()[%arg0]
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [], strides: [] : memref<4x?x8xf32> to memref<f32>
// CHECK-NEXT: "test.use"(%reinterpret_cast) : (memref<f32>) -> ()
// CHECK-NEXT: return %0, %c8, %c0 : index, index, index
// CHECK-NEXT: }

func.func @loop(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = arith.addi %i, %n : index
    %s = memref.subview %m[%i, %a][2, 2][1, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
    "test.use"(%s) : (memref<2x2xf32, strided<[?, ?], offset: ?>>) -> ()
  }
  return
}
func.func @chain(%m: memref<16x16xf32>, %i: index, %j : index) -> memref<2x2xf32, strided<[32, 2], offset: ?>> {
  %s = memref.subview %m[%i, %j][4, 4][2, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[32, 1], offset: ?>>
  %t = memref.subview %s[%j, 1][2, 2][1, 2] : memref<4x4xf32, strided<[32, 1], offset: ?>> to memref<2x2xf32, strided<[32, 2], offset: ?>>
  return %t : memref<2x2xf32, strided<[32, 2], offset: ?>>
}
func.func @al(%n: index) -> (index, index, index) {
  %a = memref.alloc(%n) : memref<4x?x8xf32>
  %b, %o, %s:3, %st:3 = memref.extract_strided_metadata %a : memref<4x?x8xf32> -> memref<f32>, index, index, index, index, index, index, index
  "test.use"(%b) : (memref<f32>) -> ()
  return %st#0, %st#1, %o : index, index, index
}
