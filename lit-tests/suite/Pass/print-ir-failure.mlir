// A failing pass: with threads, each function's diagnostics are held and reported after the nested
// pipeline in function order (so the dumps come first), as mlir-opt 22; without threads, in turn.
// Every function runs even when one fails.
// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' -mlir-print-ir-after-failure 2>&1 | jfilecheck %s --check-prefix=THREADS
// RUN: not jopt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' -mlir-print-ir-after-failure -mlir-disable-threading 2>&1 | jfilecheck %s --check-prefix=SERIAL

// THREADS:      // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// THREADS-NEXT: func.func @f() {
// THREADS:      // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// THREADS-NEXT: func.func @g() {
// THREADS:      print-ir-failure.mlir:20:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// THREADS:      print-ir-failure.mlir:23:1: error: 'func.func' op  was scheduled to run under SymbolDCE

// SERIAL:      print-ir-failure.mlir:20:1: error: 'func.func' op  was scheduled to run under SymbolDCE
// SERIAL:      // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// SERIAL-NEXT: func.func @f() {
// SERIAL:      print-ir-failure.mlir:23:1: error: 'func.func' op  was scheduled to run under SymbolDCE
// SERIAL:      // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// SERIAL-NEXT: func.func @g() {
func.func @f() {
  return
}
func.func @g() {
  return
}
