// vector.extract folds a chain of static extracts into one extract of the first source at the joined
// positions (MLIR's foldExtractOpFromExtractChain); a dynamic position in the chain stops the fold.
// mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @chain(%arg0: vector<2x3x4x5xf32>) -> (vector<5xf32>, f32) {
// CHECK-NEXT: %0 = vector.extract %arg0[1, 2, 0] : vector<5xf32> from vector<2x3x4x5xf32>
// CHECK-NEXT: %1 = vector.extract %arg0[1, 2, 0, 4] : f32 from vector<2x3x4x5xf32>
// CHECK-NEXT: return %0, %1 : vector<5xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @dynamic(%arg0: vector<2x3xf32>, %arg1: index) -> f32 {
// CHECK-NEXT: %0 = vector.extract %arg0[%arg1] : vector<3xf32> from vector<2x3xf32>
// CHECK-NEXT: %1 = vector.extract %0[1] : f32 from vector<3xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @chain(%v : vector<2x3x4x5xf32>) -> (vector<5xf32>, f32) {
  %a = vector.extract %v[1] : vector<3x4x5xf32> from vector<2x3x4x5xf32>
  %b = vector.extract %a[2, 0] : vector<5xf32> from vector<3x4x5xf32>
  %c = vector.extract %b[4] : f32 from vector<5xf32>
  return %b, %c : vector<5xf32>, f32
}
func.func @dynamic(%v : vector<2x3xf32>, %i : index) -> f32 {
  %a = vector.extract %v[%i] : vector<3xf32> from vector<2x3xf32>
  %b = vector.extract %a[1] : f32 from vector<3xf32>
  return %b : f32
}
