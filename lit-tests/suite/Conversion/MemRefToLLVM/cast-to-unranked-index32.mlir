// The stack slot of a ranked-to-unranked cast is counted in i64 even with index-bitwidth=32.
// RUN: jopt %s -finalize-memref-to-llvm=index-bitwidth=32 | jfilecheck %s

func.func @erase_rank(%m: memref<2x?xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<2x?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

// CHECK: module {
// CHECK-NEXT: func.func @erase_rank(%arg0: memref<2x?xf32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<2x?xf32> to !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>, !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : index) : i32
// CHECK-NEXT: %4 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(i32, ptr)> to memref<*xf32>
// CHECK-NEXT: return %7 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
