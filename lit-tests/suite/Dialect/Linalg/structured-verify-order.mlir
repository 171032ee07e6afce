// Verifier details of MLIR 22: transpose checks the permutation, then the ranks, then its size;
// broadcast's kept dims must equal the init's exactly (a dynamic init dim too); mixing tensors
// and memrefs is rejected; transpose/broadcast without operands report their operand count;
// generic needs an iterator_types array.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @ranks_before_size(%x: tensor<5x6xf32>, %y: tensor<6x5x2xf32>) -> tensor<6x5x2xf32> {
  // expected-error@+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  %r = linalg.transpose ins(%x : tensor<5x6xf32>) outs(%y : tensor<6x5x2xf32>) permutation = [2, 0, 1]
  return %r : tensor<6x5x2xf32>
}

// -----

func.func @kept_dim_static(%x: tensor<3x7xf32>, %y: tensor<2x4x7xf32>) -> tensor<2x4x7xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input dim 0 should match init dim 1. input: 3, init: 4}}
  %r = linalg.broadcast ins(%x : tensor<3x7xf32>) outs(%y : tensor<2x4x7xf32>) dimensions = [0]
  return %r : tensor<2x4x7xf32>
}

// -----

func.func @kept_dim_dynamic(%x: tensor<3x7xf32>, %y: tensor<3x?x9xf32>) -> tensor<3x?x9xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input dim 1 should match init dim 1. input: 7, init: -9223372036854775808}}
  %r = linalg.broadcast ins(%x : tensor<3x7xf32>) outs(%y : tensor<3x?x9xf32>) dimensions = [2]
  return %r : tensor<3x?x9xf32>
}

// -----

func.func @mixed(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'linalg.add' op expected to have pure tensor or buffer semantics}}
  linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%m : memref<4xf32>)
  return
}

// -----

func.func @no_operands() {
  // expected-error@+1 {{'linalg.broadcast' op expected 2 operands, but found 0}}
  linalg.broadcast dimensions = [0]
  return
}

// -----

func.func @no_operands_transpose() {
  // expected-error@+1 {{'linalg.transpose' op expected 2 operands, but found 0}}
  linalg.transpose permutation = [0]
  return
}

// -----

func.func @no_iterators(%m: memref<4xf32>) {
  // expected-error@+1 {{expected "iterator_types" array attribute}}
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>]} outs(%m : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %o : f32
  }
  return
}

// -----

func.func @short_form_name(%x: tensor<4xf32>, %y: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{expected bare identifier or keyword}}
  %r = linalg.reduce {"arith.addf"} ins(%x : tensor<4xf32>) outs(%y : tensor<f32>) dimensions = [0]
  return %r : tensor<f32>
}
