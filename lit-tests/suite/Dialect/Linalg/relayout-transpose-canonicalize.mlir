// -canonicalize: linalg.unpack of a linalg.pack with the same tiling (and back) is the original value;
// padding, other tiles or other types keep both ops. Two transposes compose into one.
// RUN: jopt %s -split-input-file -canonicalize | jfilecheck %s

// CHECK-LABEL: func @round_trips
// CHECK-SAME: (%[[A:.*]]: tensor<8x12xi8>, %{{.*}}: tensor<2x3x4x4xi8>, %{{.*}}: tensor<8x12xi8>, %[[P:.*]]: tensor<2x3x4x4xi8>)
// CHECK-NEXT: return %[[A]], %[[P]] : tensor<8x12xi8>, tensor<2x3x4x4xi8>
func.func @round_trips(%a: tensor<8x12xi8>, %packed: tensor<2x3x4x4xi8>, %plain: tensor<8x12xi8>, %p: tensor<2x3x4x4xi8>) -> (tensor<8x12xi8>, tensor<2x3x4x4xi8>) {
  %0 = linalg.pack %a outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %packed : tensor<8x12xi8> -> tensor<2x3x4x4xi8>
  %1 = linalg.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %plain : tensor<2x3x4x4xi8> -> tensor<8x12xi8>
  %2 = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %plain : tensor<2x3x4x4xi8> -> tensor<8x12xi8>
  %3 = linalg.pack %2 inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %packed : tensor<8x12xi8> -> tensor<2x3x4x4xi8>
  return %1, %3 : tensor<8x12xi8>, tensor<2x3x4x4xi8>
}

// -----

// CHECK-LABEL: func @kept
// CHECK: linalg.pack
// CHECK: linalg.unpack
func.func @kept(%a: tensor<7x12xi8>, %packed: tensor<2x3x4x4xi8>, %plain: tensor<7x12xi8>, %pad: i8) -> tensor<7x12xi8> {
  %0 = linalg.pack %a padding_value(%pad : i8) inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %packed : tensor<7x12xi8> -> tensor<2x3x4x4xi8>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %plain : tensor<2x3x4x4xi8> -> tensor<7x12xi8>
  return %1 : tensor<7x12xi8>
}

// -----

// CHECK-LABEL: func @transposes
// CHECK-NEXT: %[[T:.*]] = linalg.transpose ins(%arg0 : tensor<2x3x5xf32>) outs(%arg2 : tensor<5x3x2xf32>) permutation = [2, 1, 0]
// CHECK-NEXT: return %[[T]]
func.func @transposes(%a: tensor<2x3x5xf32>, %mid: tensor<3x5x2xf32>, %out: tensor<5x3x2xf32>) -> tensor<5x3x2xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x5xf32>) outs(%mid : tensor<3x5x2xf32>) permutation = [1, 2, 0]
  %1 = linalg.transpose ins(%0 : tensor<3x5x2xf32>) outs(%out : tensor<5x3x2xf32>) permutation = [1, 0, 2]
  return %1 : tensor<5x3x2xf32>
}
