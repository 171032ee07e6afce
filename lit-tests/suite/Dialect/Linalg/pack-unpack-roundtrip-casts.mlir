// -canonicalize on pack/unpack pairs and casts: unpack(pack(x)) and pack(unpack(x)) fold when their tiles are
// the same constants or the same SSA values and their outer permutations agree (none counts as identity);
// casts that only lose static sizes fold into a pack/unpack, turning a dynamic tile the packed type fixes
// static, with discardable attributes kept.
// RUN: jopt %s -split-input-file -canonicalize=test-convergence | jfilecheck %s

func.func @roundtrip_dynamic_tiles(%t: tensor<64x32xf32>, %a: index, %b: index) -> tensor<64x32xf32> {
  %e = tensor.empty(%a, %b) : tensor<8x4x?x?xf32>
  %p = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [%a, %b] into %e : tensor<64x32xf32> -> tensor<8x4x?x?xf32>
  %e1 = tensor.empty() : tensor<64x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [%a, %b] into %e1 : tensor<8x4x?x?xf32> -> tensor<64x32xf32>
  return %u : tensor<64x32xf32>
}

// CHECK-LABEL: func.func @roundtrip_dynamic_tiles(%arg0: tensor<64x32xf32>, %arg1: index, %arg2: index) -> tensor<64x32xf32> {
// CHECK-NEXT: return %arg0 : tensor<64x32xf32>
// CHECK-NEXT: }

// -----

func.func @roundtrip_swapped_tiles(%t: tensor<64x32xf32>, %a: index, %b: index) -> tensor<64x32xf32> {
  %e = tensor.empty(%a, %b) : tensor<8x4x?x?xf32>
  %p = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [%a, %b] into %e : tensor<64x32xf32> -> tensor<8x4x?x?xf32>
  %e1 = tensor.empty() : tensor<64x32xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [%b, %a] into %e1 : tensor<8x4x?x?xf32> -> tensor<64x32xf32>
  return %u : tensor<64x32xf32>
}

// CHECK-LABEL: func.func @roundtrip_swapped_tiles(%arg0: tensor<64x32xf32>, %arg1: index, %arg2: index) -> tensor<64x32xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg1, %arg2) : tensor<8x4x?x?xf32>
// CHECK-NEXT: %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [%arg1, %arg2] into %0 : tensor<64x32xf32> -> tensor<8x4x?x?xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<64x32xf32>
// CHECK-NEXT: %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [%arg2, %arg1] into %1 : tensor<8x4x?x?xf32> -> tensor<64x32xf32>
// CHECK-NEXT: return %unpack : tensor<64x32xf32>
// CHECK-NEXT: }

// -----

func.func @identity_perm_roundtrip(%t: tensor<4x8x?x?xf32>, %a: index, %b: index) -> tensor<4x8x?x?xf32> {
  %e = tensor.empty() : tensor<32x64xf32>
  %u = linalg.unpack %t outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [%a, %b] into %e : tensor<4x8x?x?xf32> -> tensor<32x64xf32>
  %e1 = tensor.empty(%a, %b) : tensor<4x8x?x?xf32>
  %p = linalg.pack %u inner_dims_pos = [0, 1] inner_tiles = [%a, %b] into %e1 : tensor<32x64xf32> -> tensor<4x8x?x?xf32>
  return %p : tensor<4x8x?x?xf32>
}

// CHECK-LABEL: func.func @identity_perm_roundtrip(%arg0: tensor<4x8x?x?xf32>, %arg1: index, %arg2: index) -> tensor<4x8x?x?xf32> {
// CHECK-NEXT: return %arg0 : tensor<4x8x?x?xf32>
// CHECK-NEXT: }

// -----

func.func @cast_into_pack(%dest: tensor<2x3x4x2xi32>, %src: tensor<8x?xi32>, %pad: i32) -> tensor<2x3x4x2xi32> {
  %cast = tensor.cast %dest : tensor<2x3x4x2xi32> to tensor<2x3x?x2xi32>
  %c4 = arith.constant 4 : index
  %pack = linalg.pack %src padding_value(%pad : i32) inner_dims_pos = [0, 1] inner_tiles = [%c4, 2] into %cast {keep} : tensor<8x?xi32> -> tensor<2x3x?x2xi32>
  %res = tensor.cast %pack : tensor<2x3x?x2xi32> to tensor<2x3x4x2xi32>
  return %res : tensor<2x3x4x2xi32>
}

// CHECK-LABEL: func.func @cast_into_pack(%arg0: tensor<2x3x4x2xi32>, %arg1: tensor<8x?xi32>, %arg2: i32) -> tensor<2x3x4x2xi32> {
// CHECK-NEXT: %pack = linalg.pack %arg1 padding_value(%arg2 : i32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %arg0 {keep} : tensor<8x?xi32> -> tensor<2x3x4x2xi32>
// CHECK-NEXT: return %pack : tensor<2x3x4x2xi32>
// CHECK-NEXT: }

// -----

func.func @cast_into_unpack(%src: tensor<2x3x4x2xi32>, %res: tensor<8x?xi32>) -> tensor<8x?xi32> {
  %cast = tensor.cast %src : tensor<2x3x4x2xi32> to tensor<2x3x?x2xi32>
  %c4 = arith.constant 4 : index
  %unpack = linalg.unpack %cast inner_dims_pos = [0, 1] inner_tiles = [%c4, 2] into %res {keep} : tensor<2x3x?x2xi32> -> tensor<8x?xi32>
  return %unpack : tensor<8x?xi32>
}

// CHECK-LABEL: func.func @cast_into_unpack(%arg0: tensor<2x3x4x2xi32>, %arg1: tensor<8x?xi32>) -> tensor<8x?xi32> {
// CHECK-NEXT: %unpack = linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %arg1 {keep} : tensor<2x3x4x2xi32> -> tensor<8x?xi32>
// CHECK-NEXT: return %unpack : tensor<8x?xi32>
// CHECK-NEXT: }
