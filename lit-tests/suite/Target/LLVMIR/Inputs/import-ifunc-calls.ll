; An ifunc resolved by an internal function, another through an alias, and call sites with
; attributes of their own.
@pick = dso_local ifunc i32 (i32), ptr @chooser
@late = weak hidden ifunc i32 (i32), ptr @chooser_alias
@chooser_alias = alias ptr (), ptr @chooser

define internal ptr @chooser() {
  ret ptr @impl
}

declare i32 @impl(i32)
declare void @sink(ptr, i32)

define i32 @use(ptr %p, i32 %x) {
  %a = call i32 @pick(i32 %x)
  store ptr @late, ptr %p, align 8
  call void @sink(ptr noundef nonnull %p, i32 signext %x) #0
  %b = call noundef i32 @impl(i32 zeroext %a) #1
  call void %p(ptr byval(i64) align 8 %p, i32 %b) #2
  ret i32 %b
}

attributes #0 = { nounwind willreturn "some-key"="v" }
attributes #1 = { noinline convergent memory(argmem: read) cold }
attributes #2 = { alwaysinline inlinehint }
