// widest-int-supported=8: i16 becomes vector<2xi8>, i8 stays.
// RUN: jopt %s -arith-emulate-wide-int=widest-int-supported=8 | jfilecheck %s

func.func @w(%a : i16, %b : i8) -> (i16, i8) {
  %0 = arith.addi %a, %a : i16
  %1 = arith.addi %b, %b : i8
  return %0, %1 : i16, i8
}

// CHECK-LABEL: func.func @w(%arg0: vector<2xi8>, %arg1: i8) -> (vector<2xi8>, i8) {
// CHECK-NEXT: %0 = vector.extract %arg0[0] : i8 from vector<2xi8>
// CHECK-NEXT: %1 = vector.extract %arg0[1] : i8 from vector<2xi8>
// CHECK-NEXT: %2 = vector.extract %arg0[0] : i8 from vector<2xi8>
// CHECK-NEXT: %3 = vector.extract %arg0[1] : i8 from vector<2xi8>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %0, %2 : i8, i1
// CHECK-NEXT: %4 = arith.extui %overflow : i1 to i8
// CHECK-NEXT: %5 = arith.addi %4, %1 : i8
// CHECK-NEXT: %6 = arith.addi %5, %3 : i8
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi8>
// CHECK-NEXT: %7 = vector.insert %sum, %cst [0] : i8 into vector<2xi8>
// CHECK-NEXT: %8 = vector.insert %6, %7 [1] : i8 into vector<2xi8>
// CHECK-NEXT: %9 = arith.addi %arg1, %arg1 : i8
// CHECK-NEXT: return %8, %9 : vector<2xi8>, i8
