; A counting loop whose back edge carries !llvm.loop with the loop's first and last source
; positions next to an unroll option.
define void @count(i32 %n) !dbg !3 {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %head ]
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %head, label %exit, !llvm.loop !10
exit:
  ret void
}

!llvm.dbg.cu = !{!1}
!llvm.module.flags = !{!0}
!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = distinct !DICompileUnit(language: DW_LANG_C, file: !2)
!2 = !DIFile(filename: "count.c", directory: "/work")
!3 = distinct !DISubprogram(name: "count", scope: !2, file: !2, line: 4, spFlags: DISPFlagDefinition, unit: !1, type: !4)
!4 = !DISubroutineType(types: !5)
!5 = !{null}
!10 = distinct !{!10, !11, !12, !13}
!11 = !DILocation(line: 5, column: 3, scope: !3)
!12 = !DILocation(line: 7, column: 1, scope: !3)
!13 = !{!"llvm.loop.unroll.count", i32 2}
