// -canonicalize on affine ops: producer affine.apply ops are composed into
// the map, operands that are valid symbols (function arguments, constants)
// become symbols, constant symbols are folded into the map, duplicate and
// unused operands drop out, and the expressions are simplified through their
// flat form (dims, then symbols, then divisions, then the constant).
// RUN: jopt %s -canonicalize -split-input-file | jfilecheck %s

// CHECK-DAG: #[[TWO_SYMS:.*]] = affine_map<()[s0, s1] -> (s0 * 2 - s1 * 2)>
// CHECK-DAG: #[[PLUS_ONE:.*]] = affine_map<()[s0, s1] -> (s0 * 2 - s1 * 2 + 1)>
// CHECK-DAG: #[[LOCALS:.*]] = affine_map<()[s0] -> (s0 * 2 - (s0 floordiv 2) * 3)>
// CHECK-LABEL: func.func @compose(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
func.func @compose(%a: index, %b: index) -> (index, index, index) {
  // CHECK: %[[X:.*]] = affine.apply #[[TWO_SYMS]]()[%[[A]], %[[B]]]
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1 + d0 - d1 * 3)>(%a, %b)
  // CHECK: %[[Y:.*]] = affine.apply #[[PLUS_ONE]]()[%[[A]], %[[B]]]
  %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%0)
  // CHECK: %[[Z:.*]] = affine.apply #[[LOCALS]]()[%[[A]]]
  %2 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 4 + d1 floordiv 2)>(%a, %a)
  // CHECK: return %[[X]], %[[Y]], %[[Z]]
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-DAG: #[[MAX:.*]] = affine_map<()[s0, s1] -> (5, s0 + s1)>
// CHECK-DAG: #[[LIN:.*]] = affine_map<()[s0] -> (s0 * 4 + 1)>
// CHECK-DAG: #[[MIN:.*]] = affine_map<()[s0] -> (7, s0)>
// CHECK-LABEL: func.func @min_max(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
func.func @min_max(%a: index, %b: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  // Duplicates go, the rest is sorted by flat form (constants first); the
  // promoted dim comes after the existing symbol.
  // CHECK: affine.max #[[MAX]]()[%[[B]], %[[A]]]
  %0 = affine.max affine_map<(d0)[s0] -> (d0 + s0, d0 + s0, 5)>(%a)[%b]
  // One expression left: an affine.apply.
  // CHECK: affine.apply #[[LIN]]()[%[[A]]]
  %1 = affine.min affine_map<(d0) -> (d0 * 4 + 1)>(%a)
  // The constant operand is folded into the map.
  // CHECK: affine.min #[[MIN]]()[%[[A]]]
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1 + 3, 7)>(%a, %c4)
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-DAG: #[[SET:.*]] = affine_set<(d0) : (d0 * 2 - 3 >= 0)>
// CHECK-LABEL: func.func @in_loops(
// CHECK-SAME: %[[M:.*]]: memref<?xf32>)
func.func @in_loops(%m: memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  // Bounds whose operands are constants become constants.
  // CHECK: affine.for %[[I:.*]] = 2 to 7 {
  affine.for %i = %c2 to affine_map<(d0) -> (d0 + 3)>(%c4) {
    %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    // The loop variable is no symbol: it stays a dim.
    // CHECK: %[[V:.*]] = affine.load %[[M]][%[[I]] * 2 + 1] : memref<?xf32>
    %v = affine.load %m[%j + 1] : memref<?xf32>
    // CHECK: affine.store %[[V]], %[[M]][%[[I]] * 2] : memref<?xf32>
    affine.store %v, %m[%j floordiv 2 + %i] : memref<?xf32>
    // CHECK: affine.if #[[SET]](%[[I]]) {
    affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%j) {
      affine.store %v, %m[%i] : memref<?xf32>
    }
  }
  return
}

// -----

// A loop whose body only reads has no effect: it goes.
// CHECK-LABEL: func.func @dead_loop(
// CHECK-NEXT: return
func.func @dead_loop(%m: memref<?xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i] : memref<?xf32>
  }
  return
}
