// A reshape reading its sizes from an i64 shape uses the loaded values as they are (no cast); a
// memref.dim with a constant index out of range reads the sizes array at run time, as MLIR does.
// RUN: jopt %s -finalize-memref-to-llvm -split-input-file | jfilecheck %s

func.func @reshape(%m: memref<?xf32>, %shape: memref<2xi64>) -> memref<?x4xf32> {
  %r = memref.reshape %m(%shape) : (memref<?xf32>, memref<2xi64>) -> memref<?x4xf32>
  return %r : memref<?x4xf32>
}
// -----
func.func @past_the_end(%m: memref<3x5xf32>) -> index {
  %c9 = arith.constant 9 : index
  %d = memref.dim %m, %c9 : memref<3x5xf32>
  return %d : index
}

// CHECK: module {
// CHECK-NEXT: func.func @reshape(%arg0: memref<?xf32>, %arg1: memref<2xi64>) -> memref<?x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.mul %9, %10 : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.getelementptr inbounds|nuw %16[%15] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %12[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %14, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf32>
// CHECK-NEXT: %22 = llvm.mul %14, %18 : i64
// CHECK-NEXT: return %21 : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT: func.func @past_the_end(%arg0: memref<3x5xf32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<3x5xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c9 = arith.constant 9 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c9 : index to i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.extractvalue %0[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.alloca %2 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %4 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr -> i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: return %7 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
