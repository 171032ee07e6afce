// bufferization.dealloc_tensor: custom form round trip, and One-Shot Bufferize turns it into a
// memref.dealloc of the tensor's buffer.
// RUN: jopt %s -split-input-file | jfilecheck %s --check-prefix=ROUND
// RUN: jopt %s -one-shot-bufferize -split-input-file | jfilecheck %s --check-prefix=BUF

// ROUND-LABEL: func.func @free_it
// ROUND: bufferization.dealloc_tensor %{{.*}} : tensor<?x2xi8>
// BUF-LABEL: func.func @free_it
// BUF: %[[M:.*]] = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x2xi8>
// BUF-NEXT: memref.dealloc %[[M]] : memref<?x2xi8>
// BUF-NEXT: return
func.func @free_it(%n: index) {
  %t = bufferization.alloc_tensor(%n) : tensor<?x2xi8>
  bufferization.dealloc_tensor %t : tensor<?x2xi8>
  return
}

// -----

// ROUND-LABEL: func.func @free_unranked
// ROUND: bufferization.dealloc_tensor %arg0 : tensor<*xf32>
func.func @free_unranked(%t: tensor<*xf32>) {
  bufferization.dealloc_tensor %t : tensor<*xf32>
  return
}
