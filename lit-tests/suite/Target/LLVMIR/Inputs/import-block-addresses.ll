; Block addresses and indirect branches, imported (see import-block-addresses.test).
@table = global [2 x ptr] [ptr blockaddress(@dispatch, %two), ptr blockaddress(@dispatch, %one)]

define i32 @dispatch(ptr %to, i32 %x) {
entry:
  indirectbr ptr %to, [label %one, label %two]
one:
  %s = phi i32 [ %x, %entry ], [ 9, %two ]
  ret i32 %s
two:
  %p = select i1 true, ptr blockaddress(@dispatch, %one), ptr %to
  indirectbr ptr %p, [label %one]
}

define ptr @own() {
start:
  br label %next
next:
  ret ptr blockaddress(@own, %next)
}
