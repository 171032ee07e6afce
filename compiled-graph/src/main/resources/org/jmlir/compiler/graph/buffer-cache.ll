; The buffer cache of compiled graphs: the generated code's malloc and free become jmlir_alloc and
; jmlir_free. Every block has a 64-byte header holding its size. A freed block of 256 KiB or more
; goes into one of 8 slots (atomic exchanges: several threads may run a graph at once) instead of
; back to the system, and an allocation of the same size takes it: the next run of a graph then
; writes into pages already mapped, instead of faulting in (and having the kernel zero) fresh ones.
; Blocks are 64-byte aligned (aligned_alloc), so that the data after the header is too: the
; generated code writes large results with 64-byte streaming stores where it is (Streaming.java).

@jmlir_cache = internal global [8 x ptr] zeroinitializer, align 8

declare ptr @aligned_alloc(i64, i64)
declare void @free(ptr)

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
  %total = add i64 %size, 127
  %rounded = and i64 %total, -64
  %raw = call ptr @aligned_alloc(i64 64, i64 %rounded)
  %null = icmp eq ptr %raw, null
  br i1 %null, label %fail, label %ok

fail:
  ret ptr null

ok:
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
