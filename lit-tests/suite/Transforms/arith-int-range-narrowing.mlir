// arith-int-range-narrowing: with the integer range analysis, elementwise ops and cmpi whose values
// fit a supported width compute in it (widths tried in the order given), and index_cast round trips
// through index fold for supported widths. Vectors narrow too (a dense constant's range is the union
// of its elements).
// RUN: jopt %s -arith-int-range-narrowing=int-bitwidths-supported=8,16,32 | jfilecheck %s
// RUN: jopt %s -arith-int-range-narrowing=int-bitwidths-supported=32,16 | jfilecheck %s --check-prefix=W32
// RUN: jopt %s -arith-int-range-narrowing | jfilecheck %s --check-prefix=NONE
// RUN: not jopt %s -arith-int-range-narrowing=int-bitwidths-supported=8,x 2>&1 | jfilecheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> (i32, i1, i64) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT: %0 = arith.maxsi %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.minsi %0, %c100_i32 : i32
// CHECK-NEXT: %2 = arith.trunci %1 : i32 to i8
// CHECK-NEXT: %3 = arith.addi %2, %2 : i8
// CHECK-NEXT: %4 = arith.extui %3 : i8 to i32
// CHECK-NEXT: %5 = arith.trunci %4 : i32 to i16
// CHECK-NEXT: %6 = arith.muli %5, %5 : i16
// CHECK-NEXT: %7 = arith.extui %6 : i16 to i32
// CHECK-NEXT: %8 = arith.trunci %1 : i32 to i8
// CHECK-NEXT: %9 = arith.cmpi slt, %8, %3 : i8
// CHECK-NEXT: %10 = arith.remui %6, %6 : i16
// CHECK-NEXT: %11 = arith.extui %10 : i16 to i64
// CHECK-NEXT: return %7, %9, %11 : i32, i1, i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @g(%arg0: index, %arg1: vector<4xi32>) -> (index, i8, vector<4xi32>, i1) {
// CHECK-NEXT: %c4_i8 = arith.constant 4 : i8
// CHECK-NEXT: %cst = arith.constant dense<7> : vector<4xi8>
// CHECK-NEXT: %c3_i8 = arith.constant 3 : i8
// CHECK-NEXT: %cst_0 = arith.constant dense<7> : vector<4xi32>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.remui %arg0, %c4 : index
// CHECK-NEXT: %1 = arith.index_castui %0 : index to i8
// CHECK-NEXT: %2 = arith.addi %1, %c3_i8 : i8
// CHECK-NEXT: %3 = arith.index_castui %2 : i8 to index
// CHECK-NEXT: %4 = arith.andi %arg1, %cst_0 : vector<4xi32>
// CHECK-NEXT: %5 = arith.trunci %4 : vector<4xi32> to vector<4xi8>
// CHECK-NEXT: %6 = arith.subi %5, %cst : vector<4xi8>
// CHECK-NEXT: %7 = arith.extsi %6 : vector<4xi8> to vector<4xi32>
// CHECK-NEXT: %8 = arith.cmpi ult, %2, %c4_i8 : i8
// CHECK-NEXT: return %3, %2, %7, %8 : index, i8, vector<4xi32>, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: memref<100xi32>) -> index {
// CHECK-NEXT: %c1_i8 = arith.constant 1 : i8
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c100 = arith.constant 100 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c100 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT: %1 = arith.index_castui %arg1 : index to i8
// CHECK-NEXT: %2 = arith.addi %1, %c1_i8 : i8
// CHECK-NEXT: %3 = arith.index_castui %2 : i8 to index
// CHECK-NEXT: scf.yield %3 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idx(%arg0: index) -> (index, i1) {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = arith.remui %arg0, %c16 : index
// CHECK-NEXT: %1 = arith.index_castui %0 : index to i32
// CHECK-NEXT: %2 = arith.shli %1, %1 : i32
// CHECK-NEXT: %3 = arith.divui %2, %c16_i32 : i32
// CHECK-NEXT: %4 = arith.index_castui %3 : i32 to index
// CHECK-NEXT: %5 = arith.index_castui %4 : index to i16
// CHECK-NEXT: %6 = arith.index_castui %0 : index to i16
// CHECK-NEXT: %7 = arith.cmpi uge, %5, %6 : i16
// CHECK-NEXT: %8 = arith.index_castui %4 : index to i16
// CHECK-NEXT: %9 = arith.index_castui %0 : index to i16
// CHECK-NEXT: %10 = arith.maxui %8, %9 : i16
// CHECK-NEXT: %11 = arith.index_castui %10 : i16 to index
// CHECK-NEXT: return %11, %7 : index, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// W32-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> (i32, i1, i64) {
// W32-NEXT: %c0_i32 = arith.constant 0 : i32
// W32-NEXT: %c100_i32 = arith.constant 100 : i32
// W32-NEXT: %0 = arith.maxsi %arg0, %c0_i32 : i32
// W32-NEXT: %1 = arith.minsi %0, %c100_i32 : i32
// W32-NEXT: %2 = arith.trunci %1 : i32 to i16
// W32-NEXT: %3 = arith.addi %2, %2 : i16
// W32-NEXT: %4 = arith.muli %3, %3 : i16
// W32-NEXT: %5 = arith.extui %4 : i16 to i32
// W32-NEXT: %6 = arith.trunci %1 : i32 to i16
// W32-NEXT: %7 = arith.cmpi slt, %6, %3 : i16
// W32-NEXT: %8 = arith.remui %5, %5 : i32
// W32-NEXT: %9 = arith.extui %8 : i32 to i64
// W32-NEXT: return %5, %7, %9 : i32, i1, i64
// W32-NEXT: }
// W32-LABEL: func.func @g(%arg0: index, %arg1: vector<4xi32>) -> (index, i8, vector<4xi32>, i1) {
// W32-NEXT: %c4_i32 = arith.constant 4 : i32
// W32-NEXT: %cst = arith.constant dense<7> : vector<4xi16>
// W32-NEXT: %c3_i32 = arith.constant 3 : i32
// W32-NEXT: %cst_0 = arith.constant dense<7> : vector<4xi32>
// W32-NEXT: %c4 = arith.constant 4 : index
// W32-NEXT: %0 = arith.remui %arg0, %c4 : index
// W32-NEXT: %1 = arith.index_castui %0 : index to i32
// W32-NEXT: %2 = arith.addi %1, %c3_i32 : i32
// W32-NEXT: %3 = arith.index_castui %2 : i32 to index
// W32-NEXT: %4 = arith.index_castui %3 : index to i8
// W32-NEXT: %5 = arith.index_castui %4 : i8 to index
// W32-NEXT: %6 = arith.index_castui %5 : index to i8
// W32-NEXT: %7 = arith.andi %arg1, %cst_0 : vector<4xi32>
// W32-NEXT: %8 = arith.trunci %7 : vector<4xi32> to vector<4xi16>
// W32-NEXT: %9 = arith.subi %8, %cst : vector<4xi16>
// W32-NEXT: %10 = arith.extsi %9 : vector<4xi16> to vector<4xi32>
// W32-NEXT: %11 = arith.cmpi ult, %2, %c4_i32 : i32
// W32-NEXT: return %3, %6, %10, %11 : index, i8, vector<4xi32>, i1
// W32-NEXT: }
// W32-LABEL: func.func @loop(%arg0: memref<100xi32>) -> index {
// W32-NEXT: %c1_i32 = arith.constant 1 : i32
// W32-NEXT: %c0 = arith.constant 0 : index
// W32-NEXT: %c1 = arith.constant 1 : index
// W32-NEXT: %c100 = arith.constant 100 : index
// W32-NEXT: %0 = scf.for %arg1 = %c0 to %c100 step %c1 iter_args(%arg2 = %c0) -> (index) {
// W32-NEXT: %1 = arith.index_castui %arg1 : index to i32
// W32-NEXT: %2 = arith.addi %1, %c1_i32 : i32
// W32-NEXT: %3 = arith.index_castui %2 : i32 to index
// W32-NEXT: scf.yield %3 : index
// W32-NEXT: }
// W32-NEXT: return %0 : index
// W32-NEXT: }
// W32-LABEL: func.func @idx(%arg0: index) -> (index, i1) {
// W32-NEXT: %c16_i32 = arith.constant 16 : i32
// W32-NEXT: %c16 = arith.constant 16 : index
// W32-NEXT: %0 = arith.remui %arg0, %c16 : index
// W32-NEXT: %1 = arith.index_castui %0 : index to i32
// W32-NEXT: %2 = arith.shli %1, %1 : i32
// W32-NEXT: %3 = arith.divui %2, %c16_i32 : i32
// W32-NEXT: %4 = arith.index_castui %0 : index to i32
// W32-NEXT: %5 = arith.cmpi uge, %3, %4 : i32
// W32-NEXT: %6 = arith.index_castui %0 : index to i32
// W32-NEXT: %7 = arith.maxui %3, %6 : i32
// W32-NEXT: %8 = arith.index_castui %7 : i32 to index
// W32-NEXT: return %8, %5 : index, i1
// W32-NEXT: }
// W32-NEXT: }

