; Threads for the matrix products of compiled graphs: the generated code's cblas_sgemm calls become
; jmlir_sgemm (same interface, row-major), which cuts C into bands of columns (or of rows when C is
; taller than wide, or has too few columns), one per thread, each computed single-threaded by
; jmlir_band_sgemm (cblas_sgemm's interface; sgemm-dnnl.ll or sgemm-openblas.ll defines it). The
; bands share nothing and need no synchronisation between them, unlike OpenBLAS's own threading,
; whose threads exchange packed panels of B at every block.
;
; The bands run on the graph's pool: worker threads started by the first product that needs them and
; kept until CompiledGraph.close (jmlir_sgemm_drain stops and joins them). Worker w computes band w
; (the caller computes band 0). Between products a worker spins on the pool's sequence number for
; about 2^17 cycles (~50 us), so that the next product of a graph (the MLP's layers) starts it at once,
; then sleeps on it (futex). A woken worker runs on the CPU it last ran on, where a freshly created
; thread starts on its creator's CPU and waits for the scheduler to move it: with fresh threads the
; median 1024^2 product took 13-14 ms, with the pool 10.4-11 ms (BENCHMARKS.md, issue 14, 2026-11-27
; 14:15). A band is published by storing 1 (free) in its `who`; its worker takes it with a
; compare-and-swap to 2, the caller (once band 0 is done) takes every band still free (3) and waits
; only for bands a worker is computing: on a busy machine a worker the scheduler has not run yet
; costs nothing. A worker that wakes late finds its band taken (or a later product's band, which it
; may compute: it reads the job only after taking it).
;
; A product that finds the pool busy (another thread running a product of the same graph) uses
; fresh threads instead: its bands live in one malloc'd block with a reference count (the caller and
; each thread), freed by whoever leaves it last; such a thread may still be running when the product
; returns, so it is parked in @jmlir_pending and joined later: without blocking at the next product
; (pthread_tryjoin_np), blocking in jmlir_sgemm_drain.
; A product of fewer than 2^22 multiply-adds per thread (about 0.1 ms of one core) is not split.
; @jmlir_threads is set by jmlir_set_threads (CompiledGraph: the number of CPUs unless told).

%job = type { i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32 }
; a band: its job, who has it (0 nobody's, 1 free, 2 its thread, 3 the caller), done (1 when its thread finished), the block
; (null for the pool's bands)
%band = type { %job, i32, i32, ptr }
; the block: references left, the bands
%block = type { i64, [64 x %band] }

@jmlir_threads = internal global i32 1, align 4

declare void @jmlir_band_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32)
declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_join(i64, ptr)
declare i32 @pthread_tryjoin_np(i64, ptr)

@jmlir_pending = internal global [256 x i64] zeroinitializer, align 8
declare i64 @syscall(i64, ...)
declare void @llvm.x86.sse2.pause()
declare ptr @malloc(i64)
declare void @free(ptr)

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

; One band: the job's fields are cblas_sgemm's arguments; or, with order 0, a part of a parallel loop
; (jmlir_parallel_for): a is the function, b its context, m..n the part's range.
define internal ptr @jmlir_sgemm_job(ptr %j) {
entry:
  %p0 = getelementptr %job, ptr %j, i32 0, i32 0
  %order = load i32, ptr %p0
  %isLoop = icmp eq i32 %order, 0
  br i1 %isLoop, label %loop, label %gemm

loop:
  %lp3 = getelementptr %job, ptr %j, i32 0, i32 3
  %lo32 = load i32, ptr %lp3
  %lp4 = getelementptr %job, ptr %j, i32 0, i32 4
  %hi32 = load i32, ptr %lp4
  %lp7 = getelementptr %job, ptr %j, i32 0, i32 7
  %fn = load ptr, ptr %lp7
  %lp9 = getelementptr %job, ptr %j, i32 0, i32 9
  %ctx = load ptr, ptr %lp9
  %lo = zext i32 %lo32 to i64
  %hi = zext i32 %hi32 to i64
  call void %fn(ptr %ctx, i64 %lo, i64 %hi)
  ret ptr null

gemm:
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

; A band's thread: computes the band unless the caller took it, then leaves the block.
define internal ptr @jmlir_sgemm_worker(ptr %band) {
entry:
  %who = getelementptr %band, ptr %band, i32 0, i32 1
  %cas = cmpxchg ptr %who, i32 1, i32 2 acq_rel acquire
  %mine = extractvalue { i32, i1 } %cas, 1
  br i1 %mine, label %work, label %leave

work:
  %unused = call ptr @jmlir_sgemm_job(ptr %band)
  %done = getelementptr %band, ptr %band, i32 0, i32 2
  store atomic i32 1, ptr %done release, align 4
  ; wake the caller if it sleeps on done (futex 202, FUTEX_WAKE_PRIVATE)
  %woken = call i64 (i64, ...) @syscall(i64 202, ptr %done, i32 129, i32 2147483647)
  br label %leave

leave:
  %bp = getelementptr %band, ptr %band, i32 0, i32 3
  %blk = load ptr, ptr %bp
  call void @jmlir_sgemm_leave(ptr %blk)
  ret ptr null
}

; Parks a thread to be joined later (joins it now when every slot is taken).
define internal void @jmlir_park(i64 %t) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %busy ]
  %slot = getelementptr [256 x i64], ptr @jmlir_pending, i64 0, i64 %i
  %cas = cmpxchg ptr %slot, i64 0, i64 %t acq_rel monotonic
  %ok = extractvalue { i64, i1 } %cas, 1
  br i1 %ok, label %done, label %busy

busy:
  %next = add i64 %i, 1
  %more = icmp ult i64 %next, 256
  br i1 %more, label %loop, label %full

full:
  %rc = call i32 @pthread_join(i64 %t, ptr null)
  br label %done

done:
  ret void
}

; Joins the parked threads: those that have ended (blocking = false), or all of them.
define internal void @jmlir_reap(i1 %blocking) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %step ]
  %slot = getelementptr [256 x i64], ptr @jmlir_pending, i64 0, i64 %i
  %t = atomicrmw xchg ptr %slot, i64 0 acq_rel
  %some = icmp ne i64 %t, 0
  br i1 %some, label %join, label %step

