; Comdats (a selector per comdat in use, in order of first use), constant GEP expressions (every
; operand converted from the back, each constant once), x86_fp80/fp128 values and strings that are
; not UTF-8.
$one = comdat largest
$two = comdat any
$spare = comdat any
%pair = type { i32, [4 x i32] }
@table = global %pair zeroinitializer, comdat($two)
@pick = global ptr getelementptr (%pair, ptr @table, i32 0, i32 1, i32 2), comdat($one)
@step = global ptr getelementptr (i32, ptr @table, i32 3)
@ext = global x86_fp80 0xK4000C000000000000000
@quad = global fp128 0xL00000000000000004000000000000000
@bytes = private constant [4 x i8] c"a\FF\C3\BF"
define linkonce_odr void @two() comdat($two) {
  ret void
}
