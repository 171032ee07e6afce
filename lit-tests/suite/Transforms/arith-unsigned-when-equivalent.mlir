// arith-unsigned-when-equivalent: signed ops whose operands and results the range analysis proves
// non-negative become unsigned (floordivsi becomes divui), signed comparisons of non-negative operands
// unsigned ones; nothing else changes (no folding, dead ops stay).
// RUN: jopt %s -arith-unsigned-when-equivalent | jfilecheck %s

// CHECK-LABEL: func.func @f(%arg0: i8, %arg1: i32) -> (i32, i32, i32, i32, i1, i32, i32, i32, index, f32) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %1 = arith.divui %0, %c7_i32 : i32
// CHECK-NEXT: %2 = arith.remui %0, %c7_i32 : i32
// CHECK-NEXT: %3 = arith.maxui %0, %c7_i32 : i32
// CHECK-NEXT: %4 = arith.minui %0, %c7_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi ult, %0, %c7_i32 : i32
// CHECK-NEXT: %6 = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT: %7 = arith.trunci %0 : i32 to i8
// CHECK-NEXT: %8 = arith.extsi %7 : i8 to i32
// CHECK-NEXT: %9 = arith.ceildivui %0, %c7_i32 : i32
// CHECK-NEXT: %10 = arith.divui %0, %c7_i32 : i32
// CHECK-NEXT: %11 = arith.index_cast %0 : i32 to index
// CHECK-NEXT: %12 = arith.sitofp %0 : i32 to f32
// CHECK-NEXT: %13 = arith.divsi %arg1, %c7_i32 : i32
// CHECK-NEXT: return %1, %2, %3, %4, %5, %6, %9, %10, %11, %12 : i32, i32, i32, i32, i1, i32, i32, i32, index, f32
// CHECK-NEXT: }

func.func @f(%x: i8, %y: i32) -> (i32, i32, i32, i32, i1, i32, i32, i32, index, f32) {
  %a = arith.extui %x : i8 to i32
  %c7 = arith.constant 7 : i32
  %d = arith.divsi %a, %c7 : i32
  %r = arith.remsi %a, %c7 : i32
  %mx = arith.maxsi %a, %c7 : i32
  %mn = arith.minsi %a, %c7 : i32
  %cmp = arith.cmpi slt, %a, %c7 : i32
  %ext = arith.extsi %x : i8 to i32
  %t = arith.trunci %a : i32 to i8
  %e2 = arith.extsi %t : i8 to i32
  %ce = arith.ceildivsi %a, %c7 : i32
  %fd = arith.floordivsi %a, %c7 : i32
  %ic = arith.index_cast %a : i32 to index
  %sf = arith.sitofp %a : i32 to f32
  %no = arith.divsi %y, %c7 : i32
  return %d, %r, %mx, %mn, %cmp, %ext, %ce, %fd, %ic, %sf : i32, i32, i32, i32, i1, i32, i32, i32, index, f32
}
