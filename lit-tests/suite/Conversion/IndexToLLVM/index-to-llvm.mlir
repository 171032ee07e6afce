// index ops become llvm ops on i64; ceildivs expands.
// RUN: jopt %s -convert-index-to-llvm | jfilecheck %s

func.func @f(%a: index, %b: index, %i: i32) -> index {
  %c = index.constant 42
  %t = index.bool.constant true
  %0 = index.add %a, %b
  %1 = index.sub %0, %c
  %2 = index.mul %1, %b
  %3 = index.divs %2, %a
  %4 = index.divu %3, %a
  %5 = index.rems %4, %a
  %6 = index.remu %5, %a
  %7 = index.maxs %6, %a
  %8 = index.minu %7, %a
  %9 = index.shl %8, %a
  %10 = index.shrs %9, %a
  %11 = index.shru %10, %a
  %12 = index.and %11, %a
  %13 = index.or %12, %a
  %14 = index.xor %13, %a
  %15 = index.cmp slt(%14, %a)
  %16 = index.casts %i : i32 to index
  %17 = index.castu %14 : index to i32
  %18 = index.sizeof
  %19 = index.ceildivs %a, %b
  return %14 : index
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: index, %arg2: i32) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %4 = llvm.add %1, %0 : i64
// CHECK-NEXT: %5 = llvm.sub %4, %2 : i64
// CHECK-NEXT: %6 = llvm.mul %5, %0 : i64
// CHECK-NEXT: %7 = llvm.sdiv %6, %1 : i64
// CHECK-NEXT: %8 = llvm.udiv %7, %1 : i64
// CHECK-NEXT: %9 = llvm.srem %8, %1 : i64
// CHECK-NEXT: %10 = llvm.urem %9, %1 : i64
// CHECK-NEXT: %11 = llvm.intr.smax(%10, %1) : (i64, i64) -> i64
// CHECK-NEXT: %12 = llvm.intr.umin(%11, %1) : (i64, i64) -> i64
// CHECK-NEXT: %13 = llvm.shl %12, %1 : i64
// CHECK-NEXT: %14 = llvm.ashr %13, %1 : i64
// CHECK-NEXT: %15 = llvm.lshr %14, %1 : i64
// CHECK-NEXT: %16 = llvm.and %15, %1 : i64
// CHECK-NEXT: %17 = llvm.or %16, %1 : i64
// CHECK-NEXT: %18 = llvm.xor %17, %1 : i64
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : i64 to index
// CHECK-NEXT: %20 = llvm.icmp "slt" %18, %1 : i64
// CHECK-NEXT: %21 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT: %22 = llvm.trunc %18 : i64 to i32
// CHECK-NEXT: %23 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %27 = llvm.icmp "sgt" %0, %24 : i64
// CHECK-NEXT: %28 = llvm.select %27, %26, %25 : i1, i64
// CHECK-NEXT: %29 = llvm.add %1, %28 : i64
// CHECK-NEXT: %30 = llvm.sdiv %29, %0 : i64
// CHECK-NEXT: %31 = llvm.add %30, %25 : i64
// CHECK-NEXT: %32 = llvm.sub %24, %1 : i64
// CHECK-NEXT: %33 = llvm.sdiv %32, %0 : i64
// CHECK-NEXT: %34 = llvm.sub %24, %33 : i64
// CHECK-NEXT: %35 = llvm.icmp "sgt" %1, %24 : i64
// CHECK-NEXT: %36 = llvm.icmp "eq" %35, %27 : i1
// CHECK-NEXT: %37 = llvm.icmp "ne" %1, %24 : i64
// CHECK-NEXT: %38 = llvm.and %36, %37 : i1
// CHECK-NEXT: %39 = llvm.select %38, %31, %34 : i1, i64
// CHECK-NEXT: return %19 : index
