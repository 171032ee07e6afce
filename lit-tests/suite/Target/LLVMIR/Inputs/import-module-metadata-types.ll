; Target extension types in a global, parameters, an alloca and a freeze; linker options; memory
; model relaxation annotations (!mmra) on a load, a fence (two tags) and a store (none).
@event = global target("spirv.Event") zeroinitializer

define void @kernel(target("spirv.Pipe", 1) %p, target("spirv.Image", float, 2, 0) %img, ptr %a, ptr %b) {
  %slot = alloca target("spirv.Event")
  %frozen = freeze target("spirv.Event") zeroinitializer
  %v = load i32, ptr %a, !mmra !3
  fence syncscope("agent") acquire, !mmra !5
  store i32 %v, ptr %b, !mmra !6
  ret void
}

!llvm.linker.options = !{!0, !1}
!0 = !{!"/DEFAULTLIB:", !"msvcrt"}
!1 = !{!"-lpthread"}
!3 = !{!"acme-order", !"relaxed"}
!4 = !{!"acme-scope", !"device"}
!5 = !{!3, !4}
!6 = !{}
