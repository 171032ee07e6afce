// -O0..-O3 are boolean flags as in mlir-runner: repeated or mixed they are no error (the lowest level
// set wins), and =false unsets one. An object file that cannot be written (--dump-object-file) is
// reported with the system's reason and the program still runs.
// RUN: jrun %s -e main --entry-point-result=i32 -O3 -O3 -O1 | jfilecheck %s
// RUN: jrun %s -e main --entry-point-result=i32 -O0=false --O2 | jfilecheck %s
// RUN: not jrun %s -e main --entry-point-result=i32 -O2=maybe 2>&1 | jfilecheck %s --check-prefix=BADBOOL
// RUN: rm -rf %t.missing
// RUN: jrun %s -e main --entry-point-result=i32 --dump-object-file --object-filename=%t.missing/out.o 2>%t.err | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=OBJ < %t.err

// CHECK: 42
// BADBOOL: for the --O2 option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// OBJ: cannot open output file '{{.*}}.missing/out.o': No such file or directory

llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