join:
  br i1 %blocking, label %wait, label %try

wait:
  %rc = call i32 @pthread_join(i64 %t, ptr null)
  br label %step

try:
  %trc = call i32 @pthread_tryjoin_np(i64 %t, ptr null)
  %ended = icmp eq i32 %trc, 0
  br i1 %ended, label %step, label %again

again:
  call void @jmlir_park(i64 %t)
  br label %step

step:
  %next = add i64 %i, 1
  %more = icmp ult i64 %next, 256
  br i1 %more, label %loop, label %done

done:
  ret void
}

; Stops and joins the pool's workers and every other thread the products of this graph started
; (CompiledGraph.close calls it, when no product runs).
define void @jmlir_sgemm_drain() {
entry:
  store atomic i32 1, ptr @jmlir_pool_stop release, align 4
  %s = atomicrmw add ptr @jmlir_pool_seq, i32 1 acq_rel
  %woken = call i64 (i64, ...) @syscall(i64 202, ptr @jmlir_pool_seq, i32 129, i32 2147483647)
  %count = load i64, ptr @jmlir_pool_count, align 8
  br label %loop

loop:
  %w = phi i64 [ 1, %entry ], [ %wNext, %next ]
  %more = icmp ult i64 %w, %count
  br i1 %more, label %join, label %done

join:
  %tp = getelementptr [64 x i64], ptr @jmlir_pool_tids, i64 0, i64 %w
  %t = load i64, ptr %tp, align 8
  %has = icmp ne i64 %t, 0
  br i1 %has, label %wait, label %next

wait:
  %rc = call i32 @pthread_join(i64 %t, ptr null)
  store i64 0, ptr %tp, align 8
  br label %next

next:
  %wNext = add i64 %w, 1
  br label %loop

done:
  store i64 0, ptr @jmlir_pool_count, align 8
  call void @jmlir_reap(i1 true)
  ret void
}

; The pool: its bands, its workers' thread ids (by band; 0 where none), how many bands have a worker
; (workers serve bands 1 .. count-1), the sequence number workers wait on, the stop flag, and the lock
; a product holds while it uses the pool.
@jmlir_pool_bands = internal global [64 x %band] zeroinitializer, align 64
@jmlir_pool_tids = internal global [64 x i64] zeroinitializer, align 8
@jmlir_pool_count = internal global i64 0, align 8
@jmlir_pool_seq = internal global i32 0, align 64
@jmlir_pool_stop = internal global i32 0, align 4
@jmlir_pool_lock = internal global i32 0, align 64
declare i64 @llvm.readcyclecounter()
declare i32 @pthread_setname_np(i64, ptr)
@jmlir_pool_name = internal constant [12 x i8] c"jmlir-sgemm\00"

