// convert-vector-to-llvm's enum options are checked when the pipeline is built, as MLIR 22's option
// parser does: a value outside vector-contract-lowering's (dot, llvmintr, outerproduct, parallelarith)
// or vector-transpose-lowering's (eltwise, llvmintr, shuffle1d, shuffle16x16) is an error before any
// pass runs, and --dump-pass-pipeline prints nothing. enable-x86vector is the option's name.
// RUN: not jopt %s --convert-vector-to-llvm='vector-contract-lowering=matmul' --dump-pass-pipeline 2>&1 | jfilecheck %s --check-prefix=CONTRACT
// RUN: not jopt %s -pass-pipeline='builtin.module(convert-vector-to-llvm{vector-transpose-lowering=flat})' 2>&1 | jfilecheck %s --check-prefix=TRANSPOSE
// RUN: jopt %s --convert-vector-to-llvm='enable-x86vector=true vector-transpose-lowering=shuffle1d' --dump-pass-pipeline 2>&1 | jfilecheck %s --check-prefix=OK

// CONTRACT: jopt: for the --vector-contract-lowering option: Cannot find option named 'matmul'!
// CONTRACT-NOT: Pass Manager

// TRANSPOSE: jopt: for the --vector-transpose-lowering option: Cannot find option named 'flat'!
// TRANSPOSE-NEXT: <unknown>:0: error:
// TRANSPOSE-NEXT: failed to add `convert-vector-to-llvm` with options `vector-transpose-lowering=flat`

// OK: convert-vector-to-llvm{{{.*}} enable-x86vector=true {{.*}} vector-transpose-lowering=shuffle1d}
func.func @f() {
  return
}
