// A pass in a nested pipeline that cannot be added (a bad option name or value) is reported as mlir-opt
// 22 reports it: the option error, then one "failed to add" line for the pass and one more for each
// pipeline around it, innermost first. An unknown pass name stays a located parse error, without them.
// RUN: not jopt %s --pass-pipeline='builtin.module(gpu.module(func.func(convert-to-llvm{no-such-option=true})))' 2>&1 | jfilecheck %s --check-prefix=NAME
// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=x}), cse)' 2>&1 | jfilecheck %s --check-prefix=VALUE
// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(no-such-pass))' 2>&1 | jfilecheck %s --check-prefix=UNKNOWN

// NAME: <unknown>:0: error: <Pass-Options-Parser>: no such option no-such-option
// NAME-EMPTY:
// NAME-NEXT: failed to add `convert-to-llvm` with options `no-such-option=true`
// NAME-NEXT: failed to add `func.func` with options `` to inner pipeline
// NAME-NEXT: failed to add `gpu.module` with options `` to inner pipeline

// VALUE: jopt: for the --max-iterations option: 'x' value invalid for long argument!
// VALUE-NEXT: <unknown>:0: error:
// VALUE-NEXT: failed to add `canonicalize` with options `max-iterations=x`
// VALUE-NEXT: failed to add `func.func` with options `` to inner pipeline
// VALUE-NOT: failed to add

// UNKNOWN: error: MLIR Textual PassPipeline Parser:1:11: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NOT: failed to add
func.func @f() {
  return
}
