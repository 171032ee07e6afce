// Canonicalization of to_tensor, to_buffer and clone (MLIR 22): round trips fold (to_tensor only right
// after its to_buffer), a to_buffer of a to_tensor of another layout becomes a memref.cast when that
// cannot fail at run time, else an alloc and a copy; dims and loads go through to the other side;
// tensor.cast moves after to_buffer as a memref.cast; clone bypasses casts, unused clones go, and a
// clone whose source or copy is freed in its block (no other free between) becomes the source.
// RUN: jopt %s -canonicalize | jfilecheck %s

func.func @round_trip_tensor(%t: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %m = bufferization.to_buffer %t : tensor<4x?xf32> to memref<4x?xf32>
  %u = bufferization.to_tensor %m : memref<4x?xf32> to tensor<4x?xf32>
  return %u : tensor<4x?xf32>
}
func.func @round_trip_not_adjacent(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  %u = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %u, %x : tensor<4xf32>, f32
}
func.func @round_trip_buffer(%m: memref<8xi32>) -> memref<8xi32> {
  %t = bufferization.to_tensor %m : memref<8xi32> to tensor<8xi32>
  %b = bufferization.to_buffer %t : tensor<8xi32> to memref<8xi32>
  return %b : memref<8xi32>
}
func.func @more_dynamic_layout(%m: memref<?xf32, strided<[1], offset: 2>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<?xf32, strided<[1], offset: 2>> to tensor<?xf32>
  %b = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %b : memref<?xf32, strided<[?], offset: ?>>
}
func.func @more_static_layout(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32> {
  %t = bufferization.to_tensor %m : memref<?x?xf32, strided<[?, 1], offset: ?>> to tensor<?x?xf32>
  %b = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  return %b : memref<?x?xf32>
}
func.func @dims(%m: memref<?x3xf32>, %t: tensor<?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %a = bufferization.to_tensor %m : memref<?x3xf32> to tensor<?x3xf32>
  %d0 = tensor.dim %a, %c0 : tensor<?x3xf32>
  %b = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32>
  %d1 = memref.dim %b, %c0 : memref<?xf32>
  return %d0, %d1 : index, index
}
func.func @cast_then_buffer(%t: tensor<2x5xf32>) -> memref<?x5xf32> {
  %c = tensor.cast %t : tensor<2x5xf32> to tensor<?x5xf32>
  %b = bufferization.to_buffer %c read_only : tensor<?x5xf32> to memref<?x5xf32>
  return %b : memref<?x5xf32>
}
func.func @load_through(%t: tensor<?xi64>, %i: index) -> i64 {
  %b = bufferization.to_buffer %t : tensor<?xi64> to memref<?xi64>
  %v = memref.load %b[%i] : memref<?xi64>
  return %v : i64
}
func.func @clone_of_cast(%m: memref<?xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<?xf32> to memref<4xf32>
  %d = bufferization.clone %c : memref<4xf32> to memref<4xf32>
  return %d : memref<4xf32>
}
func.func @clone_unused(%m: memref<?xf32>) {
  %d = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return
}
func.func @clone_source_freed(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %d = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %d : memref<?xf32>
}
func.func @clone_freed_after_use(%m: memref<?xf32>, %i: index) -> f32 {
  %d = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  %v = memref.load %d[%i] : memref<?xf32>
  memref.dealloc %d : memref<?xf32>
  return %v : f32
}
func.func @clone_other_free_between(%m: memref<?xf32>, %o: memref<?xf32>, %i: index) -> f32 {
  %d = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  memref.dealloc %o : memref<?xf32>
  %v = memref.load %d[%i] : memref<?xf32>
  memref.dealloc %d : memref<?xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @round_trip_tensor(%arg0: tensor<4x?xf32>) -> tensor<4x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round_trip_not_adjacent(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: return %1, %extracted : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @round_trip_buffer(%arg0: memref<8xi32>) -> memref<8xi32> {
// CHECK-NEXT: return %arg0 : memref<8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @more_dynamic_layout(%arg0: memref<?xf32, strided<[1], offset: 2>>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @more_static_layout(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim, %dim_0) : memref<?x?xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32>
// CHECK-NEXT: return %alloc : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dims(%arg0: memref<?x3xf32>, %arg1: tensor<?xf32>) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?x3xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg1, %c0 : tensor<?xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_then_buffer(%arg0: tensor<2x5xf32>) -> memref<?x5xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 read_only : tensor<2x5xf32> to memref<2x5xf32>
// CHECK-NEXT: %cast = memref.cast %0 : memref<2x5xf32> to memref<?x5xf32>
// CHECK-NEXT: return %cast : memref<?x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @load_through(%arg0: tensor<?xi64>, %arg1: index) -> i64 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<?xi64>
// CHECK-NEXT: return %extracted : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_of_cast(%arg0: memref<?xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_unused(%arg0: memref<?xf32>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_source_freed(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_freed_after_use(%arg0: memref<?xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1] : memref<?xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @clone_other_free_between(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) -> f32 {
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<?xf32>
// CHECK-NEXT: %1 = memref.load %0[%arg2] : memref<?xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<?xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
