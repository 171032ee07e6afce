// Canonicalization of linalg.pack/unpack: a splat constant source folds to the splat of the result
// type, pack(fill) becomes a fill of the pack's destination, and an unpack into the result of a
// destination-style op unpacks into that op's init.
// RUN: jopt %s -split-input-file -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @splat
// CHECK-NEXT:    %[[C:.*]] = arith.constant dense<1.500000e+00> : tensor<2x4x8x4xf32>
// CHECK-NEXT:    return %[[C]]
func.func @splat() -> tensor<2x4x8x4xf32> {
  %cst = arith.constant dense<1.5> : tensor<16x16xf32>
  %e = tensor.empty() : tensor<2x4x8x4xf32>
  %p = linalg.pack %cst inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %e : tensor<16x16xf32> -> tensor<2x4x8x4xf32>
  return %p : tensor<2x4x8x4xf32>
}

// -----

// CHECK-LABEL: func.func @fill_then_pack
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<2x4x8x4xf32>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
// CHECK-NEXT:    return %[[F]]
func.func @fill_then_pack(%t: tensor<16x16xf32>) -> tensor<2x4x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%t : tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = tensor.empty() : tensor<2x4x8x4xf32>
  %p = linalg.pack %f inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %e : tensor<16x16xf32> -> tensor<2x4x8x4xf32>
  return %p : tensor<2x4x8x4xf32>
}

// -----

// CHECK-LABEL: func.func @unpack_into_fill
// CHECK-NOT:     linalg.fill
// CHECK:         linalg.unpack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %arg1
func.func @unpack_into_fill(%p: tensor<2x4x8x4xf32>, %t: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%t : tensor<16x16xf32>) -> tensor<16x16xf32>
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [8, 4] into %f : tensor<2x4x8x4xf32> -> tensor<16x16xf32>
  return %u : tensor<16x16xf32>
}