// NONE-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> (i32, i1, i64) {
// NONE-NEXT: %c0_i32 = arith.constant 0 : i32
// NONE-NEXT: %c100_i32 = arith.constant 100 : i32
// NONE-NEXT: %0 = arith.maxsi %arg0, %c0_i32 : i32
// NONE-NEXT: %1 = arith.minsi %0, %c100_i32 : i32
// NONE-NEXT: %2 = arith.addi %1, %1 : i32
// NONE-NEXT: %3 = arith.muli %2, %2 : i32
// NONE-NEXT: %4 = arith.cmpi slt, %1, %2 : i32
// NONE-NEXT: %5 = arith.extui %3 : i32 to i64
// NONE-NEXT: %6 = arith.remui %5, %5 : i64
// NONE-NEXT: return %3, %4, %6 : i32, i1, i64
// NONE-NEXT: }
// NONE-LABEL: func.func @g(%arg0: index, %arg1: vector<4xi32>) -> (index, i8, vector<4xi32>, i1) {
// NONE-NEXT: %cst = arith.constant dense<7> : vector<4xi32>

// BAD: for the --int-bitwidths-supported option: 'x' value invalid for uint argument!

func.func @f(%a: i32, %b: i32) -> (i32, i1, i64) {
  %c0 = arith.constant 0 : i32
  %c100 = arith.constant 100 : i32
  %x = arith.maxsi %a, %c0 : i32
  %y = arith.minsi %x, %c100 : i32
  %z = arith.addi %y, %y : i32
  %w = arith.muli %z, %z : i32
  %c = arith.cmpi slt, %y, %z : i32
  %e = arith.extui %w : i32 to i64
  %r = arith.remui %e, %e : i64
  return %w, %c, %r : i32, i1, i64
}
func.func @g(%i: index, %v: vector<4xi32>) -> (index, i8, vector<4xi32>, i1) {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %0 = arith.remui %i, %c4 : index
  %1 = arith.addi %0, %c3 : index
  %2 = arith.index_castui %1 : index to i8
  %3 = arith.index_castui %2 : i8 to index
  %4 = arith.index_castui %3 : index to i8
  %c7 = arith.constant dense<7> : vector<4xi32>
  %5 = arith.andi %v, %c7 : vector<4xi32>
  %6 = arith.subi %5, %c7 : vector<4xi32>
  %7 = arith.cmpi ult, %1, %c4 : index
  return %1, %4, %6, %7 : index, i8, vector<4xi32>, i1
}
func.func @loop(%m: memref<100xi32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %r = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %c0) -> index {
    %j = arith.muli %i, %c1 : index
    %k = arith.addi %j, %c1 : index
    %v = memref.load %m[%k] : memref<100xi32>
    %b = arith.cmpi slt, %k, %c100 : index
    scf.yield %k : index
  }
  return %r : index
}
func.func @idx(%a: index) -> (index, i1) {
  %c16 = arith.constant 16 : index
  %0 = arith.remui %a, %c16 : index
  %1 = arith.shli %0, %0 : index
  %2 = arith.divui %1, %c16 : index
  %3 = arith.cmpi uge, %2, %0 : index
  %4 = arith.maxui %2, %0 : index
  return %4, %3 : index, i1
}