; Leaves the pool unused for good: every product then runs on fresh threads (CompiledGraph, with the
; system property jmlir.sgemm.threads=fresh, for comparison). The lock's 2 is never released.
define void @jmlir_sgemm_fresh_threads() {
entry:
  store atomic i32 2, ptr @jmlir_pool_lock release, align 4
  ret void
}

; A worker of the pool: waits for the sequence number to move (spinning ~2^17 cycles, then on the
; futex), then computes its band if it is free; ends when the stop flag is set.
define internal ptr @jmlir_pool_worker(ptr %arg) {
entry:
  %w = ptrtoint ptr %arg to i64
  %band = getelementptr [64 x %band], ptr @jmlir_pool_bands, i64 0, i64 %w
  %who = getelementptr %band, ptr %band, i32 0, i32 1
  %done = getelementptr %band, ptr %band, i32 0, i32 2
  %seq0 = load atomic i32, ptr @jmlir_pool_seq acquire, align 4
  ; a worker first scheduled after the drain's stop and wake-up would wait for a move that never
  ; comes: the drain stores stop before it moves the sequence, so a seq0 that includes the move sees it
  %stop0 = load atomic i32, ptr @jmlir_pool_stop acquire, align 4
  %stopped0 = icmp ne i32 %stop0, 0
  br i1 %stopped0, label %exit, label %idle

idle:
  %seen = phi i32 [ %seq0, %entry ], [ %now, %claim ], [ %now, %work ]
  %t0 = call i64 @llvm.readcyclecounter()
  br label %poll

poll:
  %now = load atomic i32, ptr @jmlir_pool_seq acquire, align 4
  %moved = icmp ne i32 %now, %seen
  br i1 %moved, label %look, label %still

still:
  %t = call i64 @llvm.readcyclecounter()
  %spent = sub i64 %t, %t0
  %long = icmp ugt i64 %spent, 131072
  br i1 %long, label %sleep, label %pause

pause:
  call void @llvm.x86.sse2.pause()
  br label %poll

sleep:
  ; FUTEX_WAIT_PRIVATE: returns at once if the sequence number has moved
  %slept = call i64 (i64, ...) @syscall(i64 202, ptr @jmlir_pool_seq, i32 128, i32 %seen, ptr null)
  br label %poll

look:
  %stop = load atomic i32, ptr @jmlir_pool_stop acquire, align 4
  %stopping = icmp ne i32 %stop, 0
  br i1 %stopping, label %exit, label %claim

claim:
  %cas = cmpxchg ptr %who, i32 1, i32 2 acq_rel acquire
  %mine = extractvalue { i32, i1 } %cas, 1
  br i1 %mine, label %work, label %idle

work:
  %unused = call ptr @jmlir_sgemm_job(ptr %band)
  store atomic i32 1, ptr %done release, align 4
  %woken = call i64 (i64, ...) @syscall(i64 202, ptr %done, i32 129, i32 2147483647)
  br label %idle

exit:
  ret ptr null
}

define internal void @jmlir_sgemm_leave(ptr %blk) {
entry:
  %left = atomicrmw sub ptr %blk, i64 1 acq_rel
  %last = icmp eq i64 %left, 1
  br i1 %last, label %release, label %done

release:
  call void @free(ptr %blk)
  br label %done

done:
  ret void
}

