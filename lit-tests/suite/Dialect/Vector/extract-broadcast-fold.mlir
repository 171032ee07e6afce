// vector.extract folds through vector.broadcast (MLIR's foldExtractFromBroadcast): the broadcast
// source itself, or an extract from it with the positions of added dimensions dropped and those of
// stretched unit dimensions zeroed. mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<1x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg1[3] : f32 from vector<4xf32>
// CHECK-NEXT: %1 = vector.extract %arg2[0] : vector<4xf32> from vector<1x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg2[0, 3] : f32 from vector<1x4xf32>
// CHECK-NEXT: return %arg0, %arg1, %0, %1, %2 : f32, vector<4xf32>, f32, vector<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%s: f32, %v: vector<4xf32>, %u: vector<1x4xf32>) -> (f32, vector<4xf32>, f32, vector<4xf32>, f32) {
  %b = vector.broadcast %s : f32 to vector<2x4xf32>
  %0 = vector.extract %b[1, 2] : f32 from vector<2x4xf32>
  %c = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %1 = vector.extract %c[2] : vector<4xf32> from vector<3x4xf32>
  %2 = vector.extract %c[1, 3] : f32 from vector<3x4xf32>
  %d = vector.broadcast %u : vector<1x4xf32> to vector<2x3x4xf32>
  %3 = vector.extract %d[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %4 = vector.extract %d[1, 2, 3] : f32 from vector<2x3x4xf32>
  return %0, %1, %2, %3, %4 : f32, vector<4xf32>, f32, vector<4xf32>, f32
}
