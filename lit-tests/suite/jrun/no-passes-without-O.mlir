// Without -O, jrun runs no LLVM passes before code generation, as mlir-runner: an alwaysinline
// function stays a call. -O0 runs LLVM's O0 pipeline, whose inliner inlines it, so the two object
// files differ; both print the same result.
// RUN: jrun %s -e main --entry-point-result=i64 --dump-object-file --object-filename=%t.none.o | jfilecheck %s
// RUN: jrun %s -e main --entry-point-result=i64 -O0 --dump-object-file --object-filename=%t.o0.o | jfilecheck %s
// RUN: jrun %s -e main --entry-point-result=i64 --dump-object-file --object-filename=%t.again.o
// RUN: diff %t.none.o %t.again.o
// RUN: not diff %t.none.o %t.o0.o

// CHECK: 42
llvm.func @triple(%x: i64) -> i64 attributes {always_inline} {
  %c = llvm.mlir.constant(3 : i64) : i64
  %r = llvm.mul %x, %c : i64
  llvm.return %r : i64
}
llvm.func @main() -> i64 {
  %c = llvm.mlir.constant(14 : i64) : i64
  %r = llvm.call @triple(%c) : (i64) -> i64
  llvm.return %r : i64
}
