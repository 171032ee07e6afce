// -expand-strided-metadata reads the aligned pointer of a subview or reinterpret_cast from its source;
// every other view (cast, view, transpose, memory_space_cast, reshape, the base buffer that
// extract_strided_metadata returns) keeps its own pointer, as mlir-opt 22 does.
// RUN: jopt %s -expand-strided-metadata | jfilecheck %s

func.func @f(%m: memref<16xf32>, %b: memref<64xi8>, %n: memref<4x4xf32>) -> (index, index, index, index, index, index) {
  %s = memref.subview %m[2] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 2>>
  %p = memref.extract_aligned_pointer_as_index %s : memref<4xf32, strided<[1], offset: 2>> -> index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %q = memref.extract_aligned_pointer_as_index %r : memref<4x4xf32> -> index
  %c0 = arith.constant 0 : index
  %v = memref.view %b[%c0][] : memref<64xi8> to memref<16xf32>
  %w = memref.extract_aligned_pointer_as_index %v : memref<16xf32> -> index
  %t = memref.transpose %n (i, j) -> (j, i) : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  %x = memref.extract_aligned_pointer_as_index %t : memref<4x4xf32, strided<[1, 4]>> -> index
  %cs = memref.collapse_shape %n [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %y = memref.extract_aligned_pointer_as_index %cs : memref<16xf32> -> index
  %ms = memref.memory_space_cast %m : memref<16xf32> to memref<16xf32, 1>
  %z = memref.extract_aligned_pointer_as_index %ms : memref<16xf32, 1> -> index
  return %p, %q, %w, %x, %y, %z : index, index, index, index, index, index
}

// CHECK-LABEL: func.func @f(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16xf32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg0 : memref<16xf32> -> index
// CHECK-NEXT: %view = memref.view %arg1[%c0][] : memref<64xi8> to memref<16xf32>
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %view : memref<16xf32> -> index
// CHECK-NEXT: %transpose = memref.transpose
// CHECK-NEXT: %intptr_2 = memref.extract_aligned_pointer_as_index %transpose
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2
// CHECK-NEXT: %intptr_3 = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0
// CHECK-NEXT: %intptr_4 = memref.extract_aligned_pointer_as_index %memspacecast : memref<16xf32, 1> -> index

func.func @g(%m: memref<?xf32, strided<[?], offset: ?>>) -> index {
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<?xf32, strided<[?], offset: ?>> -> memref<f32>, index, index, index
  %p = memref.extract_aligned_pointer_as_index %b : memref<f32> -> index
  return %p : index
}
// CHECK-LABEL: func.func @g(
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %base_buffer : memref<f32> -> index
