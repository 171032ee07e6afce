// i64 addi becomes addui_extended on the i32 halves of vector<2xi32>; signatures, calls and vector<3xi64> (as vector<3x2xi32> slices) are converted.
// RUN: jopt %s -arith-emulate-wide-int | jfilecheck %s

func.func @add(%a : i64, %b : i64) -> i64 {
  %c = arith.constant 4294967297 : i64
  %0 = arith.addi %a, %b : i64
  %1 = arith.addi %0, %c : i64
  return %1 : i64
}
func.func @call(%a : i64) -> i64 {
  %r = func.call @add(%a, %a) : (i64, i64) -> i64
  return %r : i64
}
func.func @vec(%a : vector<3xi64>, %b : vector<3xi64>) -> vector<3xi64> {
  %0 = arith.addi %a, %b : vector<3xi64>
  return %0 : vector<3xi64>
}

// CHECK-LABEL: func.func @add(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %0, %2 : i32, i1
// CHECK-NEXT: %4 = arith.extui %overflow : i1 to i32
// CHECK-NEXT: %5 = arith.addi %4, %1 : i32
// CHECK-NEXT: %6 = arith.addi %5, %3 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %7 = vector.insert %sum, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %8 = vector.insert %6, %7 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %9 = vector.extract %8[0] : i32 from vector<2xi32>
// CHECK-NEXT: %10 = vector.extract %8[1] : i32 from vector<2xi32>
// CHECK-NEXT: %11 = vector.extract %cst[0] : i32 from vector<2xi32>
// CHECK-NEXT: %12 = vector.extract %cst[1] : i32 from vector<2xi32>
// CHECK-NEXT: %sum_1, %overflow_2 = arith.addui_extended %9, %11 : i32, i1
// CHECK-NEXT: %13 = arith.extui %overflow_2 : i1 to i32
// CHECK-NEXT: %14 = arith.addi %13, %10 : i32
// CHECK-NEXT: %15 = arith.addi %14, %12 : i32
// CHECK-NEXT: %cst_3 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %16 = vector.insert %sum_1, %cst_3 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %17 = vector.insert %15, %16 [1] : i32 into vector<2xi32>
// CHECK-NEXT: return %17 : vector<2xi32>
// CHECK-LABEL: func.func @call(%arg0: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT: %0 = call @add(%arg0, %arg0) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT: return %0 : vector<2xi32>
// CHECK-LABEL: func.func @vec(%arg0: vector<3x2xi32>, %arg1: vector<3x2xi32>) -> vector<3x2xi32> {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [3, 1], strides = [1, 1]} : vector<3x2xi32> to vector<3x1xi32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [3, 1], strides = [1, 1]} : vector<3x2xi32> to vector<3x1xi32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [3, 1], strides = [1, 1]} : vector<3x2xi32> to vector<3x1xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [3, 1], strides = [1, 1]} : vector<3x2xi32> to vector<3x1xi32>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %0, %2 : vector<3x1xi32>, vector<3x1xi1>
// CHECK-NEXT: %4 = arith.extui %overflow : vector<3x1xi1> to vector<3x1xi32>
// CHECK-NEXT: %5 = arith.addi %4, %1 : vector<3x1xi32>
// CHECK-NEXT: %6 = arith.addi %5, %3 : vector<3x1xi32>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<3x2xi32>
// CHECK-NEXT: %7 = vector.insert_strided_slice %sum, %cst {offsets = [0, 0], strides = [1, 1]} : vector<3x1xi32> into vector<3x2xi32>
// CHECK-NEXT: %8 = vector.insert_strided_slice %6, %7 {offsets = [0, 1], strides = [1, 1]} : vector<3x1xi32> into vector<3x2xi32>
// CHECK-NEXT: return %8 : vector<3x2xi32>
