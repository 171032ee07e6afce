// Constants (scalar, splat, dense) split into halves; subi with a borrow, muli with mului_extended, bitwise ops per half, cmpi on both halves, select per half.
// RUN: jopt %s -arith-emulate-wide-int | jfilecheck %s

func.func @cst() -> (i64, vector<2xi64>, vector<2xi64>) {
  %0 = arith.constant -3 : i64
  %1 = arith.constant dense<8589934593> : vector<2xi64>
  %2 = arith.constant dense<[1, -1]> : vector<2xi64>
  return %0, %1, %2 : i64, vector<2xi64>, vector<2xi64>
}
func.func @sub_mul(%a : i64, %b : i64) -> (i64, i64) {
  %0 = arith.subi %a, %b : i64
  %1 = arith.muli %a, %b : i64
  return %0, %1 : i64, i64
}
func.func @bits(%a : i64, %b : i64) -> (i64, i64, i64) {
  %0 = arith.andi %a, %b : i64
  %1 = arith.ori %a, %b : i64
  %2 = arith.xori %a, %b : i64
  return %0, %1, %2 : i64, i64, i64
}
func.func @cmp(%a : i64, %b : i64) -> (i1, i1, i1) {
  %0 = arith.cmpi eq, %a, %b : i64
  %1 = arith.cmpi ne, %a, %b : i64
  %2 = arith.cmpi slt, %a, %b : i64
  return %0, %1, %2 : i1, i1, i1
}
func.func @sel(%c : i1, %a : i64, %b : i64) -> i64 {
  %0 = arith.select %c, %a, %b : i64
  return %0 : i64
}

// CHECK-LABEL: func.func @cst() -> (vector<2xi32>, vector<2x2xi32>, vector<2x2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<[-3, -1]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}1, 2], [1, 2]]> : vector<2x2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<{{\[\[}}1, 0], [-1, -1]]> : vector<2x2xi32>
// CHECK-NEXT: return %cst, %cst_0, %cst_1 : vector<2xi32>, vector<2x2xi32>, vector<2x2xi32>
// CHECK-LABEL: func.func @sub_mul(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = arith.subi %0, %2 : i32
// CHECK-NEXT: %5 = arith.cmpi ult, %0, %2 : i32
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT: %7 = arith.subi %1, %6 : i32
// CHECK-NEXT: %8 = arith.subi %7, %3 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %9 = vector.insert %4, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %10 = vector.insert %8, %9 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %11 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %12 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %13 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %14 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %low, %high = arith.mului_extended %11, %13 : i32
// CHECK-NEXT: %15 = arith.muli %11, %14 : i32
// CHECK-NEXT: %16 = arith.muli %12, %13 : i32
// CHECK-NEXT: %17 = arith.addi %high, %15 : i32
// CHECK-NEXT: %18 = arith.addi %17, %16 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %19 = vector.insert %low, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %20 = vector.insert %18, %19 [1] : i32 into vector<2xi32>
// CHECK-NEXT: return %10, %20 : vector<2xi32>, vector<2xi32>
// CHECK-LABEL: func.func @bits(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = arith.andi %0, %2 : i32
// CHECK-NEXT: %5 = arith.andi %1, %3 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %6 = vector.insert %4, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %7 = vector.insert %5, %6 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %8 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %9 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %10 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %11 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %12 = arith.ori %8, %10 : i32
// CHECK-NEXT: %13 = arith.ori %9, %11 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %14 = vector.insert %12, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %15 = vector.insert %13, %14 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %16 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %17 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %18 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %19 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %20 = arith.xori %16, %18 : i32
// CHECK-NEXT: %21 = arith.xori %17, %19 : i32
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %22 = vector.insert %20, %cst_1 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %23 = vector.insert %21, %22 [1] : i32 into vector<2xi32>
// CHECK-NEXT: return %7, %15, %23 : vector<2xi32>, vector<2xi32>, vector<2xi32>
// CHECK-LABEL: func.func @cmp(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = arith.cmpi eq, %0, %2 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %1, %3 : i32
// CHECK-NEXT: %6 = arith.andi %4, %5 : i1
// CHECK-NEXT: %7 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %8 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %9 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %10 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %11 = arith.cmpi ne, %7, %9 : i32
// CHECK-NEXT: %12 = arith.cmpi ne, %8, %10 : i32
// CHECK-NEXT: %13 = arith.ori %11, %12 : i1
// CHECK-NEXT: %14 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %15 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %16 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %17 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %18 = arith.cmpi ult, %14, %16 : i32
// CHECK-NEXT: %19 = arith.cmpi slt, %15, %17 : i32
// CHECK-NEXT: %20 = arith.cmpi eq, %15, %17 : i32
// CHECK-NEXT: %21 = arith.select %20, %18, %19 : i1
// CHECK-NEXT: return %6, %13, %21 : i1, i1, i1
// CHECK-LABEL: func.func @sel(%arg0: i1, %arg1: vector<2xi32>, %arg2: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT: %0 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %arg2[0] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg2[1] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = arith.select %arg0, %0, %2 : i32
// CHECK-NEXT: %5 = arith.select %arg0, %1, %3 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %6 = vector.insert %4, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %7 = vector.insert %5, %6 [1] : i32 into vector<2xi32>
// CHECK-NEXT: return %7 : vector<2xi32>
