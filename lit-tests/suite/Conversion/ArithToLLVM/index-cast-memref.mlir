// index_cast between memrefs compares the element widths, as MLIR 22 does: equal widths need no
// op at all (the descriptors are the same struct). Different widths: index-cast-memref-invalid.mlir.
// RUN: jopt %s -convert-arith-to-llvm | jfilecheck %s

func.func @same_width(%m: memref<4xi64>) -> memref<4xindex> {
  %0 = arith.index_cast %m : memref<4xi64> to memref<4xindex>
  return %0 : memref<4xindex>
}
// CHECK-LABEL: func.func @same_width(
// CHECK-NEXT: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %[[R:.*]] = builtin.unrealized_conversion_cast %[[D]] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xindex>
// CHECK-NEXT: return %[[R]] : memref<4xindex>
