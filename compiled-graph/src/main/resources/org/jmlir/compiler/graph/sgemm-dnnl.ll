; One band of jmlir_sgemm (sgemm-threads.ll) by oneDNN's dnnl_sgemm (row-major like the generated
; calls, 64-bit sizes, 'N'/'T' for CBLAS's 111/112). oneDNN's OpenMP threads are capped at one on the
; calling thread (omp_set_num_threads is per thread): the bands are the parallelism.
declare i32 @dnnl_sgemm(i8, i8, i64, i64, i64, float, ptr, i64, ptr, i64, float, ptr, i64)
declare void @omp_set_num_threads(i32)

define void @jmlir_band_sgemm(i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n, i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b,
    i32 %ldb, float %beta, ptr %c, i32 %ldc) {
entry:
  call void @omp_set_num_threads(i32 1)
  %tA = icmp eq i32 %ta, 112
  %chA = select i1 %tA, i8 84, i8 78
  %tB = icmp eq i32 %tb, 112
  %chB = select i1 %tB, i8 84, i8 78
  %m64 = sext i32 %m to i64
  %n64 = sext i32 %n to i64
  %k64 = sext i32 %k to i64
  %lda64 = sext i32 %lda to i64
  %ldb64 = sext i32 %ldb to i64
  %ldc64 = sext i32 %ldc to i64
  %status = call i32 @dnnl_sgemm(i8 %chA, i8 %chB, i64 %m64, i64 %n64, i64 %k64, float %alpha, ptr %a, i64 %lda64, ptr %b,
      i64 %ldb64, float %beta, ptr %c, i64 %ldc64)
  ret void
}
