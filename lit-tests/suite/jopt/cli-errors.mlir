// Command-line errors are reported in LLVM's words (checked against mlir-opt 22), exit 1.
// RUN: not jopt -canonicalise %s 2>&1 | jfilecheck %s --check-prefix=TYPO
// RUN: not jopt %s -o 2>&1 | jfilecheck %s --check-prefix=NOVALUE
// RUN: not jopt --mlir-timing=maybe %s 2>&1 | jfilecheck %s --check-prefix=BOOL
// RUN: not jopt --mlir-elide-elementsattrs-if-larger=x %s 2>&1 | jfilecheck %s --check-prefix=UINT
// RUN: not jopt %s %s 2>&1 | jfilecheck %s --check-prefix=POSITIONAL
// RUN: not jopt --verify-diagnostics=sometimes %s 2>&1 | jfilecheck %s --check-prefix=ENUM
// A flag takes an explicit boolean, and -split-input-file does not swallow the file name after it.
// RUN: jopt --mlir-print-op-generic=0 -split-input-file %s | jfilecheck %s
// RUN: jopt --help | jfilecheck %s --check-prefix=HELP

// TYPO: jopt: Unknown command line argument '-canonicalise'.  Try: 'jopt --help'
// TYPO-NEXT: jopt: Did you mean '--canonicalize'?
// NOVALUE: jopt: for the -o option: requires a value!
// BOOL: jopt: for the --mlir-timing option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// UINT: jopt: for the --mlir-elide-elementsattrs-if-larger option: 'x' value invalid for uint argument!
// POSITIONAL: jopt: Too many positional arguments specified!
// POSITIONAL-NEXT: Can specify at most 1 positional arguments: See: jopt --help
// ENUM: jopt: for the --verify-diagnostics option: Cannot find option named 'sometimes'!
// HELP: USAGE: jopt [options] <input file>
// HELP: --split-input-file[=<marker>]
// HELP: Compiler passes to run
// HELP: --loop-invariant-code-motion

// CHECK: func.func @f() {
func.func @f() {
  return
}
