// Parser and verifier errors of the sparse ops, worded as mlir-opt 22 words them.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @bad_mode(%s: !gpu.sparse.spmat_handle, %d: !gpu.sparse.dntensor_handle, %m: memref<?xf64>) {
  // expected-error@+2 {{expected ::mlir::gpu::TransposeMode to be one of: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE}}
  // expected-error@+1 {{failed to parse GPU_TransposeModeAttr parameter 'value' which is to be a `::mlir::gpu::TransposeMode`}}
  %t = gpu.spmv %s{ FLIP}, %d, %d, %m : memref<?xf64> into f64
  return
}

// -----

func.func @dense_for_sparse(%d: !gpu.sparse.dntensor_handle, %m: memref<?xf64>) {
  // expected-error@+1 {{'gpu.spmv' op operand #0 must be sparse matrix handle type, but got '!gpu.sparse.dntensor_handle'}}
  "gpu.spmv"(%d, %d, %d, %m) <{computeType = f64}> : (!gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> ()
  return
}

// -----

func.func @bad_prune(%a: index, %d: memref<?x?xf64>) {
  // expected-error@+2 {{expected ::mlir::gpu::Prune2To4SpMatFlag to be one of: NONE, PRUNE_ONLY, PRUNE_AND_CHECK}}
  // expected-error@+1 {{failed to parse GPU_Prune2To4SpMatFlagAttr parameter 'value' which is to be a `::mlir::gpu::Prune2To4SpMatFlag`}}
  %s = gpu.create_2to4_spmat {SOMETIMES} %a, %a, %d : memref<?x?xf64>
  return
}

// -----

func.func @no_compute_type(%s: !gpu.sparse.spmat_handle, %d: !gpu.sparse.dntensor_handle, %m: memref<?xf64>) {
  // expected-error@+1 {{'gpu.spmv' op requires attribute 'computeType'}}
  "gpu.spmv"(%s, %d, %d, %m) : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle, memref<?xf64>) -> ()
  return
}

// -----

// expected-error@+1 {{unknown gpu type: sparse.bogus_handle}}
func.func @bad_type(%s: !gpu.sparse.bogus_handle) {
  return
}
