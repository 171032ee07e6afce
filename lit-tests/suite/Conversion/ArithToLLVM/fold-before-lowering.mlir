// The conversion folds each op before lowering it, as MLIR's driver does: x - x becomes a
// constant, x & x and x * 0 disappear, trunci of extsi narrows its source.
// RUN: jopt %s -convert-arith-to-llvm | jfilecheck %s

func.func @folds(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %a : i32
  %1 = arith.andi %b, %b : i32
  %2 = arith.xori %a, %1 : i32
  %3 = arith.muli %2, %0 : i32
  %4 = arith.ori %3, %2 : i32
  %5 = arith.extsi %a : i32 to i64
  %6 = arith.trunci %5 : i64 to i16
  %7 = arith.extsi %6 : i16 to i32
  %8 = arith.addi %4, %7 : i32
  return %8 : i32
}

// CHECK-LABEL: func.func @folds(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.mul %1, %0 : i32
// CHECK-NEXT: %3 = llvm.or %2, %1 : i32
// CHECK-NEXT: %4 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %5 = llvm.trunc %arg0 : i32 to i16
// CHECK-NEXT: %6 = llvm.sext %5 : i16 to i32
// CHECK-NEXT: %7 = llvm.add %3, %6 : i32
// CHECK-NEXT: return %7 : i32
