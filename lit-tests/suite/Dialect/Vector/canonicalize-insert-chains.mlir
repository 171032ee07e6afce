// vector.extract through chains of inserts and transposes (MLIR 22's ExtractFromInsertTransposeChainState):
// an exact position gives the inserted value, a prefix is extracted from, a region that may overlap stops
// the walk; inserts that fill the vector become from_elements; poison positions and sources fold to poison.
// The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @extract_through_inserts(%arg0: vector<3x2x4xi32>, %arg1: vector<2x4xi32>, %arg2: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<2x4xi32>, vector<2x4xi32>) {
// CHECK-NEXT: %0 = vector.insert %arg1, %arg0 [2] : vector<2x4xi32> into vector<3x2x4xi32>
// CHECK-NEXT: %1 = vector.insert %arg2, %0 [0, 1] : vector<4xi32> into vector<3x2x4xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[1] : vector<4xi32> from vector<2x4xi32>
// CHECK-NEXT: %3 = vector.extract %1[0] : vector<2x4xi32> from vector<3x2x4xi32>
// CHECK-NEXT: %4 = vector.extract %arg0[1] : vector<2x4xi32> from vector<3x2x4xi32>
// CHECK-NEXT: return %2, %arg2, %3, %4 : vector<4xi32>, vector<4xi32>, vector<2x4xi32>, vector<2x4xi32>
// CHECK-NEXT: }
// CHECK: func.func @extract_through_transpose_and_insert(%arg0: vector<2x3xf32>, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 2] : f32 from vector<2x3xf32>
// CHECK-NEXT: return %arg1, %0 : f32, f32
// CHECK-NEXT: }
// CHECK: func.func @inserts_fill_the_vector(%arg0: vector<2x2xf32>, %arg1: vector<2xf32>, %arg2: f32, %arg3: f32) -> vector<2x2xf32> {
// CHECK-NEXT: %0:2 = vector.to_elements %arg1 : vector<2xf32>
// CHECK-NEXT: %1 = vector.from_elements %0#0, %0#1, %arg2, %arg3 : vector<2x2xf32>
// CHECK-NEXT: return %1 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK: func.func @poison(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> (f32, vector<2xf32>, f32, vector<4xf32>) {
// CHECK-NEXT: %0 = ub.poison : vector<4xf32>
// CHECK-NEXT: %1 = ub.poison : vector<2xf32>
// CHECK-NEXT: %2 = ub.poison : f32
// CHECK-NEXT: %3 = vector.extract %arg1[0] : f32 from vector<4xf32>
// CHECK-NEXT: return %2, %1, %3, %0 : f32, vector<2xf32>, f32, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @extract_through_inserts(%v: vector<3x2x4xi32>, %a: vector<2x4xi32>, %b: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>, vector<2x4xi32>, vector<2x4xi32>) {
  %0 = vector.insert %a, %v [2] : vector<2x4xi32> into vector<3x2x4xi32>
  %1 = vector.insert %b, %0 [0, 1] : vector<4xi32> into vector<3x2x4xi32>
  %x = vector.extract %1[2, 1] : vector<4xi32> from vector<3x2x4xi32>
  %y = vector.extract %1[0, 1] : vector<4xi32> from vector<3x2x4xi32>
  %z = vector.extract %1[0] : vector<2x4xi32> from vector<3x2x4xi32>
  %w = vector.extract %1[1] : vector<2x4xi32> from vector<3x2x4xi32>
  return %x, %y, %z, %w : vector<4xi32>, vector<4xi32>, vector<2x4xi32>, vector<2x4xi32>
}
func.func @extract_through_transpose_and_insert(%v: vector<2x3xf32>, %s: f32) -> (f32, f32) {
  %0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %1 = vector.insert %s, %0 [2, 1] : f32 into vector<3x2xf32>
  %2 = vector.transpose %1, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %a = vector.extract %2[1, 2] : f32 from vector<2x3xf32>
  %b = vector.extract %2[0, 2] : f32 from vector<2x3xf32>
  return %a, %b : f32, f32
}
func.func @inserts_fill_the_vector(%v: vector<2x2xf32>, %r: vector<2xf32>, %x: f32, %y: f32) -> vector<2x2xf32> {
  %0 = vector.insert %r, %v [0] : vector<2xf32> into vector<2x2xf32>
  %1 = vector.insert %x, %0 [1, 0] : f32 into vector<2x2xf32>
  %2 = vector.insert %y, %1 [1, 1] : f32 into vector<2x2xf32>
  return %2 : vector<2x2xf32>
}
func.func @poison(%v: vector<4xf32>, %w: vector<4xf32>) -> (f32, vector<2xf32>, f32, vector<4xf32>) {
  %p = ub.poison : vector<3x2xf32>
  %a = vector.extract %p[1] : vector<2xf32> from vector<3x2xf32>
  %b = vector.extract %v[-1] : f32 from vector<4xf32>
  %0 = vector.shuffle %v, %w [3, -1, 4, 0] : vector<4xf32>, vector<4xf32>
  %c = vector.extract %0[1] : f32 from vector<4xf32>
  %d = vector.extract %0[2] : f32 from vector<4xf32>
  %s = ub.poison : f32
  %e = vector.broadcast %s : f32 to vector<4xf32>
  return %c, %a, %d, %e : f32, vector<2xf32>, f32, vector<4xf32>
}
