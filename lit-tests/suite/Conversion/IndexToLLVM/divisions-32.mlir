// ceildivu and floordivs expand; index-bitwidth=32 works on i32.
// RUN: jopt %s -convert-index-to-llvm=index-bitwidth=32 | jfilecheck %s

func.func @f(%a: index, %b: index) -> (index, index) {
  %0 = index.ceildivu %a, %b
  %1 = index.floordivs %a, %b
  return %0, %1 : index, index
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index) -> (index, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %4 = llvm.sub %1, %3 : i32
// CHECK-NEXT: %5 = llvm.udiv %4, %0 : i32
// CHECK-NEXT: %6 = llvm.add %5, %3 : i32
// CHECK-NEXT: %7 = llvm.icmp "eq" %1, %2 : i32
// CHECK-NEXT: %8 = llvm.select %7, %2, %6 : i1, i32
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i32 to index
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %12 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %13 = llvm.icmp "slt" %0, %10 : i32
// CHECK-NEXT: %14 = llvm.select %13, %11, %12 : i1, i32
// CHECK-NEXT: %15 = llvm.sub %14, %1 : i32
// CHECK-NEXT: %16 = llvm.sdiv %15, %0 : i32
// CHECK-NEXT: %17 = llvm.sub %12, %16 : i32
// CHECK-NEXT: %18 = llvm.sdiv %1, %0 : i32
// CHECK-NEXT: %19 = llvm.icmp "slt" %1, %10 : i32
// CHECK-NEXT: %20 = llvm.icmp "ne" %19, %13 : i1
// CHECK-NEXT: %21 = llvm.icmp "ne" %1, %10 : i32
// CHECK-NEXT: %22 = llvm.and %20, %21 : i1
// CHECK-NEXT: %23 = llvm.select %22, %17, %18 : i1, i32
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : i32 to index
// CHECK-NEXT: return %9, %24 : index, index
