// A ranked-to-unranked memref.cast stores the descriptor in a stack slot and yields {rank, pointer}
// (mlir-opt 22's sequence).
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

// CHECK: func.func private @printMemrefI64(memref<*xi64>)
// CHECK-NEXT: func.func @f(%{{.*}}: memref<3xi64>) {
// CHECK-NEXT: %{{[0-9]+}} = builtin.unrealized_conversion_cast %{{.*}} : memref<3xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %{{[0-9]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[0-9]+}} = llvm.alloca %{{[0-9]+}} x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{[0-9]+}}, %{{[0-9]+}} : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %{{[0-9]+}} = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %{{[0-9]+}} = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[0-9]+}} = llvm.insertvalue %{{[0-9]+}}, %{{[0-9]+}}[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[0-9]+}} = llvm.insertvalue %{{[0-9]+}}, %{{[0-9]+}}[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %{{[0-9]+}} = builtin.unrealized_conversion_cast %{{[0-9]+}} : !llvm.struct<(i64, ptr)> to memref<*xi64>
// CHECK-NEXT: call @printMemrefI64(%{{[0-9]+}}) : (memref<*xi64>) -> ()
// CHECK-NEXT: return

func.func private @printMemrefI64(memref<*xi64>)
func.func @f(%m: memref<3xi64>) {
  %u = memref.cast %m : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
