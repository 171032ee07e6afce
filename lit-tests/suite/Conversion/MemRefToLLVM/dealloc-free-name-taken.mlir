// When a func.func already holds the name free, the dealloc's free declaration gets a unique
// name, as MLIR's symbol table makes it.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

func.func @release(%m: memref<?xf32>) {
  memref.dealloc %m : memref<?xf32>
  return
}
func.func private @free(!llvm.ptr)

// CHECK: module {
// CHECK-NEXT: llvm.func @free_0(!llvm.ptr)
// CHECK-NEXT: func.func @release(%arg0: memref<?xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @free_0(%1) : (!llvm.ptr) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @free(!llvm.ptr)
// CHECK-NEXT: }
