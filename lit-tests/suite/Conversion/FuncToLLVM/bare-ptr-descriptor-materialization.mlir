// Under use-bare-ptr-memref-call-conv a memref argument's descriptor is an argument
// materialization, as MLIR 22 builds it: when nothing converted asks for it, it is built when the
// conversion ends, each argument's at the block's start, so the last argument's comes first,
// interleaved with the casts back of index arguments.
// RUN: jopt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | jfilecheck %s

func.func @mixed(%i: index, %a: memref<3xi32>, %j: index, %b: memref<3xi32>) {
  %x = memref.load %a[%i] : memref<3xi32>
  memref.store %x, %b[%j] : memref<3xi32>
  return
}

// CHECK: module {
// CHECK-NEXT: llvm.func @mixed(%arg0: i64, %arg1: !llvm.ptr, %arg2: i64, %arg3: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg3, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xi32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT: %11 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg1, %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg1, %12[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<3xi32>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: %22 = memref.load %20[%21] : memref<3xi32>
// CHECK-NEXT: memref.store %22, %9[%10] : memref<3xi32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: }
