// memref.copy of unranked memrefs passes both descriptors to memrefCopy on the stack; with
// index-bitwidth=32 the ranks are i32 (the descriptor slot's count stays an i64, as in MLIR 22),
// and get_global's 0xdeadbeef marker stays an i64.
// RUN: jopt %s -finalize-memref-to-llvm=index-bitwidth=32 | jfilecheck %s

func.func @copies(%a: memref<2x3xf32>, %b: memref<2x3xf32, strided<[4, 1]>>, %u: memref<*xi8>, %v: memref<*xi8>) -> memref<2xf32> {
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32, strided<[4, 1]>>
  memref.copy %u, %v : memref<*xi8> to memref<*xi8>
  %g = memref.get_global @k : memref<2xf32>
  return %g : memref<2xf32>
}
memref.global "private" constant @k : memref<2xf32> = dense<[5.0, 6.0]>

// CHECK-LABEL: module {
// CHECK-LABEL: llvm.func @memrefCopy(i32, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @copies(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32, strided<[4, 1]>>, %arg2: memref<*xi8>, %arg3: memref<*xi8>) -> memref<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<*xi8> to !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<*xi8> to !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<2x3xf32, strided<[4, 1]>> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<2x3xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %4 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %5 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.alloca %6 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %3, %7 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %9 = llvm.insertvalue %5, %8[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %10 = llvm.insertvalue %7, %9[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %11 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.alloca %12 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %2, %13 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %15 = llvm.insertvalue %11, %14[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %16 = llvm.insertvalue %13, %15[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %18 = llvm.alloca %17 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %10, %18 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// CHECK-NEXT: %19 = llvm.alloca %17 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %16, %19 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// CHECK-NEXT: %20 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %20[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %22 = llvm.ptrtoint %21 : !llvm.ptr to i32
// CHECK-NEXT: llvm.call @memrefCopy(%22, %18, %19) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %4 : !llvm.ptr
// CHECK-NEXT: %23 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %24 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %25 = llvm.alloca %24 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %25 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// CHECK-NEXT: %26 = llvm.alloca %24 x !llvm.struct<(i32, ptr)> : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %26 : !llvm.struct<(i32, ptr)>, !llvm.ptr
// CHECK-NEXT: %27 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %28 = llvm.getelementptr %27[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %29 = llvm.ptrtoint %28 : !llvm.ptr to i32
// CHECK-NEXT: llvm.call @memrefCopy(%29, %25, %26) : (i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %23 : !llvm.ptr
// CHECK-NEXT: %30 = llvm.mlir.constant(2 : index) : i32
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %32 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %33 = llvm.getelementptr %32[%30] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i32
// CHECK-NEXT: %35 = llvm.mlir.addressof @k : !llvm.ptr
// CHECK-NEXT: %36 = llvm.getelementptr %35[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f32>
// CHECK-NEXT: %37 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %38 = llvm.inttoptr %37 : i64 to !llvm.ptr
// CHECK-NEXT: %39 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %40 = llvm.insertvalue %38, %39[0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %41 = llvm.insertvalue %36, %40[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %43 = llvm.insertvalue %42, %41[2] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %44 = llvm.insertvalue %30, %43[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %45 = llvm.insertvalue %31, %44[4, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %46 = builtin.unrealized_conversion_cast %45 : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> to memref<2xf32>
// CHECK-NEXT: return %46 : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global private constant @k(dense<[5.000000e+00, 6.000000e+00]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
// CHECK-NEXT: }
