; Intrinsics that have llvm.intr ops (fabs, memset, a lifetime marker of an alloca) and a lifetime
; marker of an argument, which LLVM 22 no longer reads.
define float @mixed(float %x, ptr %p) {
  %slot = alloca i64
  call void @llvm.lifetime.start.p0(i64 8, ptr %slot)
  call void @llvm.lifetime.end.p0(i64 8, ptr %p)
  %r = call float @llvm.fabs.f32(float %x)
  call void @llvm.memset.p0.i64(ptr %p, i8 7, i64 16, i1 false)
  ret float %r
}
