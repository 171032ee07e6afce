// finalize-memref-to-llvm lowers memref.reshape: to a ranked result each size is a constant or
// read from the shape operand and the strides are the running product of the inner sizes; to an
// unranked result the descriptor goes to a stack slot sized by the run-time rank and a loop fills it.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

func.func @to_ranked_dynamic(%buf: memref<6x2xf16>, %dims: memref<2xindex>) -> memref<3x?xf16> {
  %0 = memref.reshape %buf(%dims) : (memref<6x2xf16>, memref<2xindex>) -> memref<3x?xf16>
  return %0 : memref<3x?xf16>
}
func.func @to_ranked_static(%buf: memref<12xi8>, %dims: memref<3xi64>) -> memref<2x3x2xi8> {
  %0 = memref.reshape %buf(%dims) : (memref<12xi8>, memref<3xi64>) -> memref<2x3x2xi8>
  return %0 : memref<2x3x2xi8>
}
func.func @to_unranked(%buf: memref<?x?xi32>, %dims: memref<?xindex>) -> memref<*xi32> {
  %0 = memref.reshape %buf(%dims) : (memref<?x?xi32>, memref<?xindex>) -> memref<*xi32>
  %r = memref.rank %0 : memref<*xi32>
  return %0 : memref<*xi32>
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func @to_ranked_dynamic(%arg0: memref<6x2xf16>, %arg1: memref<2xindex>) -> memref<3x?xf16> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<6x2xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : index to i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %9, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mul %9, %15 : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<3x?xf16>
// CHECK-NEXT: %23 = llvm.mul %18, %19 : i64
// CHECK-NEXT: return %22 : memref<3x?xf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_ranked_static(%arg0: memref<12xi8>, %arg1: memref<3xi64>) -> memref<2x3x2xi8> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<12xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.mul %8, %9 : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %13, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.mul %13, %14 : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x3x2xi8>
// CHECK-NEXT: %23 = llvm.mul %18, %19 : i64
// CHECK-NEXT: return %22 : memref<2x3x2xi8>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_unranked(%arg0: memref<?x?xi32>, %arg1: memref<?xindex>) -> memref<*xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xi32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xi32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.store %18, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %19, %21 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %20, %22 : i64, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %24 = llvm.getelementptr %23[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %2, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%27, %26 : i64, i64)
// CHECK-NEXT: ^bb1(%28: i64, %29: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %31 = llvm.icmp "sge" %28, %30 : i64
// CHECK-NEXT: llvm.cond_br %31, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %32 = llvm.getelementptr %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i64
// CHECK-NEXT: %34 = llvm.getelementptr %23[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %33, %34 : i64, !llvm.ptr
// CHECK-NEXT: %35 = llvm.getelementptr %24[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %29, %35 : i64, !llvm.ptr
// CHECK-NEXT: %36 = llvm.mul %29, %33 : i64
// CHECK-NEXT: %37 = llvm.sub %28, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%37, %36 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %38 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: return %17 : memref<*xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
