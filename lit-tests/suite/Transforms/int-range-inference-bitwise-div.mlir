// Range inference details that decide folds, as mlir-opt 22: xori leaves free the bits that vary in
// either operand (so 0 stays possible here), and a divui whose divisor may be 0 is still at least
// lhs.umin / rhs.umax.
// RUN: jopt %s -int-range-optimizations | jfilecheck %s

// CHECK-LABEL: func.func @xor_range(%arg0: i32) -> (i1, i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.andi %arg0, %c7_i32 : i32
// CHECK-NEXT: %1 = arith.xori %0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi eq, %1, %c0_i32 : i32
// CHECK-NEXT: return %2, %true, %false : i1, i1, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @divui_by_maybe_zero(%arg0: i32, %arg1: i32) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT: %0 = arith.minui %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.ori %0, %c64_i32 : i32
// CHECK-NEXT: %2 = arith.minui %arg1, %c7_i32 : i32
// CHECK-NEXT: %3 = arith.divui %1, %2 : i32
// CHECK-NEXT: %4 = arith.cmpi ule, %3, %c9_i32 : i32
// CHECK-NEXT: return %false, %4 : i1, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @xor_range(%a: i32) -> (i1, i1, i1) {
  %c7 = arith.constant 7 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %c8 = arith.constant 8 : i32
  %0 = arith.andi %a, %c7 : i32
  %1 = arith.xori %0, %c1 : i32
  %2 = arith.cmpi eq, %1, %c0 : i32
  %3 = arith.cmpi ult, %1, %c8 : i32
  %4 = arith.xori %0, %0 : i32
  %5 = arith.cmpi ugt, %4, %c7 : i32
  return %2, %3, %5 : i1, i1, i1
}

func.func @divui_by_maybe_zero(%a: i32, %b: i32) -> (i1, i1) {
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %c64 = arith.constant 64 : i32
  %c9 = arith.constant 9 : i32
  %x0 = arith.minui %a, %c3 : i32
  %x = arith.ori %x0, %c64 : i32
  %y = arith.minui %b, %c7 : i32
  %q = arith.divui %x, %y : i32
  %lt = arith.cmpi ult, %q, %c9 : i32
  %le = arith.cmpi ule, %q, %c9 : i32
  return %lt, %le : i1, i1
}
