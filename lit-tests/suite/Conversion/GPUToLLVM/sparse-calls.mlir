// gpu-to-llvm lowers the sparse ops (SpMV/SpMM/SDDMM, COO/CSR/CSC/BSR/COO-AoS, SpGEMM, set_csr_pointers)
// to MLIR 22's mgpu* cuSPARSE wrappers on the stream of their one dependency: allocated pointers of the
// memrefs, cudaDataType / cusparseIndexType codes and transpose modes as i32 constants (SDDMM and SpGEMM
// make their compute type first), DnVec or DnMat by the tensor's rank.
// spmat_get_size reads its three sizes back through a stack array.
// RUN: jopt %s -gpu-to-llvm -split-input-file | jfilecheck %s

module attributes {gpu.container_module} {
func.func @spmv(%n: index, %nnz: index, %pos: memref<?xindex>, %crd: memref<?xindex>, %val: memref<?xf64>, %x: memref<?xf64>, %y: memref<?xf64>) {
  %t0 = gpu.wait async
  %a, %t1 = gpu.create_csr async [%t0] %n, %n, %nnz, %pos, %crd, %val : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %dx, %t2 = gpu.create_dn_tensor async [%t1] %x, %n : index into memref<?xf64>
  %dy, %t3 = gpu.create_dn_tensor async [%t2] %y, %n : index into memref<?xf64>
  %sz, %t4 = gpu.spmv_buffer_size async [%t3] %a, %dx, %dy into f64
  %buf, %t5 = gpu.alloc async [%t4] (%sz) : memref<?xi8>
  %t6 = gpu.spmv async [%t5] %a, %dx, %dy, %buf : memref<?xi8> into f64
  %t7 = gpu.destroy_dn_tensor async [%t6] %dx
  %t8 = gpu.destroy_dn_tensor async [%t7] %dy
  %t9 = gpu.destroy_sp_mat async [%t8] %a
  gpu.wait [%t9]
  return
}
}

// CHECK-LABEL: llvm.func @spmv(
// CHECK: %30 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK: %34 = llvm.mlir.constant(3 : i32) : i32
// CHECK: %35 = llvm.mlir.constant(3 : i32) : i32
// CHECK: %36 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %37 = llvm.call @mgpuCreateCsr(%arg0, %arg0, %arg1, %31, %32, %33, %34, %35, %36, %30) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %39 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %40 = llvm.call @mgpuCreateDnVec(%arg0, %38, %39, %30) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %42 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %43 = llvm.call @mgpuCreateDnVec(%arg0, %41, %42, %30) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %44 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %45 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %46 = llvm.call @mgpuSpMVBufferSize(%44, %37, %40, %43, %45, %30) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: %53 = llvm.call @mgpuMemAlloc(%50, %30, %52) : (i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK: %61 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %62 = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.call @mgpuSpMV(%61, %37, %40, %43, %62, %63, %30) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuDestroyDnVec(%40, %30) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuDestroyDnVec(%43, %30) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuDestroySpMat(%37, %30) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuStreamSynchronize(%30) : (!llvm.ptr) -> ()
// CHECK: llvm.call @mgpuStreamDestroy(%30) : (!llvm.ptr) -> ()
// CHECK: llvm.func @mgpuStreamCreate() -> !llvm.ptr
// CHECK: llvm.func @mgpuCreateCsr(i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuCreateDnVec(i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuSpMVBufferSize(i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK: llvm.func @mgpuSpMV(i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuDestroyDnVec(!llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuDestroySpMat(!llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuStreamSynchronize(!llvm.ptr)
// CHECK: llvm.func @mgpuStreamDestroy(!llvm.ptr)

// -----

