// vector.shuffle of 1-D constants folds to a constant (a poison lane or operand takes the first element of
// a non-poison operand; two poison operands give poison); an insert over an insert at the same position
// writes into the earlier destination (MLIR 22). The CHECK lines are mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK: func.func @shuffle_constants() -> (vector<5xi16>, vector<3xi16>, vector<2xi16>) {
// CHECK-NEXT: %cst = arith.constant dense<[-2, 7, -1, 9, 8]> : vector<5xi16>
// CHECK-NEXT: %cst_0 = arith.constant dense<[7, 9, 7]> : vector<3xi16>
// CHECK-NEXT: %0 = ub.poison : vector<2xi16>
// CHECK-NEXT: return %cst, %cst_0, %0 : vector<5xi16>, vector<3xi16>, vector<2xi16>
// CHECK-NEXT: }
// CHECK: func.func @insert_over_insert(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<3xf32>, %arg3: f32) -> (vector<2x3xf32>, vector<2x3xf32>) {
// CHECK-NEXT: %0 = vector.insert %arg2, %arg0 [1] : vector<3xf32> into vector<2x3xf32>
// CHECK-NEXT: %1 = vector.insert %arg3, %arg0 [0, 2] : f32 into vector<2x3xf32>
// CHECK-NEXT: %2 = vector.insert %arg3, %1 [0, 1] : f32 into vector<2x3xf32>
// CHECK-NEXT: return %0, %2 : vector<2x3xf32>, vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @shuffle_constants() -> (vector<5xi16>, vector<3xi16>, vector<2xi16>) {
  %a = arith.constant dense<[7, 8, 9]> : vector<3xi16>
  %b = arith.constant dense<[-1, -2]> : vector<2xi16>
  %0 = vector.shuffle %a, %b [4, 0, 3, 2, 1] : vector<3xi16>, vector<2xi16>
  %p = ub.poison : vector<2xi16>
  %1 = vector.shuffle %p, %a [0, 4, -1] : vector<2xi16>, vector<3xi16>
  %2 = vector.shuffle %p, %p [1, 0] : vector<2xi16>, vector<2xi16>
  return %0, %1, %2 : vector<5xi16>, vector<3xi16>, vector<2xi16>
}
func.func @insert_over_insert(%v: vector<2x3xf32>, %a: vector<3xf32>, %b: vector<3xf32>, %c: f32) -> (vector<2x3xf32>, vector<2x3xf32>) {
  %0 = vector.insert %a, %v [1] : vector<3xf32> into vector<2x3xf32>
  %1 = vector.insert %b, %0 [1] : vector<3xf32> into vector<2x3xf32>
  %2 = vector.insert %c, %v [0, 2] : f32 into vector<2x3xf32>
  %3 = vector.insert %c, %2 [0, 1] : f32 into vector<2x3xf32>
  return %1, %3 : vector<2x3xf32>, vector<2x3xf32>
}
