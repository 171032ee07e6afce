// int-range-optimizations on vectors: a dense constant's range is the union of its elements, and a
// vector value known to be one constant becomes a splat. An index_cast round trip is left to
// canonicalization (the folder only folds constants), as in mlir-opt.
// RUN: jopt %s -int-range-optimizations | jfilecheck %s
// RUN: jopt %s -canonicalize | jfilecheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @vec(%arg0: vector<4xi32>) -> (vector<4xi1>, vector<4xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1, 5, 3, 7]> : vector<4xi32>
// CHECK-NEXT: %0 = arith.andi %arg0, %cst_0 : vector<4xi32>
// CHECK-NEXT: return %cst, %0 : vector<4xi1>, vector<4xi32>
func.func @vec(%v: vector<4xi32>) -> (vector<4xi1>, vector<4xi32>) {
  %m = arith.constant dense<[1, 5, 3, 7]> : vector<4xi32>
  %c8 = arith.constant dense<8> : vector<4xi32>
  %0 = arith.andi %v, %m : vector<4xi32>
  %1 = arith.cmpi ult, %0, %c8 : vector<4xi32>
  return %1, %0 : vector<4xi1>, vector<4xi32>
}

// CHECK-LABEL: func.func @roundtrip(%arg0: i8) -> i8 {
// CHECK-NEXT: %0 = arith.index_castui %arg0 : i8 to index
// CHECK-NEXT: %1 = arith.index_castui %0 : index to i8
// CHECK-NEXT: return %1 : i8
// CANON-LABEL: func.func @roundtrip(%arg0: i8) -> i8 {
// CANON-NEXT: return %arg0 : i8
func.func @roundtrip(%x: i8) -> i8 {
  %0 = arith.index_castui %x : i8 to index
  %1 = arith.index_castui %0 : index to i8
  return %1 : i8
}