module attributes {gpu.container_module} {
func.func @more(%n: index, %nnz: index, %i: memref<?xi32>, %j: memref<?xi32>, %v: memref<?xf32>, %d: memref<?x?xf32>, %t0: !gpu.async.token) {
  %dm, %t1 = gpu.create_dn_tensor async [%t0] %d, %n, %n : index, index into memref<?x?xf32>
  %a, %t2 = gpu.create_coo async [%t1] %n, %n, %nnz, %i, %j, %v : memref<?xi32>, memref<?xi32>, memref<?xf32>
  %c, %t3 = gpu.create_csc async [%t2] %n, %n, %nnz, %i, %j, %v : memref<?xi32>, memref<?xi32>, memref<?xf32>
  %sz, %t4 = gpu.spmm_buffer_size async [%t3] %a{TRANSPOSE}, %dm, %dm : index into f32
  %t5 = gpu.spmm async [%t4] %a, %dm, %dm, %v : memref<?xf32> into f32
  %sz2, %t6 = gpu.sddmm_buffer_size async [%t5] %dm, %dm, %a into f32
  %t7 = gpu.sddmm async [%t6] %dm, %dm{TRANSPOSE}, %a, %v : memref<?xf32> into f32
  %t8 = gpu.destroy_dn_tensor async [%t7] %dm
  gpu.wait [%t8]
  return
}
}

// CHECK-LABEL: llvm.func @more(
// CHECK: %27 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %28 = llvm.call @mgpuCreateDnMat(%arg0, %arg0, %26, %27, %arg24) : (i64, i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %32 = llvm.mlir.constant(2 : i32) : i32
// CHECK: %33 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %34 = llvm.call @mgpuCreateCoo(%arg0, %arg0, %arg1, %29, %30, %31, %32, %33, %arg24) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %38 = llvm.mlir.constant(2 : i32) : i32
// CHECK: %39 = llvm.mlir.constant(2 : i32) : i32
// CHECK: %40 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %41 = llvm.call @mgpuCreateCsc(%arg0, %arg0, %arg1, %35, %36, %37, %38, %39, %40, %arg24) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %42 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %43 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %44 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %45 = llvm.call @mgpuSpMMBufferSize(%42, %43, %34, %28, %28, %44, %arg24) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: %46 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %47 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %48 = llvm.mlir.constant(0 : i32) : i32
// CHECK: llvm.call @mgpuSpMM(%46, %47, %34, %28, %28, %48, %49, %arg24) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: %50 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %51 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %52 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %53 = llvm.call @mgpuSDDMMBufferSize(%50, %51, %28, %28, %34, %52, %arg24) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: %54 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %55 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %56 = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.call @mgpuSDDMM(%55, %56, %28, %28, %34, %54, %57, %arg24) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuDestroyDnMat(%28, %arg24) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuEventSynchronize(%arg24) : (!llvm.ptr) -> ()
// CHECK: llvm.call @mgpuEventDestroy(%arg24) : (!llvm.ptr) -> ()
// CHECK: llvm.func @mgpuCreateDnMat(i64, i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuCreateCoo(i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuCreateCsc(i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuSpMMBufferSize(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: llvm.func @mgpuSpMM(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuSDDMMBufferSize(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: llvm.func @mgpuSDDMM(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuDestroyDnMat(!llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuEventSynchronize(!llvm.ptr)
// CHECK: llvm.func @mgpuEventDestroy(!llvm.ptr)

// -----

module attributes {gpu.container_module} {
func.func @codes(%n: index, %t0: !gpu.async.token, %a: memref<?xf16>, %b: memref<?xbf16>, %c: memref<?xcomplex<f32>>, %d: memref<?xcomplex<f64>>, %e: memref<?xi8>, %f: memref<?xi32>, %g: memref<?xcomplex<f16>>, %p: memref<?xi16>, %q: memref<?xi64>) {
  %h1, %t1 = gpu.create_dn_tensor async [%t0] %a, %n : index into memref<?xf16>
  %h2, %t2 = gpu.create_dn_tensor async [%t1] %b, %n : index into memref<?xbf16>
  %h3, %t3 = gpu.create_dn_tensor async [%t2] %c, %n : index into memref<?xcomplex<f32>>
  %h4, %t4 = gpu.create_dn_tensor async [%t3] %d, %n : index into memref<?xcomplex<f64>>
  %h5, %t5 = gpu.create_dn_tensor async [%t4] %e, %n : index into memref<?xi8>
  %h6, %t6 = gpu.create_dn_tensor async [%t5] %f, %n : index into memref<?xi32>
  %h7, %t7 = gpu.create_dn_tensor async [%t6] %g, %n : index into memref<?xcomplex<f16>>
  %s, %t8 = gpu.create_csr async [%t7] %n, %n, %n, %p, %q, %b : memref<?xi16>, memref<?xi64>, memref<?xbf16>
  %z, %t9 = gpu.sddmm_buffer_size async [%t8] %h1{CONJUGATE_TRANSPOSE}, %h1{TRANSPOSE}, %s into bf16
  %t10 = gpu.destroy_sp_mat async [%t9] %s
  gpu.wait [%t10]
  return
}
}

