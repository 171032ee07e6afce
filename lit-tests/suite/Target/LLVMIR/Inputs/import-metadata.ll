; Module-level constructs and instruction metadata for jtranslate --import-llvm.
@counter = global i32 0
@llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 10, ptr @init, ptr null }, { i32, ptr, ptr } { i32 20, ptr @init, ptr @counter }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]

@counter_alias = alias i32, ptr @counter
@short_alias = internal alias i16, ptr @counter_alias
@far_alias = hidden alias i32, addrspacecast (ptr @counter to ptr addrspace(3))

declare dso_local void @ext()

define void @init() {
  ret void
}

define void @fini() {
  ret void
}

define ptr @equiv() {
  ret ptr dso_local_equivalent @ext
}

define void @memory(ptr %p, ptr %q, i64 %n) {
entry:
  %v = load i32, ptr %p, align 4, !tbaa !10, !llvm.access.group !20
  store i32 %v, ptr %q, align 4, !tbaa !14, !alias.scope !31, !noalias !33, !llvm.access.group !22
  call void @llvm.experimental.noalias.scope.decl(metadata !34)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %n, i1 false), !tbaa !14, !noalias !34
  br label %loop

loop:
  %old = atomicrmw add ptr %p, i32 1 monotonic, align 4, !alias.scope !34
  br label %loop, !llvm.loop !40
}

declare void @llvm.experimental.noalias.scope.decl(metadata)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 4, !"probe-stack", !"inline-asm"}
!3 = !{i32 5, !"CG Profile", !5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !{!6}
!6 = !{ptr @init, ptr @fini, i64 7}

!10 = !{!11, !12, i64 4}
!11 = !{!"pair", !12, i64 0, !12, i64 4}
!12 = !{!"int", !13, i64 0}
!13 = !{!"our tbaa"}
!14 = !{!12, !12, i64 0, i64 1}

!20 = distinct !{}
!21 = distinct !{}
!22 = !{!20, !21}

!30 = distinct !{!30, !"the domain"}
!31 = !{!32}
!32 = distinct !{!32, !30, !"scope a"}
!33 = !{!32, !35}
!34 = !{!35}
!35 = distinct !{!35, !30}

!40 = distinct !{!40, !41, !42, !43, !44}
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.unroll.count", i32 4}
!43 = !{!"llvm.loop.vectorize.enable", i1 true}
!44 = !{!"llvm.loop.parallel_accesses", !20, !21}
