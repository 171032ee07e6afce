// linalg.pack and linalg.unpack: custom form (padding, outer permutation, dynamic tiles, attributes)
// and the generic form with its operand segments and static tile list.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GEN

// CHECK-LABEL: func @relayout
// CHECK: %[[P:.*]] = linalg.pack %arg0 inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %arg1 : tensor<6x8xi32> -> tensor<3x2x4x2xi32>
// CHECK: %[[Q:.*]] = linalg.pack %arg0 padding_value(%arg4 : i32) outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [%arg3] into %arg2 {tag} : tensor<6x8xi32> -> tensor<8x?x?xi32>
// CHECK: %{{.*}} = linalg.unpack %[[P]] outer_dims_perm = [0, 1] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %arg0 : tensor<3x2x4x2xi32> -> tensor<6x8xi32>
// GEN: "linalg.pack"(%{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 1, 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 4, 2>}>
// GEN: "linalg.pack"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808>}> {tag}
// GEN: "linalg.unpack"(%{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 1, 0>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 4, 2>}>
func.func @relayout(%src: tensor<6x8xi32>, %dst: tensor<3x2x4x2xi32>, %dyn: tensor<8x?x?xi32>, %t: index, %pad: i32) -> tensor<6x8xi32> {
  %p = linalg.pack %src inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %dst : tensor<6x8xi32> -> tensor<3x2x4x2xi32>
  %q = linalg.pack %src padding_value(%pad : i32) outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [%t] into %dyn {tag} : tensor<6x8xi32> -> tensor<8x?x?xi32>
  %u = linalg.unpack %p outer_dims_perm = [0, 1] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %src : tensor<3x2x4x2xi32> -> tensor<6x8xi32>
  return %u : tensor<6x8xi32>
}
