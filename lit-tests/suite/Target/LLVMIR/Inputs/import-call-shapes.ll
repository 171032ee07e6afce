; Calls whose shape the import has to look at: mismatched callee types, a variadic invoke,
; no-wrap flags of getelementptr, and a call-site memory attribute.
declare void @takes_pair({ptr, i64}, i32)
declare i32 @printf_like(ptr, ...)
declare i32 @personality(...)
declare void @opaque_fn()

define void @mismatch(ptr %p) {
  call void @takes_pair(i64 7)
  ret void
}

define void @variadic_invoke(ptr %fmt) personality ptr @personality {
entry:
  %r = invoke i32 @printf_like(ptr %fmt, i32 3) to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  ret void
}

define void @wraps(ptr %p, i64 %i) {
  %a = getelementptr nusw i16, ptr %p, i64 %i
  %b = getelementptr nuw i16, ptr %p, i64 %i
  %c = getelementptr nusw nuw i16, ptr %p, i64 %i
  %d = getelementptr inbounds nuw i16, ptr %p, i64 %i
  %e = getelementptr inbounds i16, ptr %p, i64 %i
  %f = getelementptr i16, ptr %p, i64 %i
  ret void
}

define void @memory_kinds() {
  call void @opaque_fn() memory(readwrite)
  call void @opaque_fn() memory(argmem: read)
  ret void
}
