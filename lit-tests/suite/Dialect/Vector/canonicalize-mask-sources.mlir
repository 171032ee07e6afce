// Masks through other vector ops (MLIR 22): a transpose of create_mask/constant_mask permutes its bounds,
// a shape_cast dropping trailing unit dims (bounds 1) drops them, an extract of a create_mask is a smaller
// create_mask or all-false; to_elements of a scalar broadcast is the scalar. The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @masks_through_ops(%arg0: index, %arg1: index) -> (vector<3x2xi1>, vector<6x4xi1>, vector<6xi1>, vector<2xi1>, vector<3xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %0 = vector.create_mask %arg1, %arg0 : vector<3x2xi1>
// CHECK-NEXT: %1 = vector.constant_mask [3, 1] : vector<6x4xi1>
// CHECK-NEXT: %2 = vector.create_mask %arg0 : vector<6xi1>
// CHECK-NEXT: %3 = vector.create_mask %arg1 : vector<2xi1>
// CHECK-NEXT: return %0, %1, %2, %3, %cst : vector<3x2xi1>, vector<6x4xi1>, vector<6xi1>, vector<2xi1>, vector<3xi1>
// CHECK-NEXT: }
// CHECK: func.func @elements_of_splat(%arg0: i8) -> (i8, i8) {
// CHECK-NEXT: return %arg0, %arg0 : i8, i8
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @masks_through_ops(%a: index, %b: index) -> (vector<3x2xi1>, vector<6x4xi1>, vector<6xi1>, vector<2xi1>, vector<3xi1>) {
  %0 = vector.create_mask %a, %b : vector<2x3xi1>
  %t = vector.transpose %0, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  %1 = vector.constant_mask [1, 3] : vector<4x6xi1>
  %u = vector.transpose %1, [1, 0] : vector<4x6xi1> to vector<6x4xi1>
  %c1 = arith.constant 1 : index
  %2 = vector.create_mask %a, %c1, %c1 : vector<6x1x1xi1>
  %s = vector.shape_cast %2 : vector<6x1x1xi1> to vector<6xi1>
  %c5 = arith.constant 5 : index
  %3 = vector.create_mask %c5, %b : vector<4x2xi1>
  %e = vector.extract %3[2] : vector<2xi1> from vector<4x2xi1>
  %c2 = arith.constant 2 : index
  %4 = vector.create_mask %c2, %a : vector<4x3xi1>
  %f = vector.extract %4[3] : vector<3xi1> from vector<4x3xi1>
  return %t, %u, %s, %e, %f : vector<3x2xi1>, vector<6x4xi1>, vector<6xi1>, vector<2xi1>, vector<3xi1>
}
func.func @elements_of_splat(%x: i8) -> (i8, i8) {
  %0 = vector.broadcast %x : i8 to vector<2xi8>
  %1:2 = vector.to_elements %0 : vector<2xi8>
  return %1#0, %1#1 : i8, i8
}
