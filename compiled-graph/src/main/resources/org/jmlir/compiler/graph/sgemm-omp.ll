; The matrix products of compiled graphs on oneDNN's own threads (with the system property
; jmlir.blas=dnnl-omp; the default is our bands, sgemm-threads.ll): the generated code's cblas_sgemm
; calls become jmlir_sgemm (same interface, row-major), one call of dnnl_sgemm ('N'/'T' for CBLAS's
; 111/112, 64-bit sizes) with the OpenMP team of the calling thread set to the graph's thread count.
; oneDNN then packs each panel of B once for the whole team, where each band packs all of B, and the
; team's threads persist between products (Blas.dnnl sets OMP_WAIT_POLICY=passive before libgomp
; loads, so they sleep instead of spinning between products). Measured under load (BENCHMARKS.md):
; as fast as the bands on a 1024^2 product, slower on the MLP's and the conv net's smaller ones. A
; product of fewer than 2^22 multiply-adds per thread gets fewer threads, down to the caller alone.
; @jmlir_threads is set by jmlir_set_threads (CompiledGraph: the number of CPUs unless told).

@jmlir_threads = internal global i32 1, align 4

declare i32 @dnnl_sgemm(i8, i8, i64, i64, i64, float, ptr, i64, ptr, i64, float, ptr, i64)
declare void @omp_set_num_threads(i32)

define void @jmlir_set_threads(i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  %m = select i1 %pos, i32 %n, i32 1
  %small = icmp slt i32 %m, 64
  %v = select i1 %small, i32 %m, i32 64
  store i32 %v, ptr @jmlir_threads, align 4
  ret void
}

define i32 @jmlir_get_threads() {
entry:
  %t = load i32, ptr @jmlir_threads, align 4
  ret i32 %t
}

; Nothing to join: the OpenMP team belongs to libgomp, not to the graph's code.
define void @jmlir_sgemm_drain() {
entry:
  ret void
}

define void @jmlir_sgemm(i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n, i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b, i32 %ldb,
    float %beta, ptr %c, i32 %ldc) {
entry:
  %threads = load i32, ptr @jmlir_threads, align 4
  %m64 = sext i32 %m to i64
  %n64 = sext i32 %n to i64
  %k64 = sext i32 %k to i64
  %mn = mul i64 %m64, %n64
  %work = mul i64 %mn, %k64
  %byWork = lshr i64 %work, 22
  %t64 = sext i32 %threads to i64
  %fewer = icmp ult i64 %byWork, %t64
  %parts0 = select i1 %fewer, i64 %byWork, i64 %t64
  %none = icmp eq i64 %parts0, 0
  %parts = select i1 %none, i64 1, i64 %parts0
  %team = trunc i64 %parts to i32
  call void @omp_set_num_threads(i32 %team)
  ; dnnl_sgemm is row-major, like every call the generated code makes (order 101)
  %tA = icmp eq i32 %ta, 112
  %chA = select i1 %tA, i8 84, i8 78
  %tB = icmp eq i32 %tb, 112
  %chB = select i1 %tB, i8 84, i8 78
  %lda64 = sext i32 %lda to i64
  %ldb64 = sext i32 %ldb to i64
  %ldc64 = sext i32 %ldc to i64
  %status = call i32 @dnnl_sgemm(i8 %chA, i8 %chB, i64 %m64, i64 %n64, i64 %k64, float %alpha, ptr %a, i64 %lda64, ptr %b,
      i64 %ldb64, float %beta, ptr %c, i64 %ldc64)
  ret void
}
