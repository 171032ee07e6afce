// -convert-func-to-llvm rebuilds each converted argument that unconverted ops still use at the start
// of the entry block, in argument order, so the last argument's value comes first (as mlir-opt 22
// orders them); an index argument becomes i64 with a cast back to index.
// RUN: jopt %s -convert-func-to-llvm | jfilecheck %s

func.func @g(%a: memref<?xf32>, %b: memref<?xf32>, %i: index) -> f32 {
  %x = memref.load %a[%i] : memref<?xf32>
  %y = memref.load %b[%i] : memref<?xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

// CHECK-LABEL: llvm.func @g(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg10 : i64 to index
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg5, %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %3 = llvm.insertvalue %arg6, %2[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %4 = llvm.insertvalue %arg7, %3[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %5 = llvm.insertvalue %arg8, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %6 = llvm.insertvalue %arg9, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %13 = llvm.insertvalue %arg4, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: %15 = memref.load %14[%0] : memref<?xf32>
// CHECK-NEXT: %16 = memref.load %7[%0] : memref<?xf32>
// CHECK-NEXT: %17 = arith.addf %15, %16 : f32
