; The buffer cache of compiled graphs: the generated code's malloc and free become jmlir_alloc and
; jmlir_free. Every block has a 64-byte header holding its size. A freed block of 256 KiB or more
; goes into one of 8 slots (atomic exchanges: several threads may run a graph at once) instead of
; back to the system, and an allocation of the same size takes it: the next run of a graph then
; writes into pages already mapped, instead of faulting in (and having the kernel zero) fresh ones.
; Blocks are 64-byte aligned (aligned_alloc), so that the data after the header is too: the
; generated code writes large results with 64-byte streaming stores where it is (Streaming.java).
; A block of @jmlir_huge_min bytes or more (2 MiB unless jmlir_set_huge_min says otherwise; 0: never)
; is 2 MiB aligned, a whole number of 2 MiB, and asks the kernel for transparent huge pages
; (madvise MADV_HUGEPAGE): a 1024^2 product writes its C in row tiles 4 KiB apart, one TLB entry per
; row with 4 KiB pages; with 2 MiB pages its 4 MB are two entries. The kernel may decline (THP off).

@jmlir_cache = internal global [8 x ptr] zeroinitializer, align 8
@jmlir_huge_min = internal global i64 2097152, align 8

declare ptr @aligned_alloc(i64, i64)
declare void @free(ptr)
declare i32 @madvise(ptr, i64, i32)

define void @jmlir_set_huge_min(i64 %bytes) {
entry:
  store i64 %bytes, ptr @jmlir_huge_min, align 8
  ret void
}

define ptr @jmlir_alloc(i64 %size) {
entry:
  %big = icmp uge i64 %size, 262144
  br i1 %big, label %loop, label %fresh

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %continue ]
  %slot = getelementptr [8 x ptr], ptr @jmlir_cache, i64 0, i64 %i
  %p = atomicrmw xchg ptr %slot, ptr null acq_rel
  %empty = icmp eq ptr %p, null
  br i1 %empty, label %continue, label %check

check:
  %s = load i64, ptr %p
  %same = icmp eq i64 %s, %size
  br i1 %same, label %hit, label %mismatch

mismatch:
  call void @free(ptr %p)
  br label %continue

hit:
  %user = getelementptr i8, ptr %p, i64 64
  ret ptr %user

continue:
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, 8
  br i1 %done, label %fresh, label %loop

fresh:
  %hmin = load i64, ptr @jmlir_huge_min, align 8
  %hon = icmp ne i64 %hmin, 0
  %hbig = icmp uge i64 %size, %hmin
  %huge = and i1 %hon, %hbig
  br i1 %huge, label %fresh_huge, label %fresh_small

fresh_huge:
  %htotal = add i64 %size, 2097215
  %hrounded = and i64 %htotal, -2097152
  %hraw = call ptr @aligned_alloc(i64 2097152, i64 %hrounded)
  %hnull = icmp eq ptr %hraw, null
  br i1 %hnull, label %fail, label %advise

advise:
  %unused = call i32 @madvise(ptr %hraw, i64 %hrounded, i32 14)
  br label %ok

fresh_small:
  %total = add i64 %size, 127
  %rounded = and i64 %total, -64
  %sraw = call ptr @aligned_alloc(i64 64, i64 %rounded)
  %null = icmp eq ptr %sraw, null
  br i1 %null, label %fail, label %ok

fail:
  ret ptr null

ok:
  %raw = phi ptr [ %hraw, %advise ], [ %sraw, %fresh_small ]
  store i64 %size, ptr %raw
  %out = getelementptr i8, ptr %raw, i64 64
  ret ptr %out
}

define void @jmlir_free(ptr %user) {
entry:
  %null = icmp eq ptr %user, null
  br i1 %null, label %exit, label %start

start:
  %raw = getelementptr i8, ptr %user, i64 -64
  %s = load i64, ptr %raw
  %big = icmp uge i64 %s, 262144
  br i1 %big, label %loop, label %release

loop:
  %i = phi i64 [ 0, %start ], [ %next, %continue ]
  %cur = phi ptr [ %raw, %start ], [ %old, %continue ]
  %slot = getelementptr [8 x ptr], ptr @jmlir_cache, i64 0, i64 %i
  %old = atomicrmw xchg ptr %slot, ptr %cur acq_rel
  %placed = icmp eq ptr %old, null
  br i1 %placed, label %exit, label %continue

continue:
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, 8
  br i1 %done, label %release_old, label %loop

release_old:
  call void @free(ptr %old)
  ret void

release:
  call void @free(ptr %raw)
  ret void

exit:
  ret void
}

define void @jmlir_cache_drain() {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop_end ]
  %slot = getelementptr [8 x ptr], ptr @jmlir_cache, i64 0, i64 %i
  %p = atomicrmw xchg ptr %slot, ptr null acq_rel
  %empty = icmp eq ptr %p, null
  br i1 %empty, label %loop_end, label %release

release:
  call void @free(ptr %p)
  br label %loop_end

loop_end:
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, 8
  br i1 %done, label %exit, label %loop

exit:
  ret void
}
