// empty-tensor-to-alloc-tensor: tensor.empty becomes bufferization.alloc_tensor with the same sizes.
// RUN: jopt %s -empty-tensor-to-alloc-tensor | jfilecheck %s

func.func @f(%n: index) -> tensor<?x4xf32> {
  %0 = tensor.empty(%n) : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// CHECK-LABEL: func.func @f(%arg0: index) -> tensor<?x4xf32> {
// CHECK-NEXT: %0 = bufferization.alloc_tensor(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: return %0 : tensor<?x4xf32>
// CHECK-NEXT: }