; Fills bands 0 .. parts-1 of %bands with the parts of a product (columns, or rows when %byRows);
; each band's `who` is stored last (release): 3 (the caller's) for band 0, 1 (free) for the others.
define internal void @jmlir_fill(ptr %bands, i64 %parts, i1 %byRows, ptr %owner, i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n,
    i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b, i32 %ldb, float %beta, ptr %c, i32 %ldc) {
entry:
  %m64 = sext i32 %m to i64
  %n64 = sext i32 %n to i64
  %extent = select i1 %byRows, i64 %m64, i64 %n64
  %lda64 = sext i32 %lda to i64
  %ldb64 = sext i32 %ldb to i64
  %ldc64 = sext i32 %ldc to i64
  %aNoTrans = icmp eq i32 %ta, 111
  %bNoTrans = icmp eq i32 %tb, 111
  br label %make

make:
  %p = phi i64 [ 0, %entry ], [ %pNext, %make ]
  %loMul = mul i64 %extent, %p
  %lo = udiv i64 %loMul, %parts
  %pNext = add i64 %p, 1
  %hiMul = mul i64 %extent, %pNext
  %hi = udiv i64 %hiMul, %parts
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
  %j = getelementptr %band, ptr %bands, i64 %p
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
  %done = getelementptr %band, ptr %j, i32 0, i32 2
  store atomic i32 0, ptr %done monotonic, align 4
  %ownerp = getelementptr %band, ptr %j, i32 0, i32 3
  store ptr %owner, ptr %ownerp
  %first = icmp eq i64 %p, 0
  %state = select i1 %first, i32 3, i32 1
  %who = getelementptr %band, ptr %j, i32 0, i32 1
  store atomic i32 %state, ptr %who release, align 4
  %more = icmp ult i64 %pNext, %parts
  br i1 %more, label %make, label %filled

filled:
  ret void
}

; Settles band %j of a product once band 0 is done: computes it if it is still free, else waits until
; its thread has finished it (spinning a little, since the bands end at about the same time on an
; idle machine, then sleeping on the futex until the thread stores done and wakes it).
define internal void @jmlir_settle(ptr %j) {
entry:
  %who = getelementptr %band, ptr %j, i32 0, i32 1
  %cas = cmpxchg ptr %who, i32 1, i32 3 acq_rel acquire
  %taken = extractvalue { i32, i1 } %cas, 1
  br i1 %taken, label %inline, label %wait

inline:
  %unused = call ptr @jmlir_sgemm_job(ptr %j)
  ret void

wait:
  %spins = phi i32 [ 0, %entry ], [ %spinsNext, %spin ], [ %spins, %sleep ]
  %done = getelementptr %band, ptr %j, i32 0, i32 2
  %finished = load atomic i32, ptr %done acquire, align 4
  %isDone = icmp eq i32 %finished, 1
  br i1 %isDone, label %settled, label %notYet

notYet:
  %spinMore = icmp ult i32 %spins, 20000
  br i1 %spinMore, label %spin, label %sleep

spin:
  call void @llvm.x86.sse2.pause()
  %spinsNext = add i32 %spins, 1
  br label %wait

sleep:
  ; FUTEX_WAIT_PRIVATE (128): returns at once unless done is still 0
  %slept = call i64 (i64, ...) @syscall(i64 202, ptr %done, i32 128, i32 0, ptr null)
  br label %wait

settled:
  ret void
}

