// Canonicalization around broadcasts (MLIR 22): inserts, strided inserts and shuffles of splats of
// one scalar, an insert of a whole vector, transposes of broadcasts (only within groups of broadcast
// dims), and add(contract(a, b, 0), c). The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK: func.func @splat_ops(%arg0: f32, %arg1: vector<4xf32>) -> (vector<3x4xf32>, vector<6x8xf32>, vector<5xf32>, vector<1x1x4xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<3x4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg0 : f32 to vector<6x8xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : f32 to vector<5xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg1 : vector<4xf32> to vector<1x1x4xf32>
// CHECK-NEXT: return %0, %1, %2, %3 : vector<3x4xf32>, vector<6x8xf32>, vector<5xf32>, vector<1x1x4xf32>
// CHECK-NEXT: }
// CHECK: func.func @transpose_of_broadcast(%arg0: vector<3x1xi8>, %arg1: vector<1x1xi8>) -> (vector<4x2x3x1xi8>, vector<5x1x6xi8>, vector<3x3xi8>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : vector<3x1xi8> to vector<4x2x3x1xi8>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<1x1xi8> to vector<5x1x6xi8>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : vector<3x1xi8> to vector<3x3xi8>
// CHECK-NEXT: %3 = vector.transpose %2, [1, 0] : vector<3x3xi8> to vector<3x3xi8>
// CHECK-NEXT: return %0, %1, %3 : vector<4x2x3x1xi8>, vector<5x1x6xi8>, vector<3x3xi8>
// CHECK-NEXT: }
// CHECK: func.func @contract_add(%arg0: vector<2x3xi32>, %arg1: vector<3x2xi32>, %arg2: vector<2x2xi32>, %arg3: vector<2x3xf16>, %arg4: vector<3x2xf16>, %arg5: vector<2x2xf16>) -> (vector<2x2xi32>, vector<2x2xf16>) {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg3, %arg4, %arg5 : vector<2x3xf16>, vector<3x2xf16> into vector<2x2xf16>
// CHECK-NEXT: return %0, %1 : vector<2x2xi32>, vector<2x2xf16>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @splat_ops(%x: f32, %v: vector<4xf32>) -> (vector<3x4xf32>, vector<6x8xf32>, vector<5xf32>, vector<1x1x4xf32>) {
  %0 = vector.broadcast %x : f32 to vector<4xf32>
  %1 = vector.broadcast %x : f32 to vector<3x4xf32>
  %a = vector.insert %0, %1 [2] : vector<4xf32> into vector<3x4xf32>
  %2 = vector.broadcast %x : f32 to vector<2x2xf32>
  %3 = vector.broadcast %x : f32 to vector<6x8xf32>
  %b = vector.insert_strided_slice %2, %3 {offsets = [1, 5], strides = [1, 1]} : vector<2x2xf32> into vector<6x8xf32>
  %c = vector.shuffle %0, %0 [0, 7, 3, 2, 5] : vector<4xf32>, vector<4xf32>
  %4 = vector.broadcast %x : f32 to vector<1x1x4xf32>
  %d = vector.insert %v, %4 [0, 0] : vector<4xf32> into vector<1x1x4xf32>
  return %a, %b, %c, %d : vector<3x4xf32>, vector<6x8xf32>, vector<5xf32>, vector<1x1x4xf32>
}
func.func @transpose_of_broadcast(%x: vector<3x1xi8>, %y: vector<1x1xi8>) -> (vector<4x2x3x1xi8>, vector<5x1x6xi8>, vector<3x3xi8>) {
  %0 = vector.broadcast %x : vector<3x1xi8> to vector<2x4x3x1xi8>
  %a = vector.transpose %0, [1, 0, 2, 3] : vector<2x4x3x1xi8> to vector<4x2x3x1xi8>
  %1 = vector.broadcast %y : vector<1x1xi8> to vector<6x1x5xi8>
  %b = vector.transpose %1, [2, 1, 0] : vector<6x1x5xi8> to vector<5x1x6xi8>
  %2 = vector.broadcast %x : vector<3x1xi8> to vector<3x3xi8>
  %c = vector.transpose %2, [1, 0] : vector<3x3xi8> to vector<3x3xi8>
  return %a, %b, %c : vector<4x2x3x1xi8>, vector<5x1x6xi8>, vector<3x3xi8>
}
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @contract_add(%a: vector<2x3xi32>, %b: vector<3x2xi32>, %c: vector<2x2xi32>, %d: vector<2x3xf16>, %e: vector<3x2xf16>, %f: vector<2x2xf16>) -> (vector<2x2xi32>, vector<2x2xf16>) {
  %z = arith.constant dense<0> : vector<2x2xi32>
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x3xi32>, vector<3x2xi32> into vector<2x2xi32>
  %1 = arith.addi %c, %0 : vector<2x2xi32>
  %zf = arith.constant dense<0.0> : vector<2x2xf16>
  %2 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %d, %e, %zf : vector<2x3xf16>, vector<3x2xf16> into vector<2x2xf16>
  %3 = arith.addf %2, %f : vector<2x2xf16>
  return %1, %3 : vector<2x2xi32>, vector<2x2xf16>
}
