// mem2reg leaves allocations alone when nothing uses them, promotable or not (as mlir-opt 22).
// RUN: jopt %s -mem2reg | jfilecheck %s

// CHECK-LABEL: func.func @idle() {
// CHECK-NEXT: %alloca = memref.alloca() : memref<i64>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<1x1xf16>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<3xf16>
// CHECK-NEXT: return
func.func @idle() {
  %scalar = memref.alloca() : memref<i64>
  %one = memref.alloca() : memref<1x1xf16>
  %three = memref.alloca() : memref<3xf16>
  return
}
