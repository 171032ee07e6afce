; A module flag whose value is a tuple: warned about, the other flags kept.
; expected-warning@-2 {{unsupported module flag value for key 'odd' : !1 = !{!"x", i32 5}}}
!llvm.module.flags = !{!0, !2}
!0 = !{i32 2, !"odd", !1}
!1 = !{!"x", i32 5}
!2 = !{i32 1, !"kept", i32 9}

; // -----

; Nothing to warn about here, and nothing expected.
define void @quiet() {
  ret void
}

; // -----

; expected-warning@-1 {{this warning never comes}}
define void @missing() {
  ret void
}

; // -----

; LLVM's verifier rejects this one: its text is printed as it is, no module.
define void @bad_sret(i32 %a, i32 %b, ptr sret(i32) %c) {
  ret void
}
