; !llvm.loop variants for jtranslate --import-llvm.
define void @all_options(ptr %p) {
entry:
  %v = load i32, ptr %p, !llvm.access.group !90
  br label %next, !llvm.loop !1
next:
  br label %done, !llvm.loop !20
done:
  br label %last, !llvm.loop !30
last:
  br label %end, !llvm.loop !40
end:
  ret void
}

!1 = distinct !{!1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!2 = !{!"llvm.loop.vectorize.enable", i1 true}
!3 = !{!"llvm.loop.vectorize.width", i32 8}
!4 = !{!"llvm.loop.vectorize.followup_all", !12}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = !{!"llvm.loop.unroll_and_jam.enable"}
!7 = !{!"llvm.loop.unroll_and_jam.count", i32 2}
!8 = !{!"llvm.loop.pipeline.disable", i1 false}
!9 = !{!"llvm.loop.peeled.count", i32 3}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.parallel_accesses", !90, !91}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.disable_nonforced"}

; An unknown option drops the whole annotation.
!20 = distinct !{!20, !21, !22}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!"llvm.loop.vectorize.scalable.disable"}

; An option that needs a value and has none drops it too.
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.distribute.enable"}

; A runtime.disable with a value drops the unroll options only (with a warning).
!40 = distinct !{!40, !41, !42}
!41 = !{!"llvm.loop.unroll.runtime.disable", i1 true}
!42 = !{!"llvm.licm.disable"}

!90 = distinct !{}
!91 = distinct !{}
