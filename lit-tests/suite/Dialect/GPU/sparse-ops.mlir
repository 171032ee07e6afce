// The sparse ops (cuSPARSE-shaped handles, SpMV/SpMM/SDDMM/SpGEMM): printed as mlir-opt 22 prints them,
// default transpose modes left out, ODS result names; the printed form parses back to itself.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jopt | jfilecheck %s

func.func @f(%arg0: index, %m: memref<?xf64>, %i: memref<?xindex>, %j: memref<?xi32>, %d: memref<?x?xf64>) {
  %t0 = gpu.wait async
  %dn, %t1 = gpu.create_dn_tensor async [%t0] %m, %arg0 : index into memref<?xf64>
  %dm, %t2 = gpu.create_dn_tensor async [%t1] %d, %arg0, %arg0 : index, index into memref<?x?xf64>
  %s0, %t3 = gpu.create_coo async [%t2] %arg0, %arg0, %arg0, %i, %i, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %s1, %t4 = gpu.create_coo_aos async [%t3] %arg0, %arg0, %arg0, %i, %m : memref<?xindex>, memref<?xf64>
  %s2, %t5 = gpu.create_csr async [%t4] %arg0, %arg0, %arg0, %i, %j, %m : memref<?xindex>, memref<?xi32>, memref<?xf64>
  %s3, %t6 = gpu.create_csc async [%t5] %arg0, %arg0, %arg0, %i, %j, %m : memref<?xindex>, memref<?xi32>, memref<?xf64>
  %s4, %t7 = gpu.create_bsr async [%t6] %arg0, %arg0, %arg0, %arg0, %arg0, %i, %j, %m : memref<?xindex>, memref<?xi32>, memref<?xf64>
  %s5, %t8 = gpu.create_2to4_spmat async [%t7] {PRUNE_AND_CHECK} %arg0, %arg0, %d : memref<?x?xf64>
  %s6, %t8b = gpu.create_2to4_spmat async [%t8] {NONE} %arg0, %arg0, %d : memref<?x?xf64>
  %sz, %t9 = gpu.spmv_buffer_size async [%t8b] %s2, %dn, %dn into f64
  %sz2, %t9b = gpu.spmv_buffer_size async [%t9] %s2{TRANSPOSE}, %dn, %dn into f64
  %t10 = gpu.spmv async [%t9b] %s2, %dn, %dn, %m : memref<?xf64> into f64
  %t10b = gpu.spmv async [%t10] %s2{TRANSPOSE}, %dn, %dn, %m : memref<?xf64> into f32
  %bs, %t11 = gpu.spmm_buffer_size async [%t10b] %s2, %dm, %dm : index into f64
  %bs2:3, %t11b = gpu.spmm_buffer_size async [%t11] %s5{TRANSPOSE}, %dm{NON_TRANSPOSE}, %dm : index, index, index into f16
  %t12 = gpu.spmm async [%t11b] %s2, %dm, %dm, %m : memref<?xf64> into f64
  %t12b = gpu.spmm async [%t12] %s5{NON_TRANSPOSE}, %dm{TRANSPOSE}, %dm, %m, %m, %m : memref<?xf64>, memref<?xf64>, memref<?xf64> into f16
  %ss, %t13 = gpu.sddmm_buffer_size async [%t12b] %dm, %dm, %s2 into f64
  %t14 = gpu.sddmm async [%t13] %dm, %dm, %s2, %m : memref<?xf64> into f64
  %t14b = gpu.sddmm async [%t14] %dm{TRANSPOSE}, %dm{TRANSPOSE}, %s2, %m : memref<?xf64> into f64
  %desc, %t15 = gpu.spgemm_create_descr async [%t14b]
  %n1, %t16 = gpu.spgemm_work_estimation_or_compute async [%t15] {WORK_ESTIMATION} %s2, %s2, %s2, %desc, %arg0, %m : f32 into memref<?xf64>
  %n2, %t17 = gpu.spgemm_work_estimation_or_compute async [%t16] {COMPUTE} %s2, %s2, %s2, %desc, %arg0, %m : f32 into memref<?xf64>
  %r, %c, %n, %t18 = gpu.spmat_get_size async [%t17] %s2
  %t19 = gpu.set_csr_pointers async [%t18] %s2, %i, %j, %m : memref<?xindex>, memref<?xi32>, memref<?xf64>
  %t20 = gpu.spgemm_copy async [%t19] %s2, %s2, %s2, %desc : f32
  %t20b = gpu.spgemm_copy async [%t20] %s2{TRANSPOSE}, %s2{NON_TRANSPOSE}, %s2, %desc : f32
  %t21 = gpu.spgemm_destroy_descr async [%t20b] %desc
  %t22 = gpu.destroy_sp_mat async [%t21] %s2
  %t23 = gpu.destroy_dn_tensor async [%t22] %dn
  gpu.wait [%t23]
  %dn9 = gpu.create_dn_tensor %m, %arg0 : index into memref<?xf64>
  gpu.destroy_dn_tensor %dn9
  return
}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: memref<?xf64>, %arg2: memref<?xindex>, %arg3: memref<?xi32>, %arg4: memref<?x?xf64>) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %dnTensor, %asyncToken = gpu.create_dn_tensor async [%0] %arg1, %arg0 : index into memref<?xf64>
// CHECK-NEXT: %dnTensor_0, %asyncToken_1 = gpu.create_dn_tensor async [%asyncToken] %arg4, %arg0, %arg0 : index, index into memref<?x?xf64>
// CHECK-NEXT: %spmat, %asyncToken_2 = gpu.create_coo async [%asyncToken_1] %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_3, %asyncToken_4 = gpu.create_coo_aos async [%asyncToken_2] %arg0, %arg0, %arg0, %arg2, %arg1 : memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_5, %asyncToken_6 = gpu.create_csr async [%asyncToken_4] %arg0, %arg0, %arg0, %arg2, %arg3, %arg1 : memref<?xindex>, memref<?xi32>, memref<?xf64>
// CHECK-NEXT: %spmat_7, %asyncToken_8 = gpu.create_csc async [%asyncToken_6] %arg0, %arg0, %arg0, %arg2, %arg3, %arg1 : memref<?xindex>, memref<?xi32>, memref<?xf64>
// CHECK-NEXT: %spmat_9, %asyncToken_10 = gpu.create_bsr async [%asyncToken_8] %arg0, %arg0, %arg0, %arg0, %arg0, %arg2, %arg3, %arg1 : memref<?xindex>, memref<?xi32>, memref<?xf64>
// CHECK-NEXT: %spMat, %asyncToken_11 = gpu.create_2to4_spmat async [%asyncToken_10]{ PRUNE_AND_CHECK} %arg0, %arg0, %arg4 : memref<?x?xf64>
// CHECK-NEXT: %spMat_12, %asyncToken_13 = gpu.create_2to4_spmat async [%asyncToken_11]{ NONE} %arg0, %arg0, %arg4 : memref<?x?xf64>
// CHECK-NEXT: %bufferSz, %asyncToken_14 = gpu.spmv_buffer_size async [%asyncToken_13] %spmat_5, %dnTensor, %dnTensor into f64
// CHECK-NEXT: %bufferSz_15, %asyncToken_16 = gpu.spmv_buffer_size async [%asyncToken_14] %spmat_5{ TRANSPOSE}, %dnTensor, %dnTensor into f64
// CHECK-NEXT: %1 = gpu.spmv async [%asyncToken_16] %spmat_5, %dnTensor, %dnTensor, %arg1 : memref<?xf64> into f64
// CHECK-NEXT: %2 = gpu.spmv async [%1] %spmat_5{ TRANSPOSE}, %dnTensor, %dnTensor, %arg1 : memref<?xf64> into f32
// CHECK-NEXT: %bufferSzs, %asyncToken_17 = gpu.spmm_buffer_size async [%2] %spmat_5, %dnTensor_0, %dnTensor_0 : index into f64
// CHECK-NEXT: %bufferSzs_18:3, %asyncToken_19 = gpu.spmm_buffer_size async [%asyncToken_17] %spMat{ TRANSPOSE}, %dnTensor_0, %dnTensor_0 : index, index, index into f16
// CHECK-NEXT: %3 = gpu.spmm async [%asyncToken_19] %spmat_5, %dnTensor_0, %dnTensor_0, %arg1 : memref<?xf64> into f64
// CHECK-NEXT: %4 = gpu.spmm async [%3] %spMat, %dnTensor_0{ TRANSPOSE}, %dnTensor_0, %arg1, %arg1, %arg1 : memref<?xf64>, memref<?xf64>, memref<?xf64> into f16
// CHECK-NEXT: %bufferSz_20, %asyncToken_21 = gpu.sddmm_buffer_size async [%4] %dnTensor_0, %dnTensor_0, %spmat_5 into f64
// CHECK-NEXT: %5 = gpu.sddmm async [%asyncToken_21] %dnTensor_0, %dnTensor_0, %spmat_5, %arg1 : memref<?xf64> into f64
// CHECK-NEXT: %6 = gpu.sddmm async [%5] %dnTensor_0{ TRANSPOSE}, %dnTensor_0{ TRANSPOSE}, %spmat_5, %arg1 : memref<?xf64> into f64
// CHECK-NEXT: %desc, %asyncToken_22 = gpu.spgemm_create_descr async [%6]
// CHECK-NEXT: %bufferSzNew, %asyncToken_23 = gpu.spgemm_work_estimation_or_compute async [%asyncToken_22]{ WORK_ESTIMATION} %spmat_5, %spmat_5, %spmat_5, %desc, %arg0, %arg1 : f32 into memref<?xf64>
// CHECK-NEXT: %bufferSzNew_24, %asyncToken_25 = gpu.spgemm_work_estimation_or_compute async [%asyncToken_23]{ COMPUTE} %spmat_5, %spmat_5, %spmat_5, %desc, %arg0, %arg1 : f32 into memref<?xf64>
// CHECK-NEXT: %rows, %cols, %nnz, %asyncToken_26 = gpu.spmat_get_size async [%asyncToken_25] %spmat_5
// CHECK-NEXT: %7 = gpu.set_csr_pointers async [%asyncToken_26] %spmat_5, %arg2, %arg3, %arg1 : memref<?xindex>, memref<?xi32>, memref<?xf64>
// CHECK-NEXT: %8 = gpu.spgemm_copy async [%7] %spmat_5, %spmat_5, %spmat_5, %desc : f32
// CHECK-NEXT: %9 = gpu.spgemm_copy async [%8] %spmat_5{ TRANSPOSE}, %spmat_5, %spmat_5, %desc : f32
// CHECK-NEXT: %10 = gpu.spgemm_destroy_descr async [%9] %desc
// CHECK-NEXT: %11 = gpu.destroy_sp_mat async [%10] %spmat_5
// CHECK-NEXT: %12 = gpu.destroy_dn_tensor async [%11] %dnTensor
// CHECK-NEXT: gpu.wait [%12]
// CHECK-NEXT: %dnTensor_27 = gpu.create_dn_tensor  %arg1, %arg0 : index into memref<?xf64>
// CHECK-NEXT: gpu.destroy_dn_tensor  %dnTensor_27
