target datalayout = "E-m:o-p:32:32-p3:16:16:32-i64:64-i128:128-f80:128-n8:16:32-S64-A5-P1-G2-Fn16-v128:64-ni:1"
target triple = "armv7-unknown-none"

module asm "nop"
module asm "nop2"

define i32 @id(i32 %a) addrspace(1) {
  ret i32 %a
}
