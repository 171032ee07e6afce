// IR dumps on stderr, headed and spaced as mlir-opt 22's.
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' -mlir-print-ir-before=cse -mlir-print-ir-after=symbol-dce 2>&1 >/dev/null | jfilecheck %s --check-prefix=BEFORE
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize),symbol-dce)' -mlir-print-ir-after-all -mlir-print-ir-after-change 2>&1 >/dev/null | jfilecheck %s --check-prefix=CHANGE
// RUN: jopt %s -cse -mlir-print-ir-after-change 2>&1 >/dev/null | count 0
// RUN: jopt %s --pass-pipeline='builtin.module(func.func(cse))' -mlir-print-ir-before-all -mlir-print-ir-module-scope -mlir-disable-threading 2>&1 >/dev/null | jfilecheck %s --check-prefix=SCOPE
// RUN: not jopt %s -cse -mlir-print-ir-module-scope 2>&1 | jfilecheck %s --check-prefix=THREADS
// RUN: not jopt %s -cse -mlir-print-ir-before=foo 2>&1 | jfilecheck %s --check-prefix=UNKNOWN
// RUN: jopt %s -cse -symbol-dce -mlir-print-ir-after=cse,symbol-dce 2>&1 >/dev/null | jfilecheck %s --check-prefix=LIST

// BEFORE:      // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// BEFORE-NEXT:   %1 = arith.addi %arg0, %arg0 : i32
// BEFORE-NEXT:   %2 = arith.muli %0, %1 : i32
// BEFORE-NEXT:   return %2 : i32
// BEFORE-NEXT: }
// BEFORE-EMPTY:
// BEFORE-NEXT: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @g(%arg0: i32) -> i32 {
// BEFORE-NEXT:   return %arg0 : i32
// BEFORE-NEXT: }
// BEFORE-EMPTY:
// BEFORE-NEXT: // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// BEFORE-NEXT: module {
// BEFORE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// BEFORE-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// BEFORE-NEXT:     %1 = arith.muli %0, %0 : i32
// BEFORE-NEXT:     return %1 : i32
// BEFORE-NEXT:   }
// BEFORE-NEXT:   func.func @g(%arg0: i32) -> i32 {
// BEFORE-NEXT:     return %arg0 : i32
// BEFORE-NEXT:   }
// BEFORE-NEXT: }
// BEFORE-EMPTY:
// BEFORE-EMPTY:
// BEFORE-NOT: {{.}}

// Only cse on @f changes anything.
// CHANGE:      // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHANGE-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHANGE-NEXT:   %1 = arith.muli %0, %0 : i32
// CHANGE-NEXT:   return %1 : i32
// CHANGE-NEXT: }
// CHANGE-EMPTY:
// CHANGE-NOT: IR Dump

// SCOPE:      // -----// IR Dump Before CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump Before CSE (cse) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: i32) -> i32 {
// SCOPE-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// SCOPE-NEXT:     %1 = arith.muli %0, %0 : i32

// THREADS: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
// UNKNOWN: jopt: for the --mlir-print-ir-before option: Cannot find option named 'foo'!
// LIST: IR Dump After CSE (cse)
// LIST: IR Dump After SymbolDCE (symbol-dce)

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}
func.func @g(%a: i32) -> i32 {
  return %a : i32
}
