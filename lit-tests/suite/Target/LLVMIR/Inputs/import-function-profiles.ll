; Function !prof nodes that are not a plain entry count (see import-function-profiles.test).
define void @counted() !prof !0 {
  ret void
}

define void @sampled() !prof !1 {
  ret void
}

define void @synthetic() !prof !2 {
  ret void
}

!0 = !{!"function_entry_count", i64 12}
!1 = !{!"unknown", !"my-pass"}
!2 = !{!"synthetic_function_entry_count", i64 5}
