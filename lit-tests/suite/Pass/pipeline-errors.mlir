// Pipeline errors are reported as mlir-opt 22 reports them, with exit code 1 and no output.
// RUN: not jopt %s --pass-pipeline='func.func(cse)' 2>&1 | jfilecheck %s --check-prefix=ANCHOR
// RUN: cat %s | not jopt --pass-pipeline='func.func(cse)' 2>&1 | jfilecheck %s --check-prefix=STDIN
// RUN: not jopt %s --pass-pipeline='cse' 2>&1 | jfilecheck %s --check-prefix=WRAP
// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(foo))' 2>&1 | jfilecheck %s --check-prefix=UNKNOWN
// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(cse)' 2>&1 | jfilecheck %s --check-prefix=UNBALANCED
// RUN: not jopt %s --pass-pipeline='builtin.module(cse))' 2>&1 | jfilecheck %s --check-prefix=EXTRA
// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(cse)cse)' 2>&1 | jfilecheck %s --check-prefix=COMMA
// RUN: not jopt %s --pass-pipeline='builtin.module(cse{)' 2>&1 | jfilecheck %s --check-prefix=BRACE
// RUN: not jopt %s --pass-pipeline='builtin.module(cse,,cse)' 2>&1 | jfilecheck %s --check-prefix=EMPTY
// RUN: not jopt %s --pass-pipeline='builtin.module(cse)' -canonicalize 2>&1 | jfilecheck %s --check-prefix=BOTH
// RUN: not jopt %s --pass-pipeline='func.func(cse)' -o %t.out 2>&1 | jfilecheck %s --check-prefix=ANCHOR
// RUN: not test -e %t.out

// ANCHOR: pipeline-errors.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op
// ANCHOR-NOT: func.func
// STDIN: <stdin>:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op
// WRAP: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// UNKNOWN:      <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'foo' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: {{^}}func.func(foo)
// UNKNOWN-NEXT: {{^}}          ^
// UNBALANCED:      MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline
// UNBALANCED-NEXT: {{^}}func.func(cse
// UNBALANCED-NEXT: {{^}}          ^
// EXTRA:      MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// EXTRA-NEXT: {{^}}cse)
// EXTRA-NEXT: {{^}}   ^
// COMMA:      MLIR Textual PassPipeline Parser:1:15: error: expected ',' after parsing pipeline
// BRACE:      MLIR Textual PassPipeline Parser:1:4: error: missing closing '}' while processing pass options
// EMPTY:      MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline
// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options

func.func @f() {
  return
}
