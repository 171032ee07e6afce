; Inputs for import-more.test: initialisers, block order, switch, vector and atomic instructions.
@ints = global [3 x i32] [i32 4, i32 5, i32 6]
@grid = global [2 x [2 x float]] [[2 x float] [float 1.0, float 2.0], [2 x float] [float 3.0, float 4.0]]
@columns = global [2 x <2 x i16>] [<2 x i16> <i16 1, i16 2>, <2 x i16> <i16 3, i16 4>]
@zeros = global [2 x [3 x i8]] zeroinitializer
@pair = global { i32, float } zeroinitializer
@half = global half 1.5
@wide = global i128 36893488147419103232
@hidden = hidden global i32 1
@named = unnamed_addr global i32 2, section ".mine"
@slot = thread_local addrspace(3) global i32 0
@nested = global { i32, { i8, ptr } } { i32 1, { i8, ptr } { i8 2, ptr @hidden } }
@offset = global ptr getelementptr (i8, ptr @hidden, i64 4)
@address = global i64 ptrtoint (ptr @hidden to i64)

declare i32 @printf(ptr, ...)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define i32 @pick(i32 %x, ptr %p) {
entry:
  switch i32 %x, label %other [
    i32 1, label %one
    i32 7, label %seven
  ]
one:
  %a = add i32 %x, 11
  br label %done
seven:
  %b = mul i32 %x, 22
  br label %done
other:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  br label %done
done:
  %r = phi i32 [ %a, %one ], [ %b, %seven ], [ 0, %other ]
  %s = call i32 (ptr, ...) @printf(ptr %p, i32 %r)
  ret i32 %r
}

define <4 x float> @lanes(<4 x float> %v, float %s, i32 %i) {
  %e = extractelement <4 x float> %v, i32 %i
  %n = insertelement <4 x float> %v, float %e, i32 0
  %sh = shufflevector <4 x float> %v, <4 x float> %n, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  ret <4 x float> %sh
}

define i32 @atomics(ptr %p, i32 %v) {
  %a = atomicrmw volatile add ptr %p, i32 %v syncscope("singlethread") seq_cst, align 4
  %c = cmpxchg weak ptr %p, i32 %v, i32 0 acq_rel monotonic, align 4
  fence release
  %l = load atomic i32, ptr %p acquire, align 4
  store volatile i32 %l, ptr %p, align 4
  %o = or disjoint i32 %a, 1
  %z = zext nneg i32 %o to i64
  ret i32 %o
}
