// jrun --no-implicit-module (mlir-runner's flag): the file's single top-level op is the program as
// written, so it must be a symbol table; a module at the top runs as usual, a lone function does not,
// and two top-level ops are a parse error at the buffer's start.
// RUN: jrun --no-implicit-module %S/Inputs/explicit-module.mlir -e seven --entry-point-result=i64 | jfilecheck %s --check-prefix=MODULE
// RUN: jrun --no-implicit-module=false %s -e seven --entry-point-result=i64 | jfilecheck %s --check-prefix=MODULE
// RUN: jrun %s -e seven --entry-point-result=i64 | jfilecheck %s --check-prefix=MODULE
// RUN: not jrun --no-implicit-module %S/Inputs/lone-function.mlir 2>&1 | jfilecheck %s --check-prefix=LONE
// RUN: not jrun --no-implicit-module %s 2>&1 | jfilecheck %s --check-prefix=TWO
// RUN: not jrun --no-implicit-module=maybe %s 2>&1 | jfilecheck %s --check-prefix=BADVALUE

// MODULE: 7
// LONE: Error: top-level op must be a symbol table.
// LONE-NEXT: could not parse the input IR
// TWO: no-implicit-module.mlir:0:0: error: source must contain a single top-level operation, found: 2
// TWO: could not parse the input IR
// BADVALUE: jrun: for the --no-implicit-module option: 'maybe' is invalid value for boolean argument! Try 0 or 1

llvm.func @seven() -> i64 {
  %0 = llvm.mlir.constant(7 : i64) : i64
  llvm.return %0 : i64
}
llvm.func @unused()
