// convert-to-llvm leaves a memref.reshape to a ranked result with dynamic sizes alone, as MLIR 22
// does; static and unranked results are lowered, and an unused shape operand's descriptor is not built.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s

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
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @to_ranked_dynamic(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xindex>
// CHECK-NEXT: %7 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg0, %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg1, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg2, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg3, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg5, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg4, %12[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %arg6, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<6x2xf16>
// CHECK-NEXT: %reshape = memref.reshape %15(%6) : (memref<6x2xf16>, memref<2xindex>) -> memref<3x?xf16>
// CHECK-NEXT: %16 = builtin.unrealized_conversion_cast %reshape : memref<3x?xf16> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.return %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @to_ranked_static(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %6[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %12[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %13, %15[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.mul %13, %14 : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %16[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = llvm.mul %18, %19 : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %23, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %27 = llvm.mul %23, %24 : i64
// CHECK-NEXT: llvm.return %26 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @to_unranked(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg8, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg9, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg10, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg11, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg0, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg2, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg3, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg5, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg4, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg6, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %21 = llvm.mul %18, %20 : i64
// CHECK-NEXT: %22 = llvm.extractvalue %16[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %23 = llvm.mul %18, %22 : i64
// CHECK-NEXT: %24 = llvm.add %23, %17 : i64
// CHECK-NEXT: %25 = llvm.mul %24, %19 : i64
// CHECK-NEXT: %26 = llvm.add %21, %25 : i64
// CHECK-NEXT: %27 = llvm.alloca %26 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %28 = llvm.insertvalue %27, %16[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %29 = llvm.extractvalue %13[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %31 = llvm.extractvalue %13[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.store %29, %27 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %32 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %30, %32 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %33 = llvm.getelementptr %27[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %31, %33 : i64, !llvm.ptr
// CHECK-NEXT: %34 = llvm.getelementptr %27[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %35 = llvm.getelementptr %34[%14] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %36 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %38 = llvm.sub %14, %37 : i64
// CHECK-NEXT: llvm.br ^bb1(%38, %37 : i64, i64)
// CHECK-NEXT: ^bb1(%39: i64, %40: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %41 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %42 = llvm.icmp "sge" %39, %41 : i64
// CHECK-NEXT: llvm.cond_br %42, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %43 = llvm.getelementptr %36[%39] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %44 = llvm.load %43 : !llvm.ptr -> i64
// CHECK-NEXT: %45 = llvm.getelementptr %34[%39] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %44, %45 : i64, !llvm.ptr
// CHECK-NEXT: %46 = llvm.getelementptr %35[%39] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %40, %46 : i64, !llvm.ptr
// CHECK-NEXT: %47 = llvm.mul %40, %44 : i64
// CHECK-NEXT: %48 = llvm.sub %39, %37 : i64
// CHECK-NEXT: llvm.br ^bb1(%48, %47 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %49 = llvm.extractvalue %28[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %50 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %51 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %52 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %53 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %54 = llvm.mul %51, %53 : i64
// CHECK-NEXT: %55 = llvm.extractvalue %28[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %56 = llvm.mul %51, %55 : i64
// CHECK-NEXT: %57 = llvm.add %56, %50 : i64
// CHECK-NEXT: %58 = llvm.mul %57, %52 : i64
// CHECK-NEXT: %59 = llvm.add %54, %58 : i64
// CHECK-NEXT: %60 = llvm.call @malloc(%59) : (i64) -> !llvm.ptr
// CHECK-NEXT: %61 = llvm.extractvalue %28[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%60, %61, %59) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %62 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %63 = llvm.extractvalue %28[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %64 = llvm.insertvalue %63, %62[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %65 = llvm.insertvalue %60, %64[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return %65 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: }
// CHECK-NEXT: }
