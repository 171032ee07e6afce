// The upstream-style memref pipeline: expand-strided-metadata, finalize-memref-to-llvm, then
// lower-affine (which folds the llvm ops it does not know, as MLIR 22's partial conversion does),
// arith to llvm and cse. The subview's result descriptor takes the source's pointers straight from
// the source descriptor: the extractvalues of the intermediate 0-D base descriptor fold away and cse
// drops the insertvalue of its offset, which nothing reads any more.
// RUN: jopt %s -expand-strided-metadata -finalize-memref-to-llvm -lower-affine -convert-arith-to-llvm -cse | jfilecheck %s

// CHECK-LABEL: func.func @window(
// CHECK: %[[SRC:.*]] = builtin.unrealized_conversion_cast %{{.*}} : memref<16x8xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %[[ALLOC:.*]] = llvm.extractvalue %[[SRC]][0]
// CHECK-NEXT: %[[ALIGNED:.*]] = llvm.extractvalue %[[SRC]][1]
// CHECK-NEXT: %[[BASE:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: llvm.insertvalue %[[ALLOC]], %[[BASE]][0]
// CHECK-NEXT: llvm.insertvalue %[[ALIGNED]], %{{.*}}[1]
// CHECK-NEXT: llvm.mlir.constant(0 : index) : i64
// CHECK-NOT: !llvm.struct<(ptr, ptr, i64)>
// CHECK: %[[DESC:.*]] = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.insertvalue %[[ALLOC]], %[[DESC]][0]
// CHECK-NEXT: llvm.insertvalue %[[ALIGNED]], %{{.*}}[1]
// CHECK: return
func.func @window(%m: memref<16x8xf32>, %r: index, %c: index) -> memref<4x4xf32, strided<[8, 1], offset: ?>> {
  %v = memref.subview %m[%r, %c] [4, 4] [1, 1] : memref<16x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return %v : memref<4x4xf32, strided<[8, 1], offset: ?>>
}
