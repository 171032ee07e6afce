// vector.type_cast round-trips, and -convert-vector-to-llvm gives the result a descriptor of its own
// static type over the source's pointers. The output is mlir-opt 22's.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s --match-full-lines
// RUN: jopt %s | jopt | jfilecheck %s --check-prefix=ROUND
// ROUND: %0 = vector.type_cast %arg0 : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// ROUND-NEXT: %1 = vector.type_cast %arg1 : memref<2x3x4xi8> to memref<vector<2x3x4xi8>>
// ROUND-NEXT: %2 = vector.type_cast %arg1 : memref<2x3x4xi8> to memref<2xvector<3x4xi8>>

// CHECK: module {
// CHECK-NEXT: func.func @casts(%arg0: memref<vector<3x4xf32>>, %arg1: memref<2x3x4xi8>) -> (memref<3xvector<4xf32>>, memref<vector<2x3x4xi8>>, memref<2xvector<3x4xi8>>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2x3x4xi8> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<vector<3x4xf32>> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xvector<4xf32>>
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %15 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %16[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64)> to memref<vector<2x3x4xi8>>
// CHECK-NEXT: %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<2xvector<3x4xi8>>
// CHECK-NEXT: return %13, %21, %33 : memref<3xvector<4xf32>>, memref<vector<2x3x4xi8>>, memref<2xvector<3x4xi8>>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @casts(%a: memref<vector<3x4xf32>>, %b: memref<2x3x4xi8>) -> (memref<3xvector<4xf32>>, memref<vector<2x3x4xi8>>, memref<2xvector<3x4xi8>>) {
  %0 = vector.type_cast %a : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
  %1 = vector.type_cast %b : memref<2x3x4xi8> to memref<vector<2x3x4xi8>>
  %2 = vector.type_cast %b : memref<2x3x4xi8> to memref<2xvector<3x4xi8>>
  return %0, %1, %2 : memref<3xvector<4xf32>>, memref<vector<2x3x4xi8>>, memref<2xvector<3x4xi8>>
}
