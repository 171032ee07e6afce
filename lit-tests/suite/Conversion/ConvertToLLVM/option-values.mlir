// The convert-X-to-llvm passes check their option values when the pipeline is parsed, with LLVM's
// command-line wording, instead of failing inside the pass: an unsigned index width, booleans.
// RUN: not jopt %s -convert-func-to-llvm=index-bitwidth=abc 2>&1 | jfilecheck %s --check-prefix=UINT
// RUN: not jopt %s -convert-arith-to-llvm=index-bitwidth=-8 2>&1 | jfilecheck %s --check-prefix=NEG
// RUN: not jopt %s -convert-to-llvm=dynamic=maybe 2>&1 | jfilecheck %s --check-prefix=BOOL
// RUN: not jopt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=yes 2>&1 | jfilecheck %s --check-prefix=BARE
// RUN: jopt %s -convert-cf-to-llvm=index-bitwidth=16 | jfilecheck %s --check-prefix=OK

// UINT: for the --index-bitwidth option: 'abc' value invalid for uint argument!
// UINT-NOT: internal error
// NEG: for the --index-bitwidth option: '-8' value invalid for uint argument!
// BOOL: for the --dynamic option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// BARE: for the --use-bare-ptr-memref-call-conv option: 'yes' is invalid value for boolean argument! Try 0 or 1
// OK: llvm.br ^bb1(%{{.*}} : i16)
func.func @f(%a: index) -> index {
  cf.br ^bb1(%a : index)
^bb1(%x: index):
  return %x : index
}
