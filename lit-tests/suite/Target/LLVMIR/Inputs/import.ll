; LLVM IR read back into the llvm dialect by jtranslate --import-llvm (import.test).
@limit = internal constant i64 10
@name = private constant [4 x i8] c"abc\00"

declare i32 @puts(ptr)

define i64 @count(ptr %p) {
entry:
  %n = load i64, ptr @limit, align 8
  br label %head

head:
  %i = phi i64 [ 0, %entry ], [ %next, %body ]
  %acc = phi double [ 0.0, %entry ], [ %sum, %body ]
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %exit

body:
  %q = getelementptr inbounds double, ptr %p, i64 %i
  %v = load double, ptr %q, align 8
  %sum = fadd nnan double %acc, %v
  %next = add nuw i64 %i, 1
  br label %head

exit:
  %r = call i32 @puts(ptr @name)
  %w = sext i32 %r to i64
  %m = call i64 @llvm.smax.i64(i64 %w, i64 %i)
  %h = lshr exact i64 %m, 1
  ret i64 %h
}

declare i64 @llvm.smax.i64(i64, i64)
