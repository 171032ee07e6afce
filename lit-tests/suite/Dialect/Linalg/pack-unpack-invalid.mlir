// The verifier of linalg.pack / linalg.unpack, with mlir-opt 22's wording.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @zero_tile(%s: tensor<6x8xf32>, %d: tensor<3x2x2x4xf32>) -> tensor<3x2x2x4xf32> {
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [0, 4] into %d : tensor<6x8xf32> -> tensor<3x2x2x4xf32>
  return %0 : tensor<3x2x2x4xf32>
}

// -----

func.func @repeated_pos(%s: tensor<6x8xf32>, %d: tensor<3x2x2x4xf32>) -> tensor<3x2x2x4xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [1, 1] inner_tiles = [2, 4] into %d : tensor<6x8xf32> -> tensor<3x2x2x4xf32>
  return %0 : tensor<3x2x2x4xf32>
}

// -----

func.func @short_perm(%s: tensor<6x8xf32>, %d: tensor<3x2x2x4xf32>) -> tensor<6x8xf32> {
  // expected-error@+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.unpack %d outer_dims_perm = [1] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %s : tensor<3x2x2x4xf32> -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

// -----

func.func @repeated_perm(%s: tensor<6x8xf32>, %d: tensor<3x2x2x4xf32>) -> tensor<3x2x2x4xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [0, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<6x8xf32> -> tensor<3x2x2x4xf32>
  return %0 : tensor<3x2x2x4xf32>
}

// -----

func.func @tile_count(%s: tensor<6x8xf32>, %d: tensor<3x2x2x4xf32>) -> tensor<3x2x2x4xf32> {
  // expected-error@+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [2, 4] into %d : tensor<6x8xf32> -> tensor<3x2x2x4xf32>
  return %0 : tensor<3x2x2x4xf32>
}

// -----

func.func @packed_rank(%s: tensor<6x8xf32>, %d: tensor<3x2x2x4x1xf32>) -> tensor<3x2x2x4x1xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 5 != 4}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<6x8xf32> -> tensor<3x2x2x4x1xf32>
  return %0 : tensor<3x2x2x4x1xf32>
}

// -----

func.func @tile_shape(%s: tensor<6x8xf32>, %d: tensor<3x2x2x?xf32>) -> tensor<3x2x2x?xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<6x8xf32> -> tensor<3x2x2x?xf32>
  return %0 : tensor<3x2x2x?xf32>
}

// -----

func.func @outer_shape(%s: tensor<6x8xf32>, %d: tensor<3x2x2x4xf32>) -> tensor<6x8xf32> {
  // expected-error@+1 {{expected 'tensor<2x3x2x4xf32>' for the packed domain value, got 'tensor<3x2x2x4xf32>'}}
  %0 = linalg.unpack %d outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %s : tensor<3x2x2x4xf32> -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}

// -----

func.func @partial_tiles(%s: tensor<7x8xf32>, %d: tensor<4x2x2x4xf32>) -> tensor<4x2x2x4xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<7x8xf32> -> tensor<4x2x2x4xf32>
  return %0 : tensor<4x2x2x4xf32>
}

// -----

func.func @padding_type(%s: tensor<7x8xf32>, %d: tensor<4x2x2x4xf32>, %p: f16) -> tensor<4x2x2x4xf32> {
  // expected-error@+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f16'}}
  %0 = linalg.pack %s padding_value(%p : f16) inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<7x8xf32> -> tensor<4x2x2x4xf32>
  return %0 : tensor<4x2x2x4xf32>
}

