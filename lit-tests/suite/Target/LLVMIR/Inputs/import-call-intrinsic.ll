; Intrinsics the llvm dialect has no op for, operand bundles, and the argument layouts LLVM 20
; and LLVM 22 disagree on (lifetime sizes, masked-load alignments, invariant sizes).
define <4 x float> @by_name(<4 x float> %v, ptr %p, float %x, i32 %n) {
  %r = call <4 x float> @llvm.x86.sse41.round.ss(<4 x float> %v, <4 x float> %v, i32 1)
  call void @llvm.x86.sse.stmxcsr(ptr %p)
  %s = call i32 @llvm.fptoui.sat.i32.f32(float %x)
  %m = call i32 @llvm.umax.i32(i32 %n, i32 %s)
  ret <4 x float> %r
}

define void @with_bundles(ptr %p, i64 %a, i1 %c) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 %a), "nonnull"(ptr %p) ]
  call void @llvm.assume(i1 %c)
  call void @callee(i64 %a) [ "deopt"(i64 %a, i32 7) ]
  ret void
}

define void @layouts(<4 x i1> %mask, <4 x float> %pass) {
  %slot = alloca [4 x float]
  call void @llvm.lifetime.start.p0(i64 16, ptr %slot)
  %v = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %slot, i32 8, <4 x i1> %mask, <4 x float> %pass)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %v, ptr %slot, i32 2, <4 x i1> %mask)
  %inv = call ptr @llvm.invariant.start.p0(i64 16, ptr %slot)
  call void @llvm.invariant.end.p0(ptr %inv, i64 16, ptr %slot)
  call void @llvm.lifetime.end.p0(i64 16, ptr %slot)
  ret void
}

define void @bool_vectors(ptr %p) {
  store <4 x i1> <i1 false, i1 true, i1 true, i1 false>, ptr %p
  store <2 x i1> zeroinitializer, ptr %p
  store [3 x i1] [i1 true, i1 true, i1 true], ptr %p
  store <2 x i5> <i5 3, i5 9>, ptr %p
  ret void
}

define i32 @collected(ptr %p, i32 %n) gc "shadow-stack" {
  %r = call zeroext i32 @llvm.x86.bmi.pext.32(i32 signext %n, i32 %n)
  %v = call i64 @llvm.aarch64.ldxr.p0(ptr elementtype(i16) %p)
  ret i32 %r
}

declare void @callee(i64)
declare i32 @llvm.x86.bmi.pext.32(i32, i32)
declare i64 @llvm.aarch64.ldxr.p0(ptr)
declare <4 x float> @llvm.x86.sse41.round.ss(<4 x float>, <4 x float>, i32 immarg)
declare void @llvm.x86.sse.stmxcsr(ptr)
declare i32 @llvm.fptoui.sat.i32.f32(float)
declare i32 @llvm.umax.i32(i32, i32)
declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, i32, <4 x i1>)
declare ptr @llvm.invariant.start.p0(i64, ptr)
declare void @llvm.invariant.end.p0(ptr, i64, ptr)
