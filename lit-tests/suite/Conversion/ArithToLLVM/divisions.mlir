// floordivsi, ceildivui and ceildivsi expand into the llvm ops MLIR's arith expansion gives.
// RUN: jopt %s -convert-arith-to-llvm | jfilecheck %s

func.func @f(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.floordivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.ceildivsi %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %0 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.mul %0, %arg1 : i32
// CHECK-NEXT: %2 = llvm.icmp "ne" %arg0, %1 : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.icmp "slt" %arg0, %3 : i32
// CHECK-NEXT: %5 = llvm.icmp "slt" %arg1, %3 : i32
// CHECK-NEXT: %6 = llvm.icmp "ne" %4, %5 : i1
// CHECK-NEXT: %7 = llvm.and %2, %6 : i1
// CHECK-NEXT: %8 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %9 = llvm.add %0, %8 : i32
// CHECK-NEXT: %10 = llvm.select %7, %9, %0 : i1, i32
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %12 = llvm.icmp "eq" %arg0, %11 : i32
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %14 = llvm.sub %arg0, %13 : i32
// CHECK-NEXT: %15 = llvm.udiv %14, %arg1 : i32
// CHECK-NEXT: %16 = llvm.add %15, %13 : i32
// CHECK-NEXT: %17 = llvm.select %12, %11, %16 : i1, i32
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %20 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %21 = llvm.mul %20, %arg1 : i32
// CHECK-NEXT: %22 = llvm.icmp "ne" %arg0, %21 : i32
// CHECK-NEXT: %23 = llvm.icmp "slt" %arg0, %18 : i32
// CHECK-NEXT: %24 = llvm.icmp "slt" %arg1, %18 : i32
// CHECK-NEXT: %25 = llvm.icmp "eq" %23, %24 : i1
// CHECK-NEXT: %26 = llvm.and %22, %25 : i1
// CHECK-NEXT: %27 = llvm.add %20, %19 : i32
// CHECK-NEXT: %28 = llvm.select %26, %27, %20 : i1, i32
// CHECK-NEXT: return %10, %17, %28 : i32, i32, i32
