; Unordered fcmp predicates, fneg with fast-math flags, element constant expressions, and a vector
; whose lanes are not plain numbers.
@table = external global [8 x i16]

define <2 x i1> @unordered(double %x, double %y, <2 x float> %u, <2 x float> %v) {
  %a = fcmp uno double %x, %y
  %b = fcmp ueq double %x, %y
  %c = fcmp ugt double %x, %y
  %d = fcmp une double %x, %y
  %e = fcmp ord double %x, %y
  %f = fcmp uno <2 x float> %u, %v
  ret <2 x i1> %f
}

define float @negate(float %x) {
  %n = fneg nnan nsz float %x
  ret float %n
}

define i64 @lane() {
  ret i64 extractelement (<2 x i64> <i64 5, i64 ptrtoint (ptr getelementptr (i16, ptr @table, i32 3) to i64)>, i64 ptrtoint (ptr getelementptr (i16, ptr @table, i32 1) to i64))
}