// CHECK-LABEL: llvm.func @codes(
// CHECK: %55 = llvm.mlir.constant(2 : i32) : i32
// CHECK: %56 = llvm.call @mgpuCreateDnVec(%arg0, %54, %55, %arg1) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %58 = llvm.mlir.constant(14 : i32) : i32
// CHECK: %59 = llvm.call @mgpuCreateDnVec(%arg0, %57, %58, %arg1) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %61 = llvm.mlir.constant(4 : i32) : i32
// CHECK: %62 = llvm.call @mgpuCreateDnVec(%arg0, %60, %61, %arg1) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %64 = llvm.mlir.constant(5 : i32) : i32
// CHECK: %65 = llvm.call @mgpuCreateDnVec(%arg0, %63, %64, %arg1) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %67 = llvm.mlir.constant(3 : i32) : i32
// CHECK: %68 = llvm.call @mgpuCreateDnVec(%arg0, %66, %67, %arg1) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %70 = llvm.mlir.constant(10 : i32) : i32
// CHECK: %71 = llvm.call @mgpuCreateDnVec(%arg0, %69, %70, %arg1) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %73 = llvm.mlir.constant(6 : i32) : i32
// CHECK: %74 = llvm.call @mgpuCreateDnVec(%arg0, %72, %73, %arg1) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %78 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %79 = llvm.mlir.constant(3 : i32) : i32
// CHECK: %80 = llvm.mlir.constant(14 : i32) : i32
// CHECK: %81 = llvm.call @mgpuCreateCsr(%arg0, %arg0, %arg0, %75, %76, %77, %78, %79, %80, %arg1) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %82 = llvm.mlir.constant(2 : i32) : i32
// CHECK: %83 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %84 = llvm.mlir.constant(14 : i32) : i32
// CHECK: %85 = llvm.call @mgpuSDDMMBufferSize(%82, %83, %56, %56, %81, %84, %arg1) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: llvm.call @mgpuDestroySpMat(%81, %arg1) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuEventSynchronize(%arg1) : (!llvm.ptr) -> ()
// CHECK: llvm.call @mgpuEventDestroy(%arg1) : (!llvm.ptr) -> ()
// CHECK: llvm.func @mgpuCreateDnVec(i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuCreateCsr(i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuSDDMMBufferSize(i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: llvm.func @mgpuDestroySpMat(!llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuEventSynchronize(!llvm.ptr)
// CHECK: llvm.func @mgpuEventDestroy(!llvm.ptr)

// -----

module attributes {gpu.container_module} {
func.func @rest(%n: index, %t0: !gpu.async.token, %i: memref<?xi32>, %j: memref<?xindex>, %v: memref<?xf32>, %buf: memref<?xi8>) {
  %a, %t1 = gpu.create_bsr async [%t0] %n, %n, %n, %n, %n, %i, %j, %v : memref<?xi32>, memref<?xindex>, memref<?xf32>
  %b, %t2 = gpu.create_coo_aos async [%t1] %n, %n, %n, %i, %v : memref<?xi32>, memref<?xf32>
  %desc, %t4 = gpu.spgemm_create_descr async [%t2]
  %s1, %t5 = gpu.spgemm_work_estimation_or_compute async [%t4] {WORK_ESTIMATION} %a{TRANSPOSE}, %b, %a, %desc, %n, %buf : f32 into memref<?xi8>
  %s2, %t6 = gpu.spgemm_work_estimation_or_compute async [%t5] {COMPUTE} %a, %b, %a, %desc, %s1, %buf : f64 into memref<?xi8>
  %t7 = gpu.spgemm_copy async [%t6] %a, %b{TRANSPOSE}, %a, %desc : f32
  %t9 = gpu.set_csr_pointers async [%t7] %a, %i, %j, %v : memref<?xi32>, memref<?xindex>, memref<?xf32>
  %t10 = gpu.spgemm_destroy_descr async [%t9] %desc
  gpu.wait [%t10]
  return
}
}

