// use-encoding-for-memory-space (as mlir-opt 22 on this file): the memory space of allocations
// (alloc_tensor, tensor.empty) and, with bufferize-function-boundaries, of function arguments and
// results is the tensor's encoding; to_tensor results keep the encoded tensor type.
// RUN: jopt %s -one-shot-bufferize=use-encoding-for-memory-space | jfilecheck %s
// RUN: jopt %s "-one-shot-bufferize=use-encoding-for-memory-space bufferize-function-boundaries" | jfilecheck %s --check-prefix=BOUNDARY

func.func @enc(%t: tensor<5xf32, 1 : i64>, %f: f32) -> tensor<5xf32, 1 : i64> {
  %0 = bufferization.alloc_tensor() : tensor<5xf32, 1 : i64>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32, 1 : i64>) -> tensor<5xf32, 1 : i64>
  %2 = linalg.copy ins(%1 : tensor<5xf32, 1 : i64>) outs(%t : tensor<5xf32, 1 : i64>) -> tensor<5xf32, 1 : i64>
  return %2 : tensor<5xf32, 1 : i64>
}
func.func @enc_empty(%f: f32, %i: index) -> f32 {
  %0 = tensor.empty() : tensor<5xf32, 7 : i64>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32, 7 : i64>) -> tensor<5xf32, 7 : i64>
  %2 = tensor.extract %1[%i] : tensor<5xf32, 7 : i64>
  return %2 : f32
}
// CHECK-LABEL: func.func @enc(%arg0: tensor<5xf32, 1 : i64>, %arg1: f32) -> tensor<5xf32, 1 : i64> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 1>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<5xf32, 1>)
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 1>
// CHECK-NEXT: linalg.copy ins(%alloc : memref<5xf32, 1>) outs(%alloc_0 : memref<5xf32, 1>)
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc_0 : memref<5xf32, 1> to tensor<5xf32, 1 : i64>
// CHECK-NEXT: return %0 : tensor<5xf32, 1 : i64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @enc_empty(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 7>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<5xf32, 7>)
// CHECK-NEXT: %0 = memref.load %alloc[%arg1] : memref<5xf32, 7>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// BOUNDARY-LABEL: func.func @enc(%arg0: memref<5xf32, strided<[?], offset: ?>, 1>, %arg1: f32) -> memref<5xf32, strided<[?], offset: ?>, 1> {
// BOUNDARY-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 1>
// BOUNDARY-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<5xf32, 1>)
// BOUNDARY-NEXT: linalg.copy ins(%alloc : memref<5xf32, 1>) outs(%arg0 : memref<5xf32, strided<[?], offset: ?>, 1>)
// BOUNDARY-NEXT: return %arg0 : memref<5xf32, strided<[?], offset: ?>, 1>
// BOUNDARY-NEXT: }
// BOUNDARY-LABEL: func.func @enc_empty(%arg0: f32, %arg1: index) -> f32 {
// BOUNDARY-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 7>
// BOUNDARY-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<5xf32, 7>)
// BOUNDARY-NEXT: %0 = memref.load %alloc[%arg1] : memref<5xf32, 7>
// BOUNDARY-NEXT: return %0 : f32
// BOUNDARY-NEXT: }
