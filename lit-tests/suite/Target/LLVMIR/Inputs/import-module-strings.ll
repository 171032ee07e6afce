; Module strings and dereferenceable metadata, imported (see import-module-strings.test).
!llvm.ident = !{!0}
!llvm.commandline = !{!1}
!llvm.dependent-libraries = !{!2, !3}

define ptr @deref(i64 %a, ptr %p) {
  %1 = inttoptr i64 %a to ptr, !dereferenceable_or_null !4
  %2 = load ptr, ptr %p, align 8, !dereferenceable !5
  %3 = load ptr, ptr %1, align 8
  ret ptr %2
}

!0 = !{!"some compiler 1.0"}
!1 = !{!"cc -O1 a.c"}
!2 = !{!"rt"}
!3 = !{!"c++"}
!4 = !{i64 12}
!5 = !{i64 24}
