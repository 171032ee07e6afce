; Inputs for import-attrs.test: function and parameter attributes, calling conventions, indirect and
; tail calls, load markers, unreachable blocks.
declare void @params(ptr noalias nocapture nonnull, i32 signext, ptr byval(i64) align 8, ptr dereferenceable(16))
declare noalias ptr @result() nounwind

define internal fastcc i32 @tuned(ptr %f, i32 %x) #0 {
  %r = call coldcc i32 %f(i32 %x)
  %t = tail call fastcc i32 @tuned(ptr %f, i32 %r)
  ret i32 %t
never:
  br label %never
}

declare void @reads(i32) memory(read, argmem: readwrite) #1

define i32 @marked(ptr %p) {
  %a = load i32, ptr %p, align 4, !nontemporal !0
  %b = load i32, ptr %p, align 4, !invariant.load !1
  ret i32 %b
}

attributes #0 = { noinline nounwind optnone cold alignstack=16 uwtable "frame-pointer"="all" "target-cpu"="x86-64" "target-features"="+sse4.2,+avx" "no-nans-fp-math"="true" "key"="value" "flag" }
attributes #1 = { allocsize(0) willreturn }
!0 = !{i32 1}
!1 = !{}
