// One-Shot Bufferize loads memref (and bufferization) when initialized, so that a later -canonicalize
// in the same run has memref's patterns even for an input without memrefs: the copy's allocation of a
// constant size becomes a static alloc and a cast, and the copy bypasses the cast (as mlir-opt 22).
// RUN: jopt %s -one-shot-bufferize -canonicalize | jfilecheck %s

func.func @tensor_only(%t: tensor<5xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<5xf32> to tensor<?xf32>
  %0 = bufferization.alloc_tensor() copy(%c) : tensor<?xf32>
  return %0 : tensor<?xf32>
}
// CHECK-LABEL: func.func @tensor_only(%arg0: tensor<5xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<5xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %cast : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
