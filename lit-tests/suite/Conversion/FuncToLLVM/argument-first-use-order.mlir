// A memref argument's descriptor is built at the start of the entry block when a pattern first
// asks for it, so the argument used last comes first (MLIR 22's lazy materialization).
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

func.func @first_use_order(%x: memref<8xf32>, %y: memref<?xf32>, %z: memref<2x2xf32>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %z[%c0, %c0] : memref<2x2xf32>
  memref.store %v, %x[%i] : memref<8xf32>
  %w = memref.load %y[%i] : memref<?xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// CHECK-LABEL: module {
// CHECK-LABEL: llvm.func @first_use_order(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg9, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg4, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg10, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg12, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %arg13, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg15, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %arg14, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %arg16, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %21 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %23 = llvm.mul %20, %22 overflow<nsw, nuw> : i64
// CHECK-NEXT: %24 = llvm.add %23, %20 overflow<nsw, nuw> : i64
// CHECK-NEXT: %25 = llvm.getelementptr inbounds|nuw %21[%24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %26 = llvm.load %25 : !llvm.ptr -> f32
// CHECK-NEXT: %27 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.getelementptr inbounds|nuw %27[%arg17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %26, %28 : f32, !llvm.ptr
// CHECK-NEXT: %29 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.getelementptr inbounds|nuw %29[%arg17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %31 = llvm.load %30 : !llvm.ptr -> f32
// CHECK-NEXT: %32 = llvm.fadd %26, %31 : f32
// CHECK-NEXT: llvm.return %32 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
