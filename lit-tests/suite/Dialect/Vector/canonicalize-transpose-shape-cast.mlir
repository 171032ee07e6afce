// An order-preserving vector.transpose of a shape_cast is one shape_cast (FoldTransposeShapeCast,
// MLIR 22); a scalable dimension of size [1] counts as non-unit, so such a transpose stays.
// The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @transpose_of_cast(%arg0: vector<8xi32>, %arg1: vector<[2]x3xi32>) -> (vector<4x1x2xi32>, vector<3x[2]xi32>) {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<8xi32> to vector<4x1x2xi32>
// CHECK-NEXT: %1 = vector.transpose %arg1, [1, 0] : vector<[2]x3xi32> to vector<3x[2]xi32>
// CHECK-NEXT: return %0, %1 : vector<4x1x2xi32>, vector<3x[2]xi32>
// CHECK-NEXT: }
// CHECK: func.func @scalable_unit_dim_is_not_unit(%arg0: vector<[1]x4xi8>) -> vector<4x[1]xi8> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<[1]x4xi8> to vector<4x[1]xi8>
// CHECK-NEXT: return %0 : vector<4x[1]xi8>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @transpose_of_cast(%v: vector<8xi32>, %w: vector<[2]x3xi32>) -> (vector<4x1x2xi32>, vector<3x[2]xi32>) {
  %0 = vector.shape_cast %v : vector<8xi32> to vector<4x2x1xi32>
  %a = vector.transpose %0, [0, 2, 1] : vector<4x2x1xi32> to vector<4x1x2xi32>
  %1 = vector.shape_cast %w : vector<[2]x3xi32> to vector<[2]x3xi32>
  %b = vector.transpose %1, [1, 0] : vector<[2]x3xi32> to vector<3x[2]xi32>
  return %a, %b : vector<4x1x2xi32>, vector<3x[2]xi32>
}
func.func @scalable_unit_dim_is_not_unit(%v: vector<[1]x4xi8>) -> vector<4x[1]xi8> {
  %0 = vector.shape_cast %v : vector<[1]x4xi8> to vector<[1]x4x1xi8>
  %1 = vector.shape_cast %0 : vector<[1]x4x1xi8> to vector<[1]x4xi8>
  %2 = vector.transpose %1, [1, 0] : vector<[1]x4xi8> to vector<4x[1]xi8>
  return %2 : vector<4x[1]xi8>
}
