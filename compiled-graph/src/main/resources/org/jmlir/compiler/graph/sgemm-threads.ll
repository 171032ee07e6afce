; Threads for the matrix products of compiled graphs: the generated code's cblas_sgemm calls become
; jmlir_sgemm (same interface, row-major), which cuts C into bands of rows (or of columns when there
; are too few rows), one per thread, each computed single-threaded by jmlir_band_sgemm (cblas_sgemm's
; interface; sgemm-dnnl.ll or sgemm-openblas.ll defines it): thread 0 is the caller, the others are
; fresh pthreads joined before returning. The bands share nothing and
; need no synchronisation between them, unlike OpenBLAS's own threading, whose threads exchange
; packed panels of B at every block (on a busy machine one descheduled thread stalls the others).
; A product of fewer than 2^22 multiply-adds per thread (about 0.1 ms of one core) is not split.
; @jmlir_threads is set by jmlir_set_threads (CompiledGraph: the number of CPUs unless told).

%job = type { i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32 }

@jmlir_threads = internal global i32 1, align 4

declare void @jmlir_band_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)

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

; One band: the job's fields are cblas_sgemm's arguments.
define internal ptr @jmlir_sgemm_job(ptr %j) {
entry:
  %p0 = getelementptr %job, ptr %j, i32 0, i32 0
  %order = load i32, ptr %p0
  %p1 = getelementptr %job, ptr %j, i32 0, i32 1
  %ta = load i32, ptr %p1
  %p2 = getelementptr %job, ptr %j, i32 0, i32 2
  %tb = load i32, ptr %p2
  %p3 = getelementptr %job, ptr %j, i32 0, i32 3
  %m = load i32, ptr %p3
  %p4 = getelementptr %job, ptr %j, i32 0, i32 4
  %n = load i32, ptr %p4
  %p5 = getelementptr %job, ptr %j, i32 0, i32 5
  %k = load i32, ptr %p5
  %p6 = getelementptr %job, ptr %j, i32 0, i32 6
  %alpha = load float, ptr %p6
  %p7 = getelementptr %job, ptr %j, i32 0, i32 7
  %a = load ptr, ptr %p7
  %p8 = getelementptr %job, ptr %j, i32 0, i32 8
  %lda = load i32, ptr %p8
  %p9 = getelementptr %job, ptr %j, i32 0, i32 9
  %b = load ptr, ptr %p9
  %p10 = getelementptr %job, ptr %j, i32 0, i32 10
  %ldb = load i32, ptr %p10
  %p11 = getelementptr %job, ptr %j, i32 0, i32 11
  %beta = load float, ptr %p11
  %p12 = getelementptr %job, ptr %j, i32 0, i32 12
  %c = load ptr, ptr %p12
  %p13 = getelementptr %job, ptr %j, i32 0, i32 13
  %ldc = load i32, ptr %p13
  call void @jmlir_band_sgemm(i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n, i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b, i32 %ldb,
      float %beta, ptr %c, i32 %ldc)
  ret ptr null
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
  ; rows when every band gets 8 or more, else columns when every band gets 16 or more, else one part
  %rowMin = shl i64 %parts0, 3
  %byRows = icmp sge i64 %m64, %rowMin
  %colMin = shl i64 %parts0, 4
  %byCols = icmp sge i64 %n64, %colMin
  %either = or i1 %byRows, %byCols
  %rowMajor = icmp eq i32 %order, 101
  %ok = and i1 %either, %rowMajor
  %many = icmp ugt i64 %parts0, 1
  %split = and i1 %ok, %many
  br i1 %split, label %bands, label %single

single:
  call void @jmlir_band_sgemm(i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n, i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b, i32 %ldb,
      float %beta, ptr %c, i32 %ldc)
  ret void

bands:
  %jobs = alloca [64 x %job], align 8
  %tids = alloca [64 x i64], align 8
  %made = alloca [64 x i1], align 1
  %extent = select i1 %byRows, i64 %m64, i64 %n64
  %lda64 = sext i32 %lda to i64
  %ldb64 = sext i32 %ldb to i64
  %ldc64 = sext i32 %ldc to i64
  %aNoTrans = icmp eq i32 %ta, 111
  %bNoTrans = icmp eq i32 %tb, 111
  br label %make

make:
  %p = phi i64 [ 0, %bands ], [ %pNext, %made.next ]
  %loMul = mul i64 %extent, %p
  %lo = udiv i64 %loMul, %parts0
  %pNext = add i64 %p, 1
  %hiMul = mul i64 %extent, %pNext
  %hi = udiv i64 %hiMul, %parts0
  %len64 = sub i64 %hi, %lo
  %len = trunc i64 %len64 to i32
  ; rows lo..hi: A's rows (NoTrans) or columns (Trans), C's rows
  %aRowOff = mul i64 %lo, %lda64
  %aOffRows = select i1 %aNoTrans, i64 %aRowOff, i64 %lo
  %cOffRows = mul i64 %lo, %ldc64
  ; columns lo..hi: B's columns (NoTrans) or rows (Trans), C's columns
  %bRowOff = mul i64 %lo, %ldb64
  %bOffCols = select i1 %bNoTrans, i64 %lo, i64 %bRowOff
  %aOff = select i1 %byRows, i64 %aOffRows, i64 0
  %bOff = select i1 %byRows, i64 0, i64 %bOffCols
  %cOff = select i1 %byRows, i64 %cOffRows, i64 %lo
  %pm = select i1 %byRows, i32 %len, i32 %m
  %pn = select i1 %byRows, i32 %n, i32 %len
  %pa = getelementptr float, ptr %a, i64 %aOff
  %pb = getelementptr float, ptr %b, i64 %bOff
  %pc = getelementptr float, ptr %c, i64 %cOff
  %j = getelementptr [64 x %job], ptr %jobs, i64 0, i64 %p
  %f0 = getelementptr %job, ptr %j, i32 0, i32 0
  store i32 %order, ptr %f0
  %f1 = getelementptr %job, ptr %j, i32 0, i32 1
  store i32 %ta, ptr %f1
  %f2 = getelementptr %job, ptr %j, i32 0, i32 2
  store i32 %tb, ptr %f2
  %f3 = getelementptr %job, ptr %j, i32 0, i32 3
  store i32 %pm, ptr %f3
  %f4 = getelementptr %job, ptr %j, i32 0, i32 4
  store i32 %pn, ptr %f4
  %f5 = getelementptr %job, ptr %j, i32 0, i32 5
  store i32 %k, ptr %f5
  %f6 = getelementptr %job, ptr %j, i32 0, i32 6
  store float %alpha, ptr %f6
  %f7 = getelementptr %job, ptr %j, i32 0, i32 7
  store ptr %pa, ptr %f7
  %f8 = getelementptr %job, ptr %j, i32 0, i32 8
  store i32 %lda, ptr %f8
  %f9 = getelementptr %job, ptr %j, i32 0, i32 9
  store ptr %pb, ptr %f9
  %f10 = getelementptr %job, ptr %j, i32 0, i32 10
  store i32 %ldb, ptr %f10
  %f11 = getelementptr %job, ptr %j, i32 0, i32 11
  store float %beta, ptr %f11
  %f12 = getelementptr %job, ptr %j, i32 0, i32 12
  store ptr %pc, ptr %f12
  %f13 = getelementptr %job, ptr %j, i32 0, i32 13
  store i32 %ldc, ptr %f13
  %flag = getelementptr [64 x i1], ptr %made, i64 0, i64 %p
  store i1 false, ptr %flag
  %first = icmp eq i64 %p, 0
  br i1 %first, label %made.next, label %spawn

spawn:
  %tid = getelementptr [64 x i64], ptr %tids, i64 0, i64 %p
  %rc = call i32 @pthread_create(ptr %tid, ptr null, ptr @jmlir_sgemm_job, ptr %j)
  %started = icmp eq i32 %rc, 0
  store i1 %started, ptr %flag
  br i1 %started, label %made.next, label %inline

inline:
  ; no thread to be had: this band runs on the caller
  %unused = call ptr @jmlir_sgemm_job(ptr %j)
  br label %made.next

made.next:
  %more = icmp ult i64 %pNext, %parts0
  br i1 %more, label %make, label %own

own:
  %j0 = getelementptr [64 x %job], ptr %jobs, i64 0, i64 0
  %unused0 = call ptr @jmlir_sgemm_job(ptr %j0)
  br label %join

join:
  %q = phi i64 [ 1, %own ], [ %qNext, %joined ]
  %qflag = getelementptr [64 x i1], ptr %made, i64 0, i64 %q
  %wasMade = load i1, ptr %qflag
  br i1 %wasMade, label %wait, label %joined

wait:
  %qtidp = getelementptr [64 x i64], ptr %tids, i64 0, i64 %q
  %qtid = load i64, ptr %qtidp
  %jrc = call i32 @pthread_join(i64 %qtid, ptr null)
  br label %joined

joined:
  %qNext = add i64 %q, 1
  %again = icmp ult i64 %qNext, %parts0
  br i1 %again, label %join, label %done

done:
  ret void
}
