// memref.reinterpret_cast of an unranked memref: both pointers are loaded from the ranked
// descriptor behind its pointer; offset, sizes and strides come from the op.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

func.func @from_unranked(%src: memref<*xi16>, %off: index, %n: index) -> memref<?x3xi16, strided<[3, 1], offset: ?>> {
  %0 = memref.reinterpret_cast %src to offset: [%off], sizes: [%n, 3], strides: [3, 1] : memref<*xi16> to memref<?x3xi16, strided<[3, 1], offset: ?>>
  return %0 : memref<?x3xi16, strided<[3, 1], offset: ?>>
}
func.func @from_unranked_static(%src: memref<*xf64>) -> memref<4xf64, strided<[1], offset: 2>> {
  %0 = memref.reinterpret_cast %src to offset: [2], sizes: [4], strides: [1] : memref<*xf64> to memref<4xf64, strided<[1], offset: 2>>
  return %0 : memref<4xf64, strided<[1], offset: 2>>
}

// CHECK-LABEL: module {
// CHECK-LABEL: func.func @from_unranked(%arg0: memref<*xi16>, %arg1: index, %arg2: index) -> memref<?x3xi16, strided<[3, 1], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<*xi16> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %4[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.insertvalue %5, %3[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %7, %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %1, %9[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %0, %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x3xi16, strided<[3, 1], offset: ?>>
// CHECK-NEXT: return %18 : memref<?x3xi16, strided<[3, 1], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_unranked_static(%arg0: memref<*xf64>) -> memref<4xf64, strided<[1], offset: 2>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf64> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf64, strided<[1], offset: 2>>
// CHECK-NEXT: return %14 : memref<4xf64, strided<[1], offset: 2>>
// CHECK-NEXT: }
// CHECK-NEXT: }
