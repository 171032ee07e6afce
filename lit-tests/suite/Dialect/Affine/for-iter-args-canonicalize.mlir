// -canonicalize on affine.for loops with results: a body that only yields forwards the initial
// values (or outside values when the trip count is known), a loop that never runs is dropped.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func @forwarding
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: index, %[[X:.*]]: i64)
// CHECK: %[[SWAP:.*]]:2 = affine.for %{{.*}} = 0 to 6 iter_args(%[[A:.*]] = %[[M]], %[[B:.*]] = %[[N]]) -> (index, index) {
// CHECK-NEXT: affine.yield %[[B]], %[[A]] : index, index
// CHECK-NEXT: }
// CHECK-NEXT: %[[OUT:.*]] = affine.for %{{.*}} = 0 to %[[N]] iter_args(%{{.*}} = %[[X]]) -> (i64) {
// CHECK-NEXT: affine.yield %[[X]] : i64
// CHECK-NEXT: }
// CHECK-NEXT: return %[[M]], %[[SWAP]]#1, %[[X]], %[[OUT]], %[[X]] : index, index, i64, i64, i64
func.func @forwarding(%n: index, %m: index, %x: i64) -> (index, index, i64, i64, i64) {
  %same = affine.for %i = 0 to %n iter_args(%a = %m) -> index {
    affine.yield %a : index
  }
  %swap:2 = affine.for %i = 0 to 6 iter_args(%a = %m, %b = %n) -> (index, index) {
    affine.yield %b, %a : index, index
  }
  %once = affine.for %i = 3 to 4 iter_args(%a = %x) -> i64 {
    affine.yield %x : i64
  }
  %unknown = affine.for %i = 0 to %n iter_args(%a = %x) -> i64 {
    affine.yield %x : i64
  }
  %never = affine.for %i = 9 to 2 iter_args(%a = %x) -> i64 {
    %d = arith.muli %a, %a : i64
    affine.yield %d : i64
  }
  return %same, %swap#1, %once, %unknown, %never : index, index, i64, i64, i64
}
