// A buffer in another memory space than the function's result type cannot be cast at the return:
// it is copied into a new buffer of the result type (MLIR's castOrReallocMemRefValue).
// RUN: jopt %s -one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | jfilecheck %s

// CHECK-LABEL: func.func @other_space
// CHECK: %[[S:.*]] = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xi16, 3>
// CHECK: %[[D:.*]] = memref.dim %[[S]], %{{.*}} : memref<?xi16, 3>
// CHECK: %[[N:.*]] = memref.alloc(%[[D]]) {alignment = 64 : i64} : memref<?xi16>
// CHECK: memref.copy %[[S]], %[[N]] : memref<?xi16, 3> to memref<?xi16>
// CHECK: return %[[N]] : memref<?xi16>
func.func @other_space(%n: index) -> tensor<?xi16> {
  %t = bufferization.alloc_tensor(%n) {memory_space = 3 : i64} : tensor<?xi16>
  return %t : tensor<?xi16>
}
