; The pool of sgemm-threads.ll without a BLAS: a graph whose only parallel work is loops
; (jmlir_parallel_for) links this instead of sgemm-dnnl.ll or sgemm-openblas.ll; it has no products.
define void @jmlir_band_sgemm(i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n, i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b,
    i32 %ldb, float %beta, ptr %c, i32 %ldc) {
entry:
  ret void
}
