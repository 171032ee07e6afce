// vector.extract folds through vector.transpose (ExtractOp::fold in MLIR 22): the position is
// permuted back onto the transposed vector when the dimensions the extract keeps stay trailing and in
// order; a dynamic position or a kept dimension that the transpose moves does not fold.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @through_one(
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2] : vector<2xf32> from vector<4x3x2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
func.func @through_one(%v: vector<4x3x2xf32>) -> vector<2xf32> {
  %t = vector.transpose %v, [1, 0, 2] : vector<4x3x2xf32> to vector<3x4x2xf32>
  %e = vector.extract %t[2, 1] : vector<2xf32> from vector<3x4x2xf32>
  return %e : vector<2xf32>
}

// CHECK-LABEL: func.func @through_two(
// CHECK-NEXT: %0 = vector.extract %arg0[3, 2, 1] : f32 from vector<4x3x2xf32>
// CHECK-NEXT: return %0 : f32
func.func @through_two(%v: vector<4x3x2xf32>) -> f32 {
  %t = vector.transpose %v, [2, 0, 1] : vector<4x3x2xf32> to vector<2x4x3xf32>
  %u = vector.transpose %t, [0, 2, 1] : vector<2x4x3xf32> to vector<2x3x4xf32>
  %e = vector.extract %u[1, 2, 3] : f32 from vector<2x3x4xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @kept_dim_moves(
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT: %1 = vector.extract %0[1] : vector<4xf32> from vector<3x4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
func.func @kept_dim_moves(%v: vector<4x3xf32>) -> vector<4xf32> {
  %t = vector.transpose %v, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %e = vector.extract %t[1] : vector<4xf32> from vector<3x4xf32>
  return %e : vector<4xf32>
}

// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
// CHECK-NEXT: %1 = vector.extract %0[%arg1, 2] : f32 from vector<3x4xf32>
// CHECK-NEXT: return %1 : f32
func.func @dynamic(%v: vector<4x3xf32>, %i: index) -> f32 {
  %t = vector.transpose %v, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %e = vector.extract %t[%i, 2] : f32 from vector<3x4xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @same(
// CHECK-NEXT: return %arg0 : vector<4xf32>
func.func @same(%v: vector<4xf32>) -> vector<4xf32> {
  %e = vector.extract %v[] : vector<4xf32> from vector<4xf32>
  return %e : vector<4xf32>
}
