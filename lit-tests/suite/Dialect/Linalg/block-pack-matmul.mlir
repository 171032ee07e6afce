// -linalg-block-pack-matmul packs matmul-like ops into blocked layouts: LHS [MB][KB][mb][kb],
// RHS [NB][KB][nb][kb] by default, the result [MB][NB][mb][nb], then unpacks the result.
// RUN: jopt %s -split-input-file -linalg-block-pack-matmul="block-factors=32,16,64" | jfilecheck %s
// RUN: jopt %s -split-input-file -linalg-block-pack-matmul="block-factors=32,16,64 lhs-transpose-outer-blocks lhs-transpose-inner-blocks rhs-transpose-outer-blocks=false rhs-transpose-inner-blocks=false" | jfilecheck %s --check-prefix=FLIP
// RUN: jopt %s -split-input-file -linalg-block-pack-matmul="block-factors=48,16,64 allow-padding=false" | jfilecheck %s --check-prefix=NOPAD
// RUN: not jopt %s -linalg-block-pack-matmul="block-factors=32,x,64" 2>&1 | jfilecheck %s --check-prefix=BADOPT
// A bad mnk-order (MLIR asserts) leaves the ops alone.
// RUN: jopt %s -split-input-file -linalg-block-pack-matmul="block-factors=32,16,64 mnk-order=0,0,1" | jfilecheck %s --check-prefix=NOPAD

// BADOPT: for the --block-factors option: 'x' value invalid for long argument!

// CHECK-DAG: #[[$A:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// CHECK-DAG: #[[$B:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// CHECK-DAG: #[[$C:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// CHECK-LABEL: func.func @mm
// CHECK:      %[[E0:.*]] = tensor.empty() : tensor<2x4x32x64xf32>
// CHECK-NEXT: %[[PA:.*]] = linalg.pack %arg0 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [32, 64] into %[[E0]] : tensor<64x256xf32> -> tensor<2x4x32x64xf32>
// CHECK-NEXT: %[[E1:.*]] = tensor.empty() : tensor<8x4x16x64xf32>
// CHECK-NEXT: %[[PB:.*]] = linalg.pack %arg1 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [16, 64] into %[[E1]] : tensor<256x128xf32> -> tensor<8x4x16x64xf32>
// CHECK-NEXT: %[[E2:.*]] = tensor.empty() : tensor<2x8x32x16xf32>
// CHECK-NEXT: %[[PC:.*]] = linalg.pack %arg2 inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %[[E2]] : tensor<64x128xf32> -> tensor<2x8x32x16xf32>
// CHECK-NEXT: %[[G:.*]] = linalg.generic {indexing_maps = [#[[$A]], #[[$B]], #[[$C]]], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%[[PA]], %[[PB]] : tensor<2x4x32x64xf32>, tensor<8x4x16x64xf32>) outs(%[[PC]] : tensor<2x8x32x16xf32>)
// CHECK:      linalg.unpack %[[G]] inner_dims_pos = [0, 1] inner_tiles = [32, 16] into %arg2 : tensor<2x8x32x16xf32> -> tensor<64x128xf32>
// FLIP-DAG: #[[$A:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d0, d5, d3)>
// FLIP-DAG: #[[$B:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d1, d5, d4)>
// FLIP-LABEL: func.func @mm
// FLIP: linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [64, 32]
// FLIP: linalg.pack %arg1 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [64, 16]
// FLIP: linalg.generic {indexing_maps = [#[[$A]], #[[$B]], #{{.*}}]
// 64 rows do not divide by 48: packed with a zero padding value, or left alone without padding.
// NOPAD-LABEL: func.func @mm
// NOPAD-NOT: linalg.pack
// NOPAD: linalg.matmul
func.func @mm(%a: tensor<64x256xf32>, %b: tensor<256x128xf32>, %c: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x256xf32>, tensor<256x128xf32>) outs(%c : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %0 : tensor<64x128xf32>
}

// -----

// CHECK-LABEL: func.func @batched
// CHECK: linalg.pack %arg0 outer_dims_perm = [0, 1, 2] inner_dims_pos = [1, 2] inner_tiles = [32, 64] into %{{.*}} : tensor<3x64x128xf32> -> tensor<3x2x2x32x64xf32>
// CHECK: linalg.pack %arg1 outer_dims_perm = [0, 2, 1] inner_dims_pos = [2, 1] inner_tiles = [16, 64] into %{{.*}} : tensor<3x128x32xf32> -> tensor<3x2x2x16x64xf32>
// CHECK: iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]
// Buffers are left alone.
// CHECK-LABEL: func.func @buffers
// CHECK: linalg.matmul
func.func @batched(%a: tensor<3x64x128xf32>, %b: tensor<3x128x32xf32>, %c: tensor<3x64x32xf32>) -> tensor<3x64x32xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<3x64x128xf32>, tensor<3x128x32xf32>) outs(%c : tensor<3x64x32xf32>) -> tensor<3x64x32xf32>
  return %0 : tensor<3x64x32xf32>
}
func.func @buffers(%a: memref<64x128xf32>, %b: memref<128x32xf32>, %c: memref<64x32xf32>) {
  linalg.matmul ins(%a, %b : memref<64x128xf32>, memref<128x32xf32>) outs(%c : memref<64x32xf32>)
  return
}

// -----

// A generic matmul with a transposed LHS is matched too; padding needs a zero.
// CHECK-LABEL: func.func @generic_padded
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: linalg.pack %arg0 padding_value(%[[Z]] : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [32, 64] into %{{.*}} : tensor<100x40xf32> -> tensor<2x2x32x64xf32>
func.func @generic_padded(%a: tensor<100x40xf32>, %b: tensor<100x32xf32>, %c: tensor<40x32xf32>) -> tensor<40x32xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<100x40xf32>, tensor<100x32xf32>) outs(%c : tensor<40x32xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<40x32xf32>
  return %0 : tensor<40x32xf32>
}
