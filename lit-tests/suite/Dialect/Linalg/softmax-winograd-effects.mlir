// An unused linalg.softmax on tensors has no effects and goes; on buffers it writes its output and stays.
// The Winograd transforms declare no memory effects, so an unused one stays (as mlir-opt 22).
// RUN: jopt %s -split-input-file -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @dead_softmax
// CHECK-NEXT: return %arg0
func.func @dead_softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %s = linalg.softmax dimension(0) ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %x : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @buffer_softmax
// CHECK-NEXT: linalg.softmax dimension(1) ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
func.func @buffer_softmax(%x: memref<4x8xf32>, %y: memref<4x8xf32>) {
  linalg.softmax dimension(1) ins(%x : memref<4x8xf32>) outs(%y : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @unused_filter_transform
// CHECK-NEXT: linalg.winograd_filter_transform fmr(F_4_3)
func.func @unused_filter_transform(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<2x3x3x5xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %f : tensor<2x3x3x5xf32>
}
