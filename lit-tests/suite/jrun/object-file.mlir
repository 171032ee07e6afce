// --dump-object-file writes the object file the JIT generated (ELF), to --object-filename or <input>.o.
// RUN: rm -f %t.o
// RUN: jrun %s -e main --entry-point-result=i32 --dump-object-file --object-filename=%t.o | jfilecheck %s
// RUN: head -c 4 %t.o | jfilecheck %s --check-prefix=ELF
// RUN: cp %s %t.mlir
// RUN: jrun %t.mlir -e main --entry-point-result=i32 -O3 --dump-object-file
// RUN: head -c 4 %t.mlir.o | jfilecheck %s --check-prefix=ELF

// CHECK: 7
// ELF: ELF
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(7 : i32) : i32
  llvm.return %0 : i32
}
