// gpu-to-llvm lowers cuSPARSELt's 2:4 path as MLIR 22: gpu.create_2to4_spmat becomes
// mgpuCusparseLtCreate2To4SpMat on a 44104-byte stack handle, a dense matrix that an SpMM on a 2:4
// matrix uses becomes mgpuCreateCuSparseLtDnMat on an 11032-byte one, the buffer size query returns
// three sizes through a stack array (compute type in cuSPARSELt's codes, the prune flag last but
// one), the SpMM takes three workspaces, and the destroys pick the cuSPARSELt calls. A dense matrix
// that only ordinary SpMMs use keeps the cuSPARSE calls.
// RUN: jopt %s -gpu-to-llvm | jfilecheck %s

module attributes {gpu.container_module} {
  func.func @lt_i8(%n: index, %a: memref<?x?xi8>, %b: memref<?x?xi8>, %c: memref<?x?xi32>, %w: memref<?xi8>) {
    %t0 = gpu.wait async
    %sp, %t1 = gpu.create_2to4_spmat async [%t0] {PRUNE_ONLY} %n, %n, %a : memref<?x?xi8>
    %db, %t2 = gpu.create_dn_tensor async [%t1] %b, %n, %n : index, index into memref<?x?xi8>
    %dc, %t3 = gpu.create_dn_tensor async [%t2] %c, %n, %n : index, index into memref<?x?xi32>
    %s0, %s1, %s2, %t4 = gpu.spmm_buffer_size async [%t3] %sp{TRANSPOSE}, %db{TRANSPOSE}, %dc : index, index, index into i32
    %t5 = gpu.spmm async [%t4] %sp, %db, %dc, %w, %w, %w : memref<?xi8>, memref<?xi8>, memref<?xi8> into i32
    %t6 = gpu.destroy_dn_tensor async [%t5] %dc
    %t7 = gpu.destroy_dn_tensor async [%t6] %db
    %t8 = gpu.destroy_sp_mat async [%t7] %sp
    gpu.wait [%t8]
    return
  }
  func.func @mixed(%n: index, %a: memref<?x?xf16>, %x: memref<?xf16>, %idx: memref<?xi32>, %w: memref<?xf16>) {
    %t0 = gpu.wait async
    %sp, %t1 = gpu.create_2to4_spmat async [%t0] {NONE} %n, %n, %a : memref<?x?xf16>
    %csr, %t2 = gpu.create_csr async [%t1] %n, %n, %n, %idx, %idx, %x : memref<?xi32>, memref<?xi32>, memref<?xf16>
    %d, %t3 = gpu.create_dn_tensor async [%t2] %a, %n, %n : index, index into memref<?x?xf16>
    %e, %t4 = gpu.create_dn_tensor async [%t3] %a, %n, %n : index, index into memref<?x?xf16>
    %sz, %t5 = gpu.spmm_buffer_size async [%t4] %csr, %e, %e : index into f16
    %t6 = gpu.spmm async [%t5] %csr, %e, %e, %w : memref<?xf16> into f16
    %t7 = gpu.spmm async [%t6] %sp, %d, %d, %w, %w, %w : memref<?xf16>, memref<?xf16>, memref<?xf16> into f16
    %t8 = gpu.destroy_sp_mat async [%t7] %csr
    %t9 = gpu.destroy_sp_mat async [%t8] %sp
    %t10 = gpu.destroy_dn_tensor async [%t9] %d
    %t11 = gpu.destroy_dn_tensor async [%t10] %e
    gpu.wait [%t11]
    return
  }
}

// CHECK-LABEL: llvm.func @lt_i8(
// CHECK: %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK: %[[A:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: %[[I8:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[N1:.*]] = llvm.mlir.constant(44104 : index) : i64
// CHECK-NEXT: %[[H1:.*]] = llvm.alloca %[[N1]] x i8 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %[[SP:.*]] = llvm.bitcast %[[H1]] : !llvm.ptr to !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuCusparseLtCreate2To4SpMat(%[[SP]], %arg0, %arg0, %[[A]], %[[I8]], %[[S]]) : (!llvm.ptr, i64, i64, !llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK: llvm.mlir.constant(11032 : index) : i64
// CHECK: %[[DB:.*]] = llvm.bitcast
// CHECK-NEXT: llvm.call @mgpuCreateCuSparseLtDnMat(%[[DB]], %arg0, %arg0, %{{.*}}, %{{.*}}, %[[S]])
// CHECK: %[[I32:.*]] = llvm.mlir.constant(10 : i32) : i32
// CHECK: %[[DC:.*]] = llvm.bitcast
// CHECK-NEXT: llvm.call @mgpuCreateCuSparseLtDnMat(%[[DC]], %arg0, %arg0, %{{.*}}, %[[I32]], %[[S]])
// CHECK-NEXT: %[[MA:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[MB:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[PRUNE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[CT:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[THREE:.*]] = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %[[SIZES:.*]] = llvm.alloca %[[THREE]] x !llvm.ptr {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.call @mgpuCuSparseLtSpMMBufferSize(%[[SIZES]], %[[MA]], %[[MB]], %[[SP]], %[[DB]], %[[DC]], %[[CT]], %[[PRUNE]], %[[S]]) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: llvm.getelementptr %[[SIZES]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: llvm.getelementptr %[[SIZES]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.load %[[SIZES]] : !llvm.ptr -> i64
// CHECK-NEXT: llvm.load
// CHECK-NEXT: llvm.load
// CHECK: %[[W0:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: %[[W1:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: %[[W2:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: llvm.call @mgpuCuSparseLtSpMM(%[[SP]], %[[DB]], %[[DC]], %[[W0]], %[[W1]], %[[W2]], %[[S]]) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @mgpuDestroyCuSparseLtDnMat(%[[DC]], %[[S]])
// CHECK-NEXT: llvm.call @mgpuDestroyCuSparseLtDnMat(%[[DB]], %[[S]])
// CHECK-NEXT: llvm.call @mgpuDestroyCuSparseLtSpMat(%[[SP]], %[[S]])

// CHECK-LABEL: llvm.func @mixed(
// CHECK: llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: llvm.mlir.constant(44104 : index) : i64
// CHECK: llvm.call @mgpuCusparseLtCreate2To4SpMat
// CHECK: llvm.call @mgpuCreateCsr
// CHECK: llvm.call @mgpuCreateCuSparseLtDnMat
// CHECK: llvm.call @mgpuCreateDnMat
// CHECK: llvm.call @mgpuSpMMBufferSize
// CHECK: llvm.call @mgpuSpMM(
// CHECK: llvm.call @mgpuCuSparseLtSpMM(
// CHECK: llvm.call @mgpuDestroySpMat(
// CHECK: llvm.call @mgpuDestroyCuSparseLtSpMat(
// CHECK: llvm.call @mgpuDestroyCuSparseLtDnMat(
// CHECK: llvm.call @mgpuDestroyDnMat(
