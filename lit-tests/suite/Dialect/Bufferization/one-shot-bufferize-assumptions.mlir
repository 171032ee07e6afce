// One-Shot analysis checks its assumptions before deciding anything (MLIR 22's
// checkPreBufferizationAssumptions): a materialize_in_destination into a function argument (read-only
// without function boundaries), and one whose in-place destination makes a RaW conflict unavoidable.
// RUN: jopt %s -one-shot-bufferize -split-input-file -verify-diagnostics

func.func @into_bbarg(%t: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  // expected-error @below {{not bufferizable under the given constraints: would write to read-only buffer}}
  %2 = bufferization.materialize_in_destination %1 in %t : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %2 : tensor<5xf32>
}

// -----

func.func @raw(%f: f32, %f2: f32, %idx: index) -> (tensor<5xf32>, f32) {
  %dest = bufferization.alloc_tensor() : tensor<5xf32>
  // expected-error @below {{not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %dest_filled = linalg.fill ins(%f : f32) outs(%dest : tensor<5xf32>) -> tensor<5xf32>
  %src = bufferization.alloc_tensor() : tensor<5xf32>
  %src_filled = linalg.fill ins(%f2 : f32) outs(%src : tensor<5xf32>) -> tensor<5xf32>
  %0 = bufferization.materialize_in_destination %src_filled in %dest_filled : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.extract %dest_filled[%idx] : tensor<5xf32>
  return %0, %r : tensor<5xf32>, f32
}

// -----

// A to_tensor without restrict may alias any tensor: One-Shot Analysis rejects it (when it is used).
func.func @to_tensor_without_restrict(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error @below {{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %v = tensor.extract %t[%i] : tensor<4xf32>
  return %v : f32
}
