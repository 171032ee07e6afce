// --mlir-timing: mlir-opt's report on stderr (the times vary, the shape does not).
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' -mlir-timing 2>&1 >/dev/null | jfilecheck %s --check-prefix=TREE
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' -mlir-timing -mlir-timing-display=list -mlir-disable-threading 2>&1 >/dev/null | jfilecheck %s --check-prefix=LIST
// RUN: not jopt %s -mlir-timing-display=flat 2>&1 | jfilecheck %s --check-prefix=BAD

// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT:                          ... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT:   ----User Time----  ----Wall Time----  ----Name----
// TREE-NEXT:  {{ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9.]+%\) +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9.]+%\)}}  Parser
// TREE-NEXT:  {{.*%\)}}  'func.func' Pipeline
// TREE-NEXT:  {{.*%\)}}    CSE
// TREE-NEXT:  {{.*%\)}}    Canonicalizer
// Rewrite passes list their patterns: time, and how often each applied of how often it was tried.
// TREE-NEXT:  {{.*%\)}}      (P) {{[A-Za-z]+}} [applied {{[0-9]+}} of {{[0-9]+}}]
// TREE:       {{.*%\)}}  SymbolDCE
// TREE-NEXT:  {{.*%\)}}  Output
// TREE-NEXT:  {{.*%\)}}  Rest
// TREE-NEXT:  {{.*\(100\.0%\)}}  Total

// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)}}  root
// LIST-DAG:  Pipeline Collection : ['func.func']
// LIST-DAG:  %)  'func.func' Pipeline
// LIST-DAG:  %)  CSE
// LIST-DAG:  %)  Canonicalizer
// LIST-DAG:  %)  SymbolDCE
// LIST-DAG:  %)  Parser
// LIST-DAG:  %)  Output
// LIST:      %)  Rest
// LIST-NEXT: %)  Total

// BAD: jopt: for the --mlir-timing-display option: Cannot find option named 'flat'!

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}
