// eliminate-empty-tensors through linalg.copy (its init is the subset) and materialize_in_destination: a
// tensor destination is used directly; a memref destination only with restrict, which moves to a new
// to_tensor restrict of it. After bufferization the fill writes the destination, the copy goes away.
// RUN: jopt %s -eliminate-empty-tensors | jfilecheck %s
// RUN: jopt %s -eliminate-empty-tensors -empty-tensor-to-alloc-tensor -one-shot-bufferize=bufferize-function-boundaries -canonicalize | jfilecheck %s --check-prefix=BUF

func.func @through_copy(%t: tensor<8xi32>, %v: i32) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %f = linalg.fill ins(%v : i32) outs(%e : tensor<8xi32>) -> tensor<8xi32>
  %c = linalg.copy ins(%f : tensor<8xi32>) outs(%t : tensor<8xi32>) -> tensor<8xi32>
  return %c : tensor<8xi32>
}
func.func @into_buffer(%m: memref<3xf64>, %x: f64) {
  %e = tensor.empty() : tensor<3xf64>
  %f = linalg.fill ins(%x : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<3xf64>, memref<3xf64>) -> ()
  return
}
func.func @into_buffer_no_restrict(%m: memref<3xf64>, %x: f64) {
  %e = tensor.empty() : tensor<3xf64>
  %f = linalg.fill ins(%x : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  bufferization.materialize_in_destination %f in writable %m : (tensor<3xf64>, memref<3xf64>) -> ()
  return
}
func.func @into_tensor(%t: tensor<3xf64>, %x: f64) -> tensor<3xf64> {
  %e = tensor.empty() : tensor<3xf64>
  %f = linalg.fill ins(%x : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  %r = bufferization.materialize_in_destination %f in %t : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  return %r : tensor<3xf64>
}

// CHECK-LABEL: func.func @through_copy(%arg0: tensor<8xi32>, %arg1: i32) -> tensor<8xi32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<8xi32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : i32) outs(%arg0 : tensor<8xi32>) -> tensor<8xi32>
// CHECK-NEXT: %2 = linalg.copy ins(%1 : tensor<8xi32>) outs(%arg0 : tensor<8xi32>) -> tensor<8xi32>
// CHECK-NEXT: return %2 : tensor<8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @into_buffer(%arg0: memref<3xf64>, %arg1: f64) {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 restrict writable : memref<3xf64> to tensor<3xf64>
// CHECK-NEXT: %1 = tensor.empty() : tensor<3xf64>
// CHECK-NEXT: %2 = linalg.fill ins(%arg1 : f64) outs(%0 : tensor<3xf64>) -> tensor<3xf64>
// CHECK-NEXT: bufferization.materialize_in_destination %2 in writable %arg0 : (tensor<3xf64>, memref<3xf64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @into_buffer_no_restrict(%arg0: memref<3xf64>, %arg1: f64) {
// CHECK-NEXT: %0 = tensor.empty() : tensor<3xf64>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f64) outs(%0 : tensor<3xf64>) -> tensor<3xf64>
// CHECK-NEXT: bufferization.materialize_in_destination %1 in writable %arg0 : (tensor<3xf64>, memref<3xf64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @into_tensor(%arg0: tensor<3xf64>, %arg1: f64) -> tensor<3xf64> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<3xf64>
// CHECK-NEXT: %1 = linalg.fill ins(%arg1 : f64) outs(%arg0 : tensor<3xf64>) -> tensor<3xf64>
// CHECK-NEXT: %2 = bufferization.materialize_in_destination %1 in %arg0 : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
// CHECK-NEXT: return %2 : tensor<3xf64>
// CHECK-NEXT: }
// CHECK-NEXT: }
// BUF-LABEL: func.func @through_copy(%arg0: memref<8xi32, strided<[?], offset: ?>>, %arg1: i32) -> memref<8xi32, strided<[?], offset: ?>> {
// BUF-NEXT: linalg.fill ins(%arg1 : i32) outs(%arg0 : memref<8xi32, strided<[?], offset: ?>>)
// BUF-NEXT: return %arg0 : memref<8xi32, strided<[?], offset: ?>>
// BUF-NEXT: }
// BUF-LABEL: func.func @into_buffer(%arg0: memref<3xf64>, %arg1: f64) {
// BUF-NEXT: linalg.fill ins(%arg1 : f64) outs(%arg0 : memref<3xf64>)
// BUF-NEXT: return
// BUF-NEXT: }
// BUF-LABEL: func.func @into_buffer_no_restrict(%arg0: memref<3xf64>, %arg1: f64) {
// BUF-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf64>
// BUF-NEXT: linalg.fill ins(%arg1 : f64) outs(%alloc : memref<3xf64>)
// BUF-NEXT: memref.copy %alloc, %arg0 : memref<3xf64> to memref<3xf64>
// BUF-NEXT: return
// BUF-NEXT: }
// BUF-LABEL: func.func @into_tensor(%arg0: memref<3xf64, strided<[?], offset: ?>>, %arg1: f64) -> memref<3xf64, strided<[?], offset: ?>> {
// BUF-NEXT: linalg.fill ins(%arg1 : f64) outs(%arg0 : memref<3xf64, strided<[?], offset: ?>>)
// BUF-NEXT: return %arg0 : memref<3xf64, strided<[?], offset: ?>>
// BUF-NEXT: }
// BUF-NEXT: }
