// A copy between unranked views keeps its casts (only ranked-to-ranked casts toward a less
// static type fold into it), so it goes through memrefCopy.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

func.func @unranked(%a: memref<4xi8>, %b: memref<4xi8>) {
  %ua = memref.cast %a : memref<4xi8> to memref<*xi8>
  %ub = memref.cast %b : memref<4xi8> to memref<*xi8>
  memref.copy %ua, %ub : memref<*xi8> to memref<*xi8>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: func.func @unranked(%arg0: memref<4xi8>, %arg1: memref<4xi8>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %3 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.insertvalue %9, %12[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %7, %16 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %17 = llvm.alloca %15 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %13, %17 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%20, %16, %17) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %14 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
