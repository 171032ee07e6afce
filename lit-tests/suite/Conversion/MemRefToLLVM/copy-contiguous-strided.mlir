// memref.copy becomes a memcpy when both sides are static, non-empty and contiguous row-major
// at any offset (leading unit dims may have any stride); otherwise it calls memrefCopy.
// RUN: jopt %s -finalize-memref-to-llvm -split-input-file | jfilecheck %s

func.func @row(%src: memref<1x3xf32, strided<[8, 1], offset: ?>>, %dst: memref<1x3xf32>) {
  memref.copy %src, %dst : memref<1x3xf32, strided<[8, 1], offset: ?>> to memref<1x3xf32>
  return
}
// -----
func.func @column(%src: memref<3x1xf32, strided<[8, 1], offset: ?>>, %dst: memref<3x1xf32>) {
  memref.copy %src, %dst : memref<3x1xf32, strided<[8, 1], offset: ?>> to memref<3x1xf32>
  return
}

// CHECK: module {
// CHECK-NEXT: func.func @row(%arg0: memref<1x3xf32, strided<[8, 1], offset: ?>>, %arg1: memref<1x3xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<1x3xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<1x3xf32, strided<[8, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mul %2, %3 : i64
// CHECK-NEXT: %5 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mul %4, %5 : i64
// CHECK-NEXT: %7 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
// CHECK-NEXT: %10 = llvm.mul %6, %9 : i64
// CHECK-NEXT: %11 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.getelementptr %14[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%16, %13, %10) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-NEXT: func.func @column(%arg0: memref<3x1xf32, strided<[8, 1], offset: ?>>, %arg1: memref<3x1xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<3x1xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<3x1xf32, strided<[8, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %5 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %11 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.insertvalue %9, %12[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %8, %16 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %17 = llvm.alloca %15 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %14, %17 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%20, %16, %17) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
