// max/min become cmpi + select, then emulated.
// RUN: jopt %s -arith-emulate-wide-int | jfilecheck %s

func.func @mm(%a : i64, %b : i64) -> (i64, i64) {
  %0 = arith.maxui %a, %b : i64
  %1 = arith.minsi %a, %b : i64
  return %0, %1 : i64, i64
}

// CHECK-LABEL: func.func @mm(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = arith.cmpi ugt, %0, %2 : i32
// CHECK-NEXT: %5 = arith.cmpi ugt, %1, %3 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %1, %3 : i32
// CHECK-NEXT: %7 = arith.select %6, %4, %5 : i1
// CHECK-NEXT: %8 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %9 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %10 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %11 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %12 = arith.select %7, %8, %10 : i32
// CHECK-NEXT: %13 = arith.select %7, %9, %11 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %14 = vector.insert %12, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %15 = vector.insert %13, %14 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %16 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %17 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %18 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %19 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %20 = arith.cmpi ult, %16, %18 : i32
// CHECK-NEXT: %21 = arith.cmpi slt, %17, %19 : i32
// CHECK-NEXT: %22 = arith.cmpi eq, %17, %19 : i32
// CHECK-NEXT: %23 = arith.select %22, %20, %21 : i1
// CHECK-NEXT: %24 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %25 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %26 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %27 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %28 = arith.select %23, %24, %26 : i32
// CHECK-NEXT: %29 = arith.select %23, %25, %27 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %30 = vector.insert %28, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %31 = vector.insert %29, %30 [1] : i32 into vector<2xi32>
// CHECK-NEXT: return %15, %31 : vector<2xi32>, vector<2xi32>
