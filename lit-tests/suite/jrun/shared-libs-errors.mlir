// A --shared-libs entry that cannot be used does not stop the run, as in mlir-runner: a path that is
// no readable file is reported with its absolute path and the system's reason, a file the dynamic
// loader refuses (here this test's own text, no ELF object) with the loader's message; the program
// still runs with the other libraries.
// RUN: mkdir -p %t.dir
// RUN: jrun %s -e main --entry-point-result=i32 --shared-libs=%t.dir/no-such-lib.so,libmlir_c_runner_utils.so 2>%t.err | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=MISSING < %t.err
// RUN: jrun %s -e main --entry-point-result=i32 --shared-libs=%t.dir 2>%t.err2 | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=DIR < %t.err2
// RUN: jrun %s -e main --entry-point-result=i32 --shared-libs=%s 2>%t.err3 | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=NOTELF < %t.err3

// CHECK: 42

// MISSING: Failed to create MemoryBuffer for: /{{.*}}.dir/no-such-lib.so
// MISSING-NEXT: Error: No such file or directory
// MISSING-NOT: warning

// DIR: Failed to create MemoryBuffer for: /{{.*}}.dir
// DIR-NEXT: Error: Is a directory

// NOTELF: Could not load /{{.*}}shared-libs-errors.mlir:
// NOTELF-NEXT: {{^  }}/{{.*}}shared-libs-errors.mlir: invalid ELF header

llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
