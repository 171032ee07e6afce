// Canonicalization of linalg.broadcast / linalg.transpose chains: a broadcast of a broadcast is one
// broadcast (FoldBroadcasts), a transpose of a broadcast becomes a broadcast of a transpose
// (SwapTransposeWithBroadcast), the identity transpose then folding away.
// RUN: jopt %s -split-input-file -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @two_broadcasts
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2x8x3x5xf32>
// CHECK-NEXT:    %[[B:.*]] = linalg.broadcast ins(%arg0 : tensor<8xf32>) outs(%[[E]] : tensor<2x8x3x5xf32>) dimensions = [0, 2, 3]
// CHECK-NEXT:    return %[[B]]
func.func @two_broadcasts(%a: tensor<8xf32>) -> tensor<2x8x3x5xf32> {
  %e = tensor.empty() : tensor<8x3xf32>
  %b = linalg.broadcast ins(%a : tensor<8xf32>) outs(%e : tensor<8x3xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<2x8x3x5xf32>
  %b2 = linalg.broadcast ins(%b : tensor<8x3xf32>) outs(%e2 : tensor<2x8x3x5xf32>) dimensions = [0, 3]
  return %b2 : tensor<2x8x3x5xf32>
}

// -----

// CHECK-LABEL: func.func @transpose_of_broadcast
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8x3x2xf32>
// CHECK:         %[[T:.*]] = linalg.transpose ins(%arg0 : tensor<2x8xf32>) outs(%{{.*}} : tensor<8x2xf32>) permutation = [1, 0]
// CHECK-NEXT:    %[[B:.*]] = linalg.broadcast ins(%[[T]] : tensor<8x2xf32>) outs(%[[E]] : tensor<8x3x2xf32>) dimensions = [1]
// CHECK-NEXT:    return %[[B]]
func.func @transpose_of_broadcast(%a: tensor<2x8xf32>) -> tensor<8x3x2xf32> {
  %e = tensor.empty() : tensor<2x3x8xf32>
  %b = linalg.broadcast ins(%a : tensor<2x8xf32>) outs(%e : tensor<2x3x8xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<8x3x2xf32>
  %t = linalg.transpose ins(%b : tensor<2x3x8xf32>) outs(%e2 : tensor<8x3x2xf32>) permutation = [2, 1, 0]
  return %t : tensor<8x3x2xf32>
}