// CHECK-LABEL: llvm.func @rest(
// CHECK: %27 = llvm.mlir.constant(2 : i32) : i32
// CHECK: %28 = llvm.mlir.constant(3 : i32) : i32
// CHECK: %29 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %30 = llvm.call @mgpuCreateBsr(%arg0, %arg0, %arg0, %arg0, %arg0, %24, %25, %26, %27, %28, %29, %arg1) : (i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %33 = llvm.mlir.constant(2 : i32) : i32
// CHECK: %34 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %35 = llvm.call @mgpuCreateCooAoS(%arg0, %arg0, %arg0, %31, %32, %33, %34, %arg1) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: %36 = llvm.call @mgpuSpGEMMCreateDescr(%arg1) : (!llvm.ptr) -> !llvm.ptr
// CHECK: %37 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %38 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %39 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %41 = llvm.call @mgpuSpGEMMWorkEstimation(%36, %38, %39, %30, %35, %30, %37, %arg0, %40, %arg1) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i64, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: %42 = llvm.mlir.constant(1 : i32) : i32
// CHECK: %43 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %44 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %46 = llvm.call @mgpuSpGEMMCompute(%36, %43, %44, %30, %35, %30, %42, %41, %45, %arg1) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i64, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: %47 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %48 = llvm.mlir.constant(0 : i32) : i32
// CHECK: %49 = llvm.mlir.constant(1 : i32) : i32
// CHECK: llvm.call @mgpuSpGEMMCopy(%36, %48, %49, %30, %35, %30, %47, %arg1) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuSetCsrPointers(%30, %50, %51, %52, %arg1) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuSpGEMMDestroyDescr(%36, %arg1) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuEventSynchronize(%arg1) : (!llvm.ptr) -> ()
// CHECK: llvm.call @mgpuEventDestroy(%arg1) : (!llvm.ptr) -> ()
// CHECK: llvm.func @mgpuCreateBsr(i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuCreateCooAoS(i64, i64, i64, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuSpGEMMCreateDescr(!llvm.ptr) -> !llvm.ptr
// CHECK: llvm.func @mgpuSpGEMMWorkEstimation(!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i64, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: llvm.func @mgpuSpGEMMCompute(!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i64, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: llvm.func @mgpuSpGEMMCopy(!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr)
// CHECK: llvm.func @mgpuSetCsrPointers(!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuSpGEMMDestroyDescr(!llvm.ptr, !llvm.ptr)
// CHECK: llvm.func @mgpuEventSynchronize(!llvm.ptr)
// CHECK: llvm.func @mgpuEventDestroy(!llvm.ptr)

// -----

module attributes {gpu.container_module} {
func.func @size(%t0: !gpu.async.token, %a: !gpu.sparse.spmat_handle) -> (index, index, index) {
  %r, %c, %nz, %t1 = gpu.spmat_get_size async [%t0] %a
  gpu.wait [%t1]
  return %r, %c, %nz : index, index, index
}
}

// CHECK-LABEL: llvm.func @size(
// CHECK: %1 = llvm.alloca %0 x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK: %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
// CHECK: %5 = llvm.getelementptr %1[%4] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
// CHECK: %7 = llvm.getelementptr %1[%6] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
// CHECK: llvm.call @mgpuSpMatGetSize(%arg1, %3, %5, %7, %arg0) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: %8 = llvm.load %3 : !llvm.ptr -> i64
// CHECK: %9 = llvm.load %5 : !llvm.ptr -> i64
// CHECK: %10 = llvm.load %7 : !llvm.ptr -> i64
