// --mlir-print-ir-tree-dir: each IR dump goes to its own file, one directory per op on the path from
// the top (op name with '_' for '.', then the symbol), the file named by per-op dump counters and the
// pass argument, as mlir-opt 22 lays it out. -p is --pass-pipeline.
// RUN: rm -rf %t
// RUN: jopt %s --mlir-print-ir-tree-dir=%t --mlir-print-ir-after-all --mlir-print-ir-before=cse -p 'builtin.module(func.func(canonicalize,cse),symbol-dce)' > /dev/null
// RUN: jfilecheck %s --check-prefix=CANON --input-file=%t/builtin_module_no-symbol-name/func_func_f/0_0_canonicalize.mlir
// RUN: jfilecheck %s --check-prefix=BEFORE --input-file=%t/builtin_module_no-symbol-name/func_func_f/0_1_cse.mlir
// RUN: jfilecheck %s --check-prefix=AFTER --input-file=%t/builtin_module_no-symbol-name/func_func_g/0_2_cse.mlir
// RUN: jfilecheck %s --check-prefix=DCE --input-file=%t/builtin_module_no-symbol-name/1_symbol-dce.mlir

// CANON:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CANON-NEXT: func.func @f(%arg0: i32) -> i32 {
// CANON-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CANON-NEXT:   return %0 : i32

// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @f

// AFTER: // -----// IR Dump After CSE (cse) //----- //
// AFTER-NEXT: func.func @g

// DCE:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// DCE-NEXT: module {

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %c0 = arith.constant 0 : i32
  %1 = arith.addi %0, %c0 : i32
  return %1 : i32
}
func.func @g() { return }
