// bufferization.materialize_in_destination's verifier, with MLIR 22's wording: the destination is a
// tensor (one result of its type) or a memref (no result, `writable` required, `restrict` allowed).
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @vector_dest(%t: tensor<4xf32>, %v: vector<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in %v : (tensor<4xf32>, vector<4xf32>) -> ()
  return
}

// -----

func.func @memref_dest_with_result(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @tensor_dest_without_result(%t: tensor<4xf32>, %d: tensor<4xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> ()
  return
}

// -----

func.func @result_type(%t: tensor<?xf32>, %d: tensor<?xf32>) {
  // expected-error @below {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xf32>
  return
}
