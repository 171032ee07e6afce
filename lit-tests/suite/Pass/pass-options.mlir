// Bad pass options: LLVM's command-line line, then the diagnostic, as mlir-opt 22.
// RUN: not jopt %s -canonicalize='foo=1' 2>&1 | jfilecheck %s --check-prefix=NOSUCH
// RUN: not jopt %s -cse=foo=1 2>&1 | jfilecheck %s --check-prefix=NOSUCH
// RUN: not jopt %s -canonicalize='max-iterations=x' 2>&1 | jfilecheck %s --check-prefix=LONG
// RUN: not jopt %s -canonicalize='top-down=maybe' 2>&1 | jfilecheck %s --check-prefix=BOOL
// RUN: not jopt %s -canonicalize='region-simplify=bad' 2>&1 | jfilecheck %s --check-prefix=ENUM
// RUN: not jopt %s --pass-pipeline='builtin.module(canonicalize{foo=1})' 2>&1 | jfilecheck %s --check-prefix=OPTNOSUCH
// RUN: not jopt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=3, top-down=false})' 2>&1 | jfilecheck %s --check-prefix=OPTLONG

// NOSUCH:      <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// NOSUCH-EMPTY:
// LONG:      jopt: for the --max-iterations option: 'x' value invalid for long argument!
// LONG-NEXT: <unknown>:0: error: {{$}}
// BOOL:      jopt: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// BOOL-NEXT: <unknown>:0: error: {{$}}
// ENUM:      jopt: for the --region-simplify option: Cannot find option named 'bad'!
// ENUM-NEXT: <unknown>:0: error: {{$}}
// OPTNOSUCH:      <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// OPTNOSUCH-EMPTY:
// OPTNOSUCH-NEXT: failed to add `canonicalize` with options `foo=1`
// OPTLONG:      jopt: for the --max-iterations option: '3,' value invalid for long argument!
// OPTLONG-NEXT: <unknown>:0: error: {{$}}
// OPTLONG-NEXT: failed to add `canonicalize` with options `max-iterations=3, top-down=false`

func.func @f() {
  return
}
