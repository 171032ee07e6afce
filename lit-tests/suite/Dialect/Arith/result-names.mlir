// Result names the printer derives from arith ops: constants by value and type, extended ops by
// their declared results, uniqued with _N suffixes.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: func.func @names() {
// CHECK-NEXT: %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT: %c42_i32_0 = arith.constant 42 : i32
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %c42_i32, %c42_i32_0 : i32, i1
// CHECK-NEXT: %low, %high = arith.mului_extended %c42_i32, %c42_i32_0 : i32
// CHECK-NEXT: %0 = arith.addi %c42_i32, %c42_i32_0 : i32
// CHECK-NEXT: return
func.func @names() {
  %a = arith.constant 42 : i32
  %b = arith.constant 42 : i32
  %c = arith.constant -1 : i64
  %d = arith.constant 0 : index
  %e = arith.constant 7 : index
  %f = arith.constant true
  %g = arith.constant false
  %h = arith.constant 1.5 : f32
  %i = arith.constant dense<1> : vector<2xi32>
  %j = arith.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %k, %l = arith.addui_extended %a, %b : i32, i1
  %m, %n = arith.mului_extended %a, %b : i32
  %o = arith.addi %a, %b : i32
  return
}
