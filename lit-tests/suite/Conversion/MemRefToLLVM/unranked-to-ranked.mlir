// An unranked memref cast back to a ranked type loads the ranked descriptor through the unranked
// descriptor's pointer, as mlir-opt 22 lowers it.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @back_to_ranked
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xi16> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<2x?x5xi16>
// CHECK-NEXT: return %3 : memref<2x?x5xi16>
func.func @back_to_ranked(%u: memref<*xi16>) -> memref<2x?x5xi16> {
  %r = memref.cast %u : memref<*xi16> to memref<2x?x5xi16>
  return %r : memref<2x?x5xi16>
}
