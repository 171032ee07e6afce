; Instructions, names, comments and strings that say "mul (" import; a mul constant expression
; does not: LLVM 22's reader no longer has them (LLVM 20's still does).
@text = constant [7 x i8] c"mul (x)"

define i32 @mul(i32 %a) {
  %mul = mul nsw i32 %a, 3 ; mul (a, 3) in a comment
  %m2 = call i32 @mul(i32 %mul)
  ret i32 %m2
}

; // -----

@base = global i64 0
@scaled = global i64 mul nuw (i64 ptrtoint (ptr @base to i64), i64 8)
