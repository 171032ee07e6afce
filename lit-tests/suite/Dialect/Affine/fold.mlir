// affine.apply/min/max fold: constant operands evaluate the map (floordiv,
// ceildiv and mod round as affine maps do) into an arith.constant of index
// type; an apply of a single dim or symbol is its operand.
// RUN: jopt %s -canonicalize | jfilecheck %s

// CHECK-LABEL: func.func @constants(
// CHECK-SAME: %[[A:.*]]: index)
func.func @constants(%a: index) -> (index, index, index, index, index) {
  // CHECK-DAG: %[[C9:.*]] = arith.constant 9 : index
  // CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
  // CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-DAG: %[[CM3:.*]] = arith.constant -3 : index
  // CHECK-NOT: affine.
  // CHECK: return %[[C9]], %[[C3]], %[[C4]], %[[A]], %[[CM3]]
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 2)>(%c3)[%c7]
  %1 = affine.min affine_map<(d0, d1) -> (d0, d1, 5)>(%c3, %c7)
  %2 = affine.max affine_map<(d0, d1) -> (d0 - d1, d1 ceildiv 2)>(%c3, %c7)
  %3 = affine.apply affine_map<()[s0] -> (s0)>()[%a]
  %4 = affine.apply affine_map<(d0) -> ((d0 - 10) floordiv 3)>(%c3)
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// A map that reads a non-constant operand stays.
// CHECK-LABEL: func.func @partial(
// CHECK: %[[R:.*]] = affine.min
// CHECK: return %[[R]]
func.func @partial(%a: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a, %c3)
  return %0 : index
}
