// test-tensor-copy-insertion: the One-Shot analysis's out-of-place operands get a bufferization.alloc_tensor,
// with copy() unless the contents are undefined or entirely overwritten; nothing is bufferized.
// RUN: jopt %s -test-tensor-copy-insertion | jfilecheck %s
// RUN: jopt %s -test-tensor-copy-insertion=bufferize-function-boundaries | jfilecheck %s --check-prefix=FUNC

func.func @conflict(%t: tensor<4xi32>, %i: index, %v: i32) -> (tensor<4xi32>, i32) {
  %w = tensor.insert %v into %t[%i] : tensor<4xi32>
  %r = tensor.extract %t[%i] : tensor<4xi32>
  return %w, %r : tensor<4xi32>, i32
}
func.func @undefined_source(%v: f32, %i: index) -> (tensor<3xf32>, tensor<3xf32>) {
  %e = bufferization.alloc_tensor() : tensor<3xf32>
  %w = tensor.insert %v into %e[%i] : tensor<3xf32>
  return %e, %w : tensor<3xf32>, tensor<3xf32>
}
func.func @overwritten(%t: tensor<?xf32>, %f: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<?xf32>) -> tensor<?xf32>
  return %t, %r : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @conflict(%arg0: tensor<4xi32>, %arg1: index, %arg2: i32) -> (tensor<4xi32>, i32) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xi32>
// CHECK-NEXT: %inserted = tensor.insert %arg2 into %0[%arg1] : tensor<4xi32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT: return %inserted, %extracted : tensor<4xi32>, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @undefined_source(%arg0: f32, %arg1: index) -> (tensor<3xf32>, tensor<3xf32>) {
// CHECK-NEXT: %0 = bufferization.alloc_tensor() : tensor<3xf32>
// CHECK-NEXT: %1 = bufferization.alloc_tensor() : tensor<3xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg0 into %1[%arg1] : tensor<3xf32>
// CHECK-NEXT: return %0, %inserted : tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @overwritten(%arg0: tensor<?xf32>, %arg1: f32) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%dim) : tensor<?xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT: return %arg0, %1 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// FUNC-LABEL: func.func @conflict(%arg0: tensor<4xi32>, %arg1: index, %arg2: i32) -> (tensor<4xi32>, i32) {
// FUNC-NEXT: %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xi32>
// FUNC-NEXT: %inserted = tensor.insert %arg2 into %0[%arg1] : tensor<4xi32>
// FUNC-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// FUNC-NEXT: return %inserted, %extracted : tensor<4xi32>, i32
// FUNC-NEXT: }
// FUNC-LABEL: func.func @undefined_source(%arg0: f32, %arg1: index) -> (tensor<3xf32>, tensor<3xf32>) {
// FUNC-NEXT: %0 = bufferization.alloc_tensor() : tensor<3xf32>
// FUNC-NEXT: %inserted = tensor.insert %arg0 into %0[%arg1] : tensor<3xf32>
// FUNC-NEXT: return %0, %inserted : tensor<3xf32>, tensor<3xf32>
// FUNC-NEXT: }
// FUNC-LABEL: func.func @overwritten(%arg0: tensor<?xf32>, %arg1: f32) -> (tensor<?xf32>, tensor<?xf32>) {
// FUNC-NEXT: %c0 = arith.constant 0 : index
// FUNC-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
// FUNC-NEXT: %0 = bufferization.alloc_tensor(%dim) : tensor<?xf32>
// FUNC-NEXT: %1 = linalg.fill ins(%arg1 : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// FUNC-NEXT: return %arg0, %1 : tensor<?xf32>, tensor<?xf32>
// FUNC-NEXT: }
// FUNC-NEXT: }
