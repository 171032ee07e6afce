// vector.print of a vector becomes loops of scalar prints: open, the elements separated by commas
// (an scf.if on all but the last index), close, then the op's own punctuation. An n-D vector is
// shape-cast to 1-D first and indexed with the flattened position.
// RUN: jopt %s -convert-vector-to-scf | jfilecheck %s

// CHECK-LABEL: func.func @one_d(
// CHECK: vector.print punctuation <open>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: %[[E:.*]] = vector.extract %{{.*}}[%[[I]]] : f32 from vector<4xf32>
// CHECK-NEXT: vector.print %[[E]] : f32 punctuation <no_punctuation>
// CHECK-NEXT: %[[C:.*]] = arith.cmpi ult, %[[I]], %{{.*}} : index
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK: vector.print punctuation <close>
// CHECK-NEXT: vector.print{{$}}
func.func @one_d(%v: vector<4xf32>) {
  vector.print %v : vector<4xf32>
  return
}

// CHECK-LABEL: func.func @two_d(
// CHECK: %[[FLAT:.*]] = vector.shape_cast %{{.*}} : vector<2x3xi32> to vector<6xi32>
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[ROW:.*]] = arith.muli %[[I]], %{{.*}} : index
// CHECK: scf.for %[[J:.*]] =
// CHECK-NEXT: %[[K:.*]] = arith.addi %[[J]], %[[ROW]] : index
// CHECK-NEXT: vector.extract %[[FLAT]][%[[K]]] : i32 from vector<6xi32>
// CHECK: vector.print punctuation <close>
// CHECK-NEXT: arith.cmpi ult, %[[I]], %{{.*}} : index
// CHECK-NEXT: scf.if
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: return
func.func @two_d(%w: vector<2x3xi32>) {
  vector.print %w : vector<2x3xi32> punctuation <comma>
  return
}
