// Deallocating an unranked memref frees the allocated pointer read from the descriptor it points
// to; an unranked memory_space_cast builds a new descriptor on the stack: both pointers cast to the
// new address space, the rest copied with a memcpy.
// RUN: jopt %s -finalize-memref-to-llvm -split-input-file | jfilecheck %s

func.func @release(%u: memref<*xi16>) {
  memref.dealloc %u : memref<*xi16>
  return
}
// -----
func.func @to_space_3(%u: memref<*xi16, 2>) -> memref<*xi16, 3> {
  %c = memref.memory_space_cast %u : memref<*xi16, 2> to memref<*xi16, 3>
  return %c : memref<*xi16, 3>
}

// CHECK: module {
// CHECK-NEXT: llvm.func @free(!llvm.ptr)
// CHECK-NEXT: func.func @release(%arg0: memref<*xi16>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xi16> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: llvm.call @free(%2) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT: func.func @to_space_3(%arg0: memref<*xi16, 2>) -> memref<*xi16, 3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xi16, 2> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i64, ptr)>
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
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xi16, 3>
// CHECK-NEXT: %18 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<2>
// CHECK-NEXT: %19 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr<2>
// CHECK-NEXT: %21 = llvm.addrspacecast %18 : !llvm.ptr<2> to !llvm.ptr<3>
// CHECK-NEXT: %22 = llvm.addrspacecast %20 : !llvm.ptr<2> to !llvm.ptr<3>
// CHECK-NEXT: llvm.store %21, %15 : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: llvm.store %22, %23 : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %26 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %14, %26 : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%25, %24, %27) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return %17 : memref<*xi16, 3>
// CHECK-NEXT: }
// CHECK-NEXT: }
