// test-memref-to-llvm-with-transforms lowers the func ops only, as mlir-opt 22 does: memref ops
// (an alloc, a subview) stay, reading the descriptor rebuilt from the expanded arguments.
// RUN: jopt %s -test-memref-to-llvm-with-transforms -split-input-file | jfilecheck %s

// CHECK-LABEL: llvm.func @window(
// CHECK-SAME: %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %[[I:.*]]: i64)
// CHECK-NEXT: %[[IDX:.*]] = builtin.unrealized_conversion_cast %[[I]] : i64 to index
// CHECK: %[[M:.*]] = builtin.unrealized_conversion_cast %{{.*}} : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<8x8xf32>
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[M]][%[[IDX]], %[[IDX]]] [2, 2] [1, 1]
// CHECK-NEXT: %[[D:.*]] = builtin.unrealized_conversion_cast %[[S]]
// CHECK-NEXT: llvm.return %[[D]]
func.func @window(%m: memref<8x8xf32>, %i: index) -> memref<2x2xf32, strided<[8, 1], offset: ?>> {
  %s = memref.subview %m[%i, %i] [2, 2] [1, 1] : memref<8x8xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
  return %s : memref<2x2xf32, strided<[8, 1], offset: ?>>
}

// -----

// CHECK-LABEL: llvm.func @scratch() {
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xi8>
// CHECK-NEXT: memref.dealloc %[[A]] : memref<2xi8>
// CHECK-NEXT: llvm.return
func.func @scratch() {
  %a = memref.alloc() : memref<2xi8>
  memref.dealloc %a : memref<2xi8>
  return
}
