// An op One-Shot Bufferize does not know: an error at the op, or with allow-unknown-ops a to_buffer/to_tensor
// pair around it.
// RUN: jopt %s -allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries" -verify-diagnostics -o /dev/null
// RUN: jopt %s -allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops" | jfilecheck %s

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{op was not bufferized}}
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: %1 = "test.foo"(%0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
