// An extract at dynamic positions from a vector.broadcast folds as a static one does (MLIR 22's
// foldExtractFromBroadcast): the broadcast scalar itself, or an extract from the broadcast's source
// keeping only the positions of the source's dimensions.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @dyn
// CHECK-SAME: (%[[S:.*]]: f32, %[[I:.*]]: index, %[[V:.*]]: vector<4xf32>)
// CHECK-NEXT: %[[E:.*]] = vector.extract %[[V]][%[[I]]] : f32 from vector<4xf32>
// CHECK-NEXT: return %[[S]], %[[S]], %[[V]], %[[E]] : f32, f32, vector<4xf32>, f32
func.func @dyn(%s: f32, %i: index, %v: vector<4xf32>) -> (f32, f32, vector<4xf32>, f32) {
  %b = vector.broadcast %s : f32 to vector<[8]xf32>
  %0 = vector.extract %b[%i] : f32 from vector<[8]xf32>
  %c = vector.broadcast %s : f32 to vector<2x8xf32>
  %1 = vector.extract %c[%i, 3] : f32 from vector<2x8xf32>
  %d = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.extract %d[%i] : vector<4xf32> from vector<3x4xf32>
  %3 = vector.extract %d[%i, %i] : f32 from vector<3x4xf32>
  return %0, %1, %2, %3 : f32, f32, vector<4xf32>, f32
}
