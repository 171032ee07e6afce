; Instructions the importer reads beyond the common ones: inline assembly, freeze, va_arg, named sync
; scopes, inalloca allocas, fast-math flags on comparisons and intrinsic calls, short-form calls of
; variadic functions.
declare void @variadic(i32, ...)
declare float @llvm.sqrt.f32(float)

define i32 @asm_calls(i32 %x, ptr %p) {
  %a = call i32 asm sideeffect alignstack inteldialect "bswap $0", "=r,r"(i32 %x)
  %b = call i32 asm "mov $0, $1", "=r,r"(i32 %a)
  tail call void asm sideeffect "", "*m,~{memory}"(ptr elementtype(i64) %p)
  ret i32 %b
}

define float @misc(i32 %x, ptr %ap, float %f, i64 %n) {
  %fr = freeze i32 %x
  %va = va_arg ptr %ap, float
  %big = alloca inalloca i32, i64 %n
  %lt = fcmp nnan olt float %f, %va
  %sq = call fast float @llvm.sqrt.f32(float %f)
  call void @variadic(i32 %fr)
  call void (i32, ...) @variadic(i32 %fr, float %sq)
  ret float %sq
}

define void @scopes(ptr %p, i32 %v) {
  %l = load atomic i32, ptr %p syncscope("agent") acquire, align 4
  store atomic i32 %v, ptr %p syncscope("workgroup") release, align 4
  %r = atomicrmw add ptr %p, i32 %v syncscope("wavefront") monotonic
  %c = cmpxchg ptr %p, i32 %v, i32 %l syncscope("singlethread") acq_rel monotonic
  fence syncscope("agent-one-as") seq_cst
  ret void
}
