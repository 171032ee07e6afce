// Folds and canonicalization patterns of affine.linearize_index / affine.delinearize_index: constant
// indices and bases, unit basis entries, leading zeros, a delinearization of a disjoint linearization
// (cancelled, trimmed or split) and a linearization of delinearized results (merged).
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-LABEL: func.func @fold_const(
// CHECK-NEXT: %c23 = arith.constant 23 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: return %c23, %c2, %c5, %c2 : index, index, index, index
// CHECK-LABEL: func.func @const_basis(
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (8) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (8, %arg1) : index, index
// CHECK-NEXT: return %0, %1#1 : index, index
// CHECK-LABEL: func.func @unit_basis(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg2] by (3, 5) : index
// CHECK-NEXT: %1 = affine.linearize_index [%arg0, %arg2] by (3, 5) : index
// CHECK-NEXT: return %c0, %0, %1 : index, index, index
// CHECK-LABEL: func.func @leading_zero(
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %arg1] by (3, 5) : index
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @cancel_tail(
// CHECK-NEXT: return %arg0, %arg1, %arg2 : index, index, index
// CHECK-LABEL: func.func @cancel_partial_tail(
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (4, 3) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (6, 2) : index, index
// CHECK-NEXT: return %1#0, %1#1, %arg2 : index, index, index
// CHECK-LABEL: func.func @split(
// CHECK-NEXT: %0 = affine.linearize_index disjoint [%arg0, %arg1] by (3, 2) : index
// CHECK-NEXT: %1:2 = affine.delinearize_index %0 into (2, 3) : index, index
// CHECK-NEXT: %2:2 = affine.delinearize_index %arg2 into (8, 4) : index, index
// CHECK-NEXT: return %1#0, %1#1, %2#0, %2#1 : index, index, index, index
// CHECK-LABEL: func.func @lin_of_delin(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = affine.linearize_index [%arg0, %c0] by (64, 16) : index
// CHECK-NEXT: return %0 : index
// CHECK-LABEL: func.func @lin_of_delin_partial(
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1, 32) : index, index
// CHECK-NEXT: return %0#1, %0#0 : index, index
// CHECK-LABEL: func.func @lin_of_delin_dyn(
// CHECK-NEXT: %0 = affine.apply #map()[%arg1, %arg2]
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (%0) : index, index
// CHECK-NEXT: return %1#1, %1#0 : index, index
// CHECK-LABEL: func.func @lin_of_delin_noouter(
// CHECK-NEXT: return %arg0 : index

func.func @fold_const() -> (index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %c22 = arith.constant 22 : index
  %0 = affine.linearize_index [%c3, %c5] by (4, 6) : index
  %1:3 = affine.delinearize_index %c22 into (2, 3, 4) : index, index, index
  %2:2 = affine.delinearize_index %c22 into (4) : index, index
  return %0, %1#1, %2#0, %2#1 : index, index, index, index
}
func.func @const_basis(%i: index, %j: index) -> (index, index) {
  %c8 = arith.constant 8 : index
  %0 = affine.linearize_index [%i, %j] by (%c8) : index
  %1:2 = affine.delinearize_index %i into (%c8, %j) : index, index
  return %0, %1#1 : index, index
}
func.func @unit_basis(%i: index, %j: index, %k: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (4, 1, 8) : index, index, index
  %1 = affine.linearize_index disjoint [%i, %j, %k] by (3, 1, 5) : index
  %c0 = arith.constant 0 : index
  %2 = affine.linearize_index [%i, %c0, %k] by (3, 1, 5) : index
  return %0#1, %1, %2 : index, index, index
}
func.func @leading_zero(%i: index, %j: index) -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %i, %j] by (2, 3, 5) : index
  return %0 : index
}
func.func @cancel_tail(%i: index, %j: index, %k: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%i, %j, %k] by (2, 3, 5) : index
  %1:3 = affine.delinearize_index %0 into (2, 3, 5) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @cancel_partial_tail(%i: index, %j: index, %k: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%i, %j, %k] by (4, 3, 5) : index
  %1:3 = affine.delinearize_index %0 into (6, 2, 5) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}
func.func @split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
func.func @lin_of_delin(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %c0 = arith.constant 0 : index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2, %c0] by (2, 4, 8, 16) : index
  return %1 : index
}
func.func @lin_of_delin_partial(%x: index, %n: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (%n, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (4, 8) : index
  return %1, %0#0 : index, index
}
func.func @lin_of_delin_dyn(%x: index, %n: index, %m: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (%n, %m) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (%n, %m) : index
  return %1, %0#0 : index, index
}
func.func @lin_of_delin_noouter(%x: index) -> index {
  %0:2 = affine.delinearize_index %x into (8) : index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1] by (8) : index
  return %1 : index
}
