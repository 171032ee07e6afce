// bufferization.buffer_layout on a function argument gives its memref that layout; an identity map gives
// none (MemRefType::get drops it); the attribute is removed after bufferization.
// RUN: jopt %s -one-shot-bufferize=bufferize-function-boundaries | jfilecheck %s

func.func @identity_layout(%t: tensor<?x4xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d0, d1)>}, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%i, %c0] : tensor<?x4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @identity_layout(%arg0: memref<?x4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %c0] : memref<?x4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
