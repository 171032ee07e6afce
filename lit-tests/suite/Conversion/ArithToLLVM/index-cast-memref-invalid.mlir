// index_castui between memrefs of different element widths: as in MLIR 22 the lowering extends
// the descriptor struct itself, and the llvm verifier rejects the result.
// RUN: not jopt %s -convert-arith-to-llvm 2>&1 | jfilecheck %s

func.func @wider(%m: memref<2xi16>) -> memref<2xindex> {
  %0 = arith.index_castui %m : memref<2xi16> to memref<2xindex>
  return %0 : memref<2xindex>
}
// CHECK: error: 'llvm.zext' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got '!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>'
// CHECK: note: see current operation: %1 = "llvm.zext"(%0)
