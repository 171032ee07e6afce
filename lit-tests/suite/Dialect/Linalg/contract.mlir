// linalg.contract: the maps are always printed (no defaults), attributes after them, an implicit
// multiply-accumulate body with casts to the accumulator's type; on buffers it has no result.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GEN
// RUN: jopt %s -linalg-generalize-named-ops | jfilecheck %s --check-prefix=GENERALIZED

#lhs = affine_map<(i, j, r) -> (r, i)>
#rhs = affine_map<(i, j, r) -> (r, j)>
#acc = affine_map<(i, j, r) -> (i, j)>

// CHECK-LABEL: func @transposed_lhs
// CHECK: linalg.contract indexing_maps = [#map, #map1, #map2] {tag} ins(%arg0, %arg1 : tensor<5x2xi8>, tensor<5x3xi8>) outs(%arg2 : tensor<2x3xi32>) -> tensor<2x3xi32>
// CHECK: linalg.contract indexing_maps = [#map, #map, #map2] ins(%arg3, %arg3 : memref<5x2xf32>, memref<5x2xf32>) outs(%arg4 : memref<2x2xf32>)
// GEN: "linalg.contract"(%{{.*}}, %{{.*}}, %{{.*}}) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GEN-NEXT: ^bb0(%{{.*}}: i8, %{{.*}}: i8, %{{.*}}: i32):
// GEN-NEXT: "arith.extsi"
// GEN-NEXT: "arith.extsi"
// GEN-NEXT: "arith.muli"
// GEN-NEXT: "arith.addi"
// GENERALIZED: linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<5x2xi8>, tensor<5x3xi8>) outs(%arg2 : tensor<2x3xi32>) {
func.func @transposed_lhs(%a: tensor<5x2xi8>, %b: tensor<5x3xi8>, %c: tensor<2x3xi32>, %m: memref<5x2xf32>, %o: memref<2x2xf32>) -> tensor<2x3xi32> {
  %0 = linalg.contract indexing_maps = [#lhs, #rhs, #acc] {tag} ins(%a, %b : tensor<5x2xi8>, tensor<5x3xi8>) outs(%c : tensor<2x3xi32>) -> tensor<2x3xi32>
  linalg.contract indexing_maps = [#lhs, #lhs, #acc] ins(%m, %m : memref<5x2xf32>, memref<5x2xf32>) outs(%o : memref<2x2xf32>)
  return %0 : tensor<2x3xi32>
}
