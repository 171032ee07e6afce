// addui_extended on index: as in MLIR 22 the overflow intrinsic's struct keeps the sum's type as
// written (index). The intrinsic's result only has to be an llvm-compatible type at its outermost
// level (a struct is, whatever its fields), so the verifier rejects the extractvalue that takes the
// index field out, not the intrinsic (on integers the struct holds the integer type:
// extended-ops.mlir).
// RUN: not jopt %s -convert-arith-to-llvm 2>&1 | jfilecheck %s
// RUN: not jopt %s -convert-arith-to-llvm=index-bitwidth=32 2>&1 | jfilecheck %s --check-prefix=I32

func.func @on_index(%a: index, %b: index) -> (index, i1) {
  %s, %o = arith.addui_extended %a, %b : index, i1
  return %s, %o : index, i1
}
// CHECK: addui-extended-index.mlir:10:12: error: 'llvm.extractvalue' op result #0 must be LLVM dialect-compatible type, but got 'index'
// CHECK-NEXT: %s, %o = arith.addui_extended
// CHECK: note: see current operation: %3 = "llvm.extractvalue"(%2) <{position = array<i64: 0>}> : (!llvm.struct<(index, i1)>) -> index
// CHECK-NOT: error:
// I32: error: 'llvm.extractvalue' op result #0 must be LLVM dialect-compatible type, but got 'index'
// I32-NOT: uadd
