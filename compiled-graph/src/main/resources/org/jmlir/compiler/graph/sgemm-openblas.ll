; One band of jmlir_sgemm (sgemm-threads.ll) by OpenBLAS, which compiled graphs set to one thread.
declare void @cblas_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32)

define void @jmlir_band_sgemm(i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n, i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b,
    i32 %ldb, float %beta, ptr %c, i32 %ldc) {
entry:
  call void @cblas_sgemm(i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n, i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b, i32 %ldb,
      float %beta, ptr %c, i32 %ldc)
  ret void
}
