// memref.dim with a run-time index reads the sizes array from a stack slot; on an unranked memref
// it reads the size from the ranked descriptor in memory; extract_aligned_pointer_as_index of an
// unranked memref loads the aligned pointer; memory_space_cast casts both pointers.
// RUN: jopt %s -finalize-memref-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @dims
func.func @dims(%m: memref<?x4xf32>, %u: memref<*xf32>, %i: index) -> (index, index, index) {
  // CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK: %[[SIZES:.*]] = llvm.extractvalue %{{.*}}[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
  // CHECK: llvm.store %[[SIZES]], %[[SLOT]] : !llvm.array<2 x i64>, !llvm.ptr
  // CHECK: %[[AT:.*]] = llvm.getelementptr %[[SLOT]][0, %{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
  // CHECK: llvm.load %[[AT]] : !llvm.ptr -> i64
  %0 = memref.dim %m, %i : memref<?x4xf32>
  // CHECK: %[[R:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
  // CHECK: %[[OFF:.*]] = llvm.getelementptr %[[R]][0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
  // CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK: %[[IDX:.*]] = llvm.add %[[C1]], %{{.*}} : i64
  // CHECK: %[[SP:.*]] = llvm.getelementptr %[[OFF]][%[[IDX]]] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  // CHECK: llvm.load %[[SP]] : !llvm.ptr -> i64
  %1 = memref.dim %u, %i : memref<*xf32>
  // CHECK: %[[R2:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
  // CHECK: %[[AP:.*]] = llvm.getelementptr %[[R2]][1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
  // CHECK: %[[A:.*]] = llvm.load %[[AP]] : !llvm.ptr -> !llvm.ptr
  // CHECK: llvm.ptrtoint %[[A]] : !llvm.ptr to i64
  %2 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @space
func.func @space(%m: memref<?xf32>) -> memref<?xf32, 3> {
  // CHECK: %[[P0:.*]] = llvm.extractvalue %{{.*}}[0]
  // CHECK: %[[P1:.*]] = llvm.extractvalue %{{.*}}[1]
  // CHECK: llvm.addrspacecast %[[P0]] : !llvm.ptr to !llvm.ptr<3>
  // CHECK: llvm.addrspacecast %[[P1]] : !llvm.ptr to !llvm.ptr<3>
  // CHECK: llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
  %0 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 3>
  return %0 : memref<?xf32, 3>
}
