// -canonicalize on linalg.pack/unpack: a padding value no tile needs (static, whole tiles) goes; an outer
// dim static on one side and dynamic on the other becomes static on both through tensor.cast (a pack whose
// dest changes type, and every unpack that changes, cast the result back).
// RUN: jopt %s -split-input-file -canonicalize=test-convergence | jfilecheck %s

func.func @pad_not_needed(%src: tensor<64x48xf32>) -> tensor<4x6x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %dest = tensor.empty() : tensor<4x6x16x8xf32>
  %0 = linalg.pack %src padding_value(%zero : f32) inner_dims_pos = [0, 1] inner_tiles = [16, 8] into %dest : tensor<64x48xf32> -> tensor<4x6x16x8xf32>
  return %0 : tensor<4x6x16x8xf32>
}

// CHECK-LABEL: func.func @pad_not_needed(%arg0: tensor<64x48xf32>) -> tensor<4x6x16x8xf32> {
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x6x16x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [16, 8] into %0 : tensor<64x48xf32> -> tensor<4x6x16x8xf32>
// CHECK-NEXT: return %pack : tensor<4x6x16x8xf32>
// CHECK-NEXT: }

// -----

func.func @pad_needed(%src: tensor<63x48xf32>) -> tensor<4x6x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %dest = tensor.empty() : tensor<4x6x16x8xf32>
  %0 = linalg.pack %src padding_value(%zero : f32) inner_dims_pos = [0, 1] inner_tiles = [16, 8] into %dest : tensor<63x48xf32> -> tensor<4x6x16x8xf32>
  return %0 : tensor<4x6x16x8xf32>
}

// CHECK-LABEL: func.func @pad_needed(%arg0: tensor<63x48xf32>) -> tensor<4x6x16x8xf32> {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = tensor.empty() : tensor<4x6x16x8xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 padding_value(%cst : f32) inner_dims_pos = [0, 1] inner_tiles = [16, 8] into %0 : tensor<63x48xf32> -> tensor<4x6x16x8xf32>
// CHECK-NEXT: return %pack : tensor<4x6x16x8xf32>
// CHECK-NEXT: }

// -----

func.func @static_source_from_dest(%src: tensor<?x?x?xf32>, %dest: tensor<7x5x?x4xf32>) -> tensor<7x5x?x4xf32> {
  %0 = linalg.pack %src outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %dest : tensor<?x?x?xf32> -> tensor<7x5x?x4xf32>
  return %0 : tensor<7x5x?x4xf32>
}

// CHECK-LABEL: func.func @static_source_from_dest(%arg0: tensor<?x?x?xf32>, %arg1: tensor<7x5x?x4xf32>) -> tensor<7x5x?x4xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?x?xf32> to tensor<5x?x7xf32>
// CHECK-NEXT: %pack = linalg.pack %cast outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %arg1 : tensor<5x?x7xf32> -> tensor<7x5x?x4xf32>
// CHECK-NEXT: return %pack : tensor<7x5x?x4xf32>
// CHECK-NEXT: }

// -----

func.func @static_dest_from_source(%src: tensor<5x?x7xf32>, %dest: tensor<?x?x?x4xf32>) -> tensor<?x?x?x4xf32> {
  %0 = linalg.pack %src outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %dest : tensor<5x?x7xf32> -> tensor<?x?x?x4xf32>
  return %0 : tensor<?x?x?x4xf32>
}

// CHECK-LABEL: func.func @static_dest_from_source(%arg0: tensor<5x?x7xf32>, %arg1: tensor<?x?x?x4xf32>) -> tensor<?x?x?x4xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?x?x4xf32> to tensor<7x5x?x4xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %cast : tensor<5x?x7xf32> -> tensor<7x5x?x4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %pack : tensor<7x5x?x4xf32> to tensor<?x?x?x4xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?x?x4xf32>
// CHECK-NEXT: }

// -----

func.func @unpack_static(%src: tensor<7x5x3x4xf32>, %dest: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.unpack %src outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %dest : tensor<7x5x3x4xf32> -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// CHECK-LABEL: func.func @unpack_static(%arg0: tensor<7x5x3x4xf32>, %arg1: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?x?xf32> to tensor<5x?x7xf32>
// CHECK-NEXT: %unpack = linalg.unpack %arg0 outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %cast : tensor<7x5x3x4xf32> -> tensor<5x?x7xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %unpack : tensor<5x?x7xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?x?xf32>
// CHECK-NEXT: }

// -----

func.func @unpack_static_source(%src: tensor<?x?x3x4xf32>, %dest: tensor<5x12x7xf32>) -> tensor<5x12x7xf32> {
  %0 = linalg.unpack %src outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %dest : tensor<?x?x3x4xf32> -> tensor<5x12x7xf32>
  return %0 : tensor<5x12x7xf32>
}

// CHECK-LABEL: func.func @unpack_static_source(%arg0: tensor<?x?x3x4xf32>, %arg1: tensor<5x12x7xf32>) -> tensor<5x12x7xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?x3x4xf32> to tensor<7x5x3x4xf32>
// CHECK-NEXT: %unpack = linalg.unpack %cast outer_dims_perm = [2, 0, 1] inner_dims_pos = [1] inner_tiles = [4] into %arg1 : tensor<7x5x3x4xf32> -> tensor<5x12x7xf32>
// CHECK-NEXT: return %unpack : tensor<5x12x7xf32>
// CHECK-NEXT: }
