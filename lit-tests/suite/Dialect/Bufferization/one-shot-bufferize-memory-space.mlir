// Memory spaces in One-Shot Bufferize (as mlir-opt 22 on this file): alloc_tensor's memory_space
// (also with a copy), propagated through insert / extract_slice (subview types keep the space) and
// scf.if / scf.for.
// RUN: jopt %s -one-shot-bufferize | jfilecheck %s

func.func @alloc(%f: f32) -> tensor<5xf32> {
  %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  return %1 : tensor<5xf32>
}
func.func @copy_space(%t: tensor<5xf32>) -> tensor<5xf32> {
  %0 = bufferization.alloc_tensor() copy(%t) {memory_space = 2 : i64} : tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @infer(%f: f32, %i: index) -> f32 {
  %0 = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<5xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<5xf32>
  %2 = tensor.extract_slice %1[1] [2] [1] : tensor<5xf32> to tensor<2xf32>
  %r = tensor.extract %2[%i] : tensor<2xf32>
  return %r : f32
}
func.func @enc_empty(%f: f32, %i: index) -> f32 {
  %0 = tensor.empty() : tensor<5xf32, 7 : i64>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32, 7 : i64>) -> tensor<5xf32, 7 : i64>
  %2 = tensor.extract %1[%i] : tensor<5xf32, 7 : i64>
  return %2 : f32
}
func.func @same_if(%c: i1) -> tensor<5xf32> {
  %r = scf.if %c -> tensor<5xf32> {
    %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
    scf.yield %0 : tensor<5xf32>
  } else {
    %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<5xf32>
    scf.yield %0 : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}
// CHECK-LABEL: func.func @alloc(%arg0: f32) -> tensor<5xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 1>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<5xf32, 1>)
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc : memref<5xf32, 1> to tensor<5xf32>
// CHECK-NEXT: return %0 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_space(%arg0: tensor<5xf32>) -> tensor<5xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 2>
// CHECK-NEXT: memref.copy %0, %alloc : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, 2>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<5xf32, 2> to tensor<5xf32>
// CHECK-NEXT: return %1 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @infer(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 3>
// CHECK-NEXT: memref.store %arg0, %alloc[%arg1] : memref<5xf32, 3>
// CHECK-NEXT: %subview = memref.subview %alloc[1] [2] [1] : memref<5xf32, 3> to memref<2xf32, strided<[1], offset: 1>, 3>
// CHECK-NEXT: %0 = memref.load %subview[%arg1] : memref<2xf32, strided<[1], offset: 1>, 3>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @enc_empty(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<5xf32>)
// CHECK-NEXT: %0 = memref.load %alloc[%arg1] : memref<5xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same_if(%arg0: i1) -> tensor<5xf32> {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<5xf32, 1>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 1>
// CHECK-NEXT: scf.yield %alloc : memref<5xf32, 1>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<5xf32, 1>
// CHECK-NEXT: scf.yield %alloc : memref<5xf32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = bufferization.to_tensor %0 : memref<5xf32, 1> to tensor<5xf32>
// CHECK-NEXT: return %1 : tensor<5xf32>
// CHECK-NEXT: }
