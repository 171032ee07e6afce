// one-shot-bufferize copy-before-write: no analysis; every write to a tensor gets a new buffer, filled
// with a copy unless the write overwrites it entirely (alloc_tensor + fill: one buffer, no copy).
// RUN: jopt %s -one-shot-bufferize=copy-before-write | jfilecheck %s

func.func @write_twice(%a: f32, %b: f32, %i: index) -> tensor<2xf32> {
  %t = tensor.from_elements %a, %a : tensor<2xf32>
  %u = tensor.insert %b into %t[%i] : tensor<2xf32>
  return %u : tensor<2xf32>
}
func.func @write_arg(%t: tensor<?xf32>, %v: vector<2xf32>) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %w = vector.transfer_write %v, %t[%c1] : vector<2xf32>, tensor<?xf32>
  return %w : tensor<?xf32>
}
func.func @fill_new(%f: f32) -> tensor<8xf32> {
  %e = bufferization.alloc_tensor() : tensor<8xf32>
  %r = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @write_twice(%arg0: f32, %arg1: f32, %arg2: index) -> tensor<2xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: memref.store %arg0, %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c1] : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<2xf32>
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc_0 : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: return %0 : tensor<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_arg(%arg0: tensor<?xf32>, %arg1: vector<2xf32>) -> tensor<?xf32> {
// CHECK-NEXT: %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: vector.transfer_write %arg1, %alloc[%c1] : vector<2xf32>, memref<?xf32>
// CHECK-NEXT: %1 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %1 : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fill_new(%arg0: f32) -> tensor<8xf32> {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT: %0 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
