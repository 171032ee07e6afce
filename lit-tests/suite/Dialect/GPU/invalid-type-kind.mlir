// A format's type($x) of an operand whose constraint is one kind of type (a memref, an unranked
// memref) parses that kind, as MLIR's generated parsers do: another kind is a parse error at the type.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @dealloc_of_index(%t: !gpu.async.token) {
  %c = arith.constant 0 : index
  // expected-error @+1 {{custom op 'gpu.dealloc' invalid kind of type specified: expected builtin.memref, but found 'index'}}
  %x = gpu.dealloc async [%t] %c : index
  return
}

// -----

func.func @register_ranked(%m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'gpu.host_register' invalid kind of type specified: expected builtin.unranked_memref, but found 'memref<4xf32>'}}
  gpu.host_register %m : memref<4xf32>
  return
}

// -----

func.func @store_to_vector(%v: vector<4xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{custom op 'memref.store' invalid kind of type specified: expected builtin.memref, but found 'vector<4xf32>'}}
  memref.store %f, %v[%c0] : vector<4xf32>
  return
}

// -----

func.func @copy_of_tensor(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error @+1 {{custom op 'gpu.memcpy' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  gpu.memcpy %m, %t : memref<4xf32>, tensor<4xf32>
  return
}
