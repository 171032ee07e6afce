// trunci keeps the low half (no cast when the widths agree); extsi computes the sign half.
// RUN: jopt %s -arith-emulate-wide-int | jfilecheck %s

func.func @t(%a : i64, %b : i16) -> (i32, i16, i64) {
  %0 = arith.trunci %a : i64 to i32
  %1 = arith.trunci %a : i64 to i16
  %2 = arith.extsi %b : i16 to i64

  return %0, %1, %2 : i32, i16, i64
}

// CHECK-LABEL: func.func @t(%arg0: vector<2xi32>, %arg1: i16) -> (i32, i16, vector<2xi32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = arith.trunci %1 : i32 to i16
// CHECK-NEXT: %3 = arith.extsi %arg1 : i16 to i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %3, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.extsi %4 : i1 to i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %6 = vector.insert %3, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %7 = vector.insert %5, %6 [1] : i32 into vector<2xi32>
// CHECK-NEXT: return %0, %2, %7 : i32, i16, vector<2xi32>
