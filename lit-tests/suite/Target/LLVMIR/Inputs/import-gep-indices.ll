; GEP indices for jtranslate --import-llvm: struct field indices against array, pointer and vector ones.
%s = type { i64, [4 x i32] }
define ptr @f(ptr %p, i64 %n) {
  %a = getelementptr inbounds %s, ptr %p, i64 0, i32 1, i64 2
  %b = getelementptr inbounds %s, ptr %a, i32 3, i32 0
  %c = getelementptr i8, ptr %b, i64 %n
  %d = getelementptr [4 x i32], ptr %c, i64 1, i8 2
  ret ptr %d
}
