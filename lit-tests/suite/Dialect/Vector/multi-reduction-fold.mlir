// -canonicalize of vector.multi_reduction (MLIR 22): a 1-D reduction over no dimension folds to its
// source; when every reduced dimension has size 1 the source is shape-cast to the result (or its
// element extracted for a scalar result) and combined with the accumulator by the kind's arith op
// (ElideUnitDimsInMultiDimReduction); other reductions stay. mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @none(%arg0: vector<2x3xf32>, %arg1: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = arith.addf %arg1, %arg0 : vector<2x3xf32>
// CHECK-NEXT: return %0 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @none1(%arg0: vector<3xi32>, %arg1: vector<3xi32>) -> vector<3xi32> {
// CHECK-NEXT: return %arg0 : vector<3xi32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unit(%arg0: vector<1x4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<1x4xf32> to vector<4xf32>
// CHECK-NEXT: %1 = arith.maxnumf %arg1, %0 : vector<4xf32>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @all(%arg0: vector<1x1xi32>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = vector.extract %arg0[0, 0] : i32 from vector<1x1xi32>
// CHECK-NEXT: %1 = arith.muli %arg1, %0 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @nonunit(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
// CHECK-NEXT: %0 = vector.multi_reduction <add>, %arg0, %arg1 [0] : vector<2x4xf32> to vector<4xf32>
// CHECK-NEXT: return %0 : vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @none(%a: vector<2x3xf32>, %acc: vector<2x3xf32>) -> vector<2x3xf32> {
  %r = vector.multi_reduction <add>, %a, %acc [] : vector<2x3xf32> to vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @none1(%a: vector<3xi32>, %acc: vector<3xi32>) -> vector<3xi32> {
  %r = vector.multi_reduction <add>, %a, %acc [] : vector<3xi32> to vector<3xi32>
  return %r : vector<3xi32>
}
func.func @unit(%a: vector<1x4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <maxnumf>, %a, %acc [0] : vector<1x4xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
func.func @all(%a: vector<1x1xi32>, %acc: i32) -> i32 {
  %r = vector.multi_reduction <mul>, %a, %acc [0, 1] : vector<1x1xi32> to i32
  return %r : i32
}
func.func @nonunit(%a: vector<2x4xf32>, %acc: vector<4xf32>) -> vector<4xf32> {
  %r = vector.multi_reduction <add>, %a, %acc [0] : vector<2x4xf32> to vector<4xf32>
  return %r : vector<4xf32>
}
