; Function metadata, branch weights and nameless globals, imported (see import-function-metadata.test).
@0 = internal global i32 1
@1 = global ptr @0

define i32 @kernel(i1 %c, i32 %x) !prof !0 !vec_type_hint !1 !work_group_size_hint !2 !intel_reqd_sub_group_size !3 {
entry:
  br i1 %c, label %yes, label %no, !prof !4
yes:
  switch i32 %x, label %no [
    i32 3, label %done
  ], !prof !5
no:
  br label %done, !prof !6
done:
  ret i32 %x
}

declare !vec_type_hint !7 !reqd_work_group_size !8 void @hinted()

!0 = !{!"function_entry_count", i64 1234}
!1 = !{<8 x i8> undef, i32 1}
!2 = !{i32 16, i32 1, i32 1}
!3 = !{i32 16}
!4 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!5 = !{!"branch_weights", i32 7, i32 11}
!6 = !{!"branch_weights", i32 4}
!7 = !{half undef, i32 0}
!8 = !{i32 2, i32 4, i32 8}
