; Inputs for import-invoke.test: invoke, landingpad, resume, a personality.
declare i32 @personality(...)
declare i32 @may_throw(i32)
@type_info = external constant ptr

define i32 @guarded(i32 %x) personality ptr @personality {
entry:
  %r = invoke i32 @may_throw(i32 %x) to label %done unwind label %pad
done:
  %v = phi i32 [ %r, %entry ], [ 5, %again ]
  ret i32 %v
again:
  %s = invoke i32 @may_throw(i32 9) to label %done unwind label %last
pad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr @type_info
  br label %again
last:
  %lp2 = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp2
}