; Starts the pool's workers for bands count .. parts-1 (a worker that cannot be started leaves its
; band to the caller, product after product).
define internal void @jmlir_pool_grow(i64 %parts) {
entry:
  %count = load i64, ptr @jmlir_pool_count, align 8
  %none = icmp eq i64 %count, 0
  %from = select i1 %none, i64 1, i64 %count
  br label %loop

loop:
  %w = phi i64 [ %from, %entry ], [ %wNext, %step ]
  %more = icmp ult i64 %w, %parts
  br i1 %more, label %start, label %done

start:
  %tp = getelementptr [64 x i64], ptr @jmlir_pool_tids, i64 0, i64 %w
  %arg = inttoptr i64 %w to ptr
  %rc = call i32 @pthread_create(ptr %tp, ptr null, ptr @jmlir_pool_worker, ptr %arg)
  %ok = icmp eq i32 %rc, 0
  br i1 %ok, label %named, label %failed

named:
  ; the name /proc shows (tests and the benchmark count the pool's threads by it)
  %t = load i64, ptr %tp, align 8
  %nrc = call i32 @pthread_setname_np(i64 %t, ptr @jmlir_pool_name)
  br label %step

failed:
  store i64 0, ptr %tp, align 8
  br label %step

step:
  %wNext = add i64 %w, 1
  br label %loop

done:
  %grown = icmp ugt i64 %parts, %count
  %newCount = select i1 %grown, i64 %parts, i64 %count
  store i64 %newCount, ptr @jmlir_pool_count, align 8
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
  ; columns when every band gets 16 or more and C is at least as wide as tall (a 1024^2 product ran
  ; 1-3% faster in columns), else rows when every band gets 8 or more, else columns when every band
  ; gets 16, else one part
  %rowMin = shl i64 %parts0, 3
  %rowsOk = icmp sge i64 %m64, %rowMin
  %colMin = shl i64 %parts0, 4
  %colsOk = icmp sge i64 %n64, %colMin
  %wide = icmp sge i64 %n64, %m64
  %colsFirst = and i1 %colsOk, %wide
  %notColsFirst = xor i1 %colsFirst, true
  %byRows = and i1 %rowsOk, %notColsFirst
  %either = or i1 %rowsOk, %colsOk
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
  ; the pool, unless another thread's product holds it (then fresh threads)
  %lock = cmpxchg ptr @jmlir_pool_lock, i32 0, i32 1 acquire monotonic
  %pooled = extractvalue { i32, i1 } %lock, 1
  br i1 %pooled, label %pool, label %fresh

pool:
  call void @jmlir_pool_grow(i64 %parts0)
  call void @jmlir_fill(ptr @jmlir_pool_bands, i64 %parts0, i1 %byRows, ptr null, i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n,
      i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b, i32 %ldb, float %beta, ptr %c, i32 %ldc)
  %seq = atomicrmw add ptr @jmlir_pool_seq, i32 1 release
  ; FUTEX_WAKE_PRIVATE: the workers that sleep (those still spinning see the sequence move)
  %woken = call i64 (i64, ...) @syscall(i64 202, ptr @jmlir_pool_seq, i32 129, i32 2147483647)
  %unused0 = call ptr @jmlir_sgemm_job(ptr @jmlir_pool_bands)
  br label %pool.settle

pool.settle:
  %q = phi i64 [ 1, %pool ], [ %qNext, %pool.settle ]
  %qj = getelementptr %band, ptr @jmlir_pool_bands, i64 %q
  call void @jmlir_settle(ptr %qj)
  %qNext = add i64 %q, 1
  %again = icmp ult i64 %qNext, %parts0
  br i1 %again, label %pool.settle, label %pool.end

pool.end:
  store atomic i32 0, ptr @jmlir_pool_lock release, align 4
  ret void

fresh:
  %blockSize = ptrtoint ptr getelementptr (%block, ptr null, i32 1) to i64
  %blk = call ptr @malloc(i64 %blockSize)
  %noMemory = icmp eq ptr %blk, null
  br i1 %noMemory, label %single, label %setup

setup:
  call void @jmlir_reap(i1 false)
  store i64 %parts0, ptr %blk
  %blkBands = getelementptr %block, ptr %blk, i32 0, i32 1
  call void @jmlir_fill(ptr %blkBands, i64 %parts0, i1 %byRows, ptr %blk, i32 %order, i32 %ta, i32 %tb, i32 %m, i32 %n,
      i32 %k, float %alpha, ptr %a, i32 %lda, ptr %b, i32 %ldb, float %beta, ptr %c, i32 %ldc)
  %tids = alloca [64 x i64], align 8
  br label %spawn

spawn:
  ; threads for bands 1.. (a thread that cannot be made leaves its band to the caller)
  %s = phi i64 [ 1, %setup ], [ %sNext, %spawned ]
  %sj = getelementptr %band, ptr %blkBands, i64 %s
  %tid = getelementptr [64 x i64], ptr %tids, i64 0, i64 %s
  store i64 0, ptr %tid
  %rc = call i32 @pthread_create(ptr %tid, ptr null, ptr @jmlir_sgemm_worker, ptr %sj)
  %started = icmp eq i32 %rc, 0
  br i1 %started, label %spawned, label %noThread

noThread:
  store i64 0, ptr %tid
  call void @jmlir_sgemm_leave(ptr %blk)
  br label %spawned

spawned:
  %sNext = add i64 %s, 1
  %sMore = icmp ult i64 %sNext, %parts0
  br i1 %sMore, label %spawn, label %own

own:
  %unused1 = call ptr @jmlir_sgemm_job(ptr %blkBands)
  br label %claim

claim:
  ; each other band: take it if its thread has not started, else wait for that thread to finish it
  %r = phi i64 [ 1, %own ], [ %rNext, %next ]
  %rj = getelementptr %band, ptr %blkBands, i64 %r
  call void @jmlir_settle(ptr %rj)
  %rtidp = getelementptr [64 x i64], ptr %tids, i64 0, i64 %r
  %rtid = load i64, ptr %rtidp
  %hasThread = icmp ne i64 %rtid, 0
  br i1 %hasThread, label %park, label %next

park:
  call void @jmlir_park(i64 %rtid)
  br label %next

next:
  %rNext = add i64 %r, 1
  %rMore = icmp ult i64 %rNext, %parts0
  br i1 %rMore, label %claim, label %finish

finish:
  call void @jmlir_sgemm_leave(ptr %blk)
  ret void
}

; A parallel loop of compiled code (hlo-compiler's streamed results): fn(ctx, lo, hi) computes the
; iterations lo..hi-1 of 0..count-1; they are cut into one part per thread (at most count), run on the
; graph's pool like a product's bands: the caller takes part 0, then takes back the parts no worker has
; started and waits for the others. Without the pool (another thread's product or loop holds it), or
; with one thread, the caller runs the whole loop.
define void @jmlir_parallel_for(ptr %fn, ptr %ctx, i64 %count) {
entry:
  %threads = load i32, ptr @jmlir_threads, align 4
  %t64 = sext i32 %threads to i64
  %fewer = icmp ult i64 %count, %t64
  %parts = select i1 %fewer, i64 %count, i64 %t64
  %many = icmp ugt i64 %parts, 1
  %fits = icmp ult i64 %count, 2147483648
  %split = and i1 %many, %fits
  br i1 %split, label %lock, label %serial

lock:
  %l = cmpxchg ptr @jmlir_pool_lock, i32 0, i32 1 acquire monotonic
  %pooled = extractvalue { i32, i1 } %l, 1
  br i1 %pooled, label %pool, label %serial

serial:
  call void %fn(ptr %ctx, i64 0, i64 %count)
  ret void

pool:
  call void @jmlir_pool_grow(i64 %parts)
  br label %make

make:
  %p = phi i64 [ 0, %pool ], [ %pNext, %make ]
  %loMul = mul i64 %count, %p
  %lo = udiv i64 %loMul, %parts
  %pNext = add i64 %p, 1
  %hiMul = mul i64 %count, %pNext
  %hi = udiv i64 %hiMul, %parts
  %lo32 = trunc i64 %lo to i32
  %hi32 = trunc i64 %hi to i32
  %j = getelementptr %band, ptr @jmlir_pool_bands, i64 %p
  %f0 = getelementptr %job, ptr %j, i32 0, i32 0
  store i32 0, ptr %f0
  %f3 = getelementptr %job, ptr %j, i32 0, i32 3
  store i32 %lo32, ptr %f3
  %f4 = getelementptr %job, ptr %j, i32 0, i32 4
  store i32 %hi32, ptr %f4
  %f7 = getelementptr %job, ptr %j, i32 0, i32 7
  store ptr %fn, ptr %f7
  %f9 = getelementptr %job, ptr %j, i32 0, i32 9
  store ptr %ctx, ptr %f9
  %done = getelementptr %band, ptr %j, i32 0, i32 2
  store atomic i32 0, ptr %done monotonic, align 4
  %ownerp = getelementptr %band, ptr %j, i32 0, i32 3
  store ptr null, ptr %ownerp
  %first = icmp eq i64 %p, 0
  %state = select i1 %first, i32 3, i32 1
  %who = getelementptr %band, ptr %j, i32 0, i32 1
  store atomic i32 %state, ptr %who release, align 4
  %more = icmp ult i64 %pNext, %parts
  br i1 %more, label %make, label %start

start:
  %seq = atomicrmw add ptr @jmlir_pool_seq, i32 1 release
  %woken = call i64 (i64, ...) @syscall(i64 202, ptr @jmlir_pool_seq, i32 129, i32 2147483647)
  %unused0 = call ptr @jmlir_sgemm_job(ptr @jmlir_pool_bands)
  br label %settle

settle:
  %q = phi i64 [ 1, %start ], [ %qNext, %settle ]
  %qj = getelementptr %band, ptr @jmlir_pool_bands, i64 %q
  call void @jmlir_settle(ptr %qj)
  %qNext = add i64 %q, 1
  %again = icmp ult i64 %qNext, %parts
  br i1 %again, label %settle, label %end

end:
  store atomic i32 0, ptr @jmlir_pool_lock release, align 4
  ret void
}
