// Blocks not reachable from the entry are not converted (as MLIR's driver skips them); branch
// weights carry over.
// RUN: jopt %s -convert-cf-to-llvm | jfilecheck %s

func.func @dead_loop(%x: index) -> index {
  return %x : index
^spin(%y: index):
  cf.br ^spin(%y : index)
}
func.func @weighted(%c: i1, %a: index) -> index {
  cf.cond_br %c weights([3, 97]), ^yes(%a : index), ^no
^yes(%v: index):
  return %v : index
^no:
  return %a : index
}

// CHECK-LABEL: func.func @dead_loop(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: ^bb1(%0: index):  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb1(%0 : index)
// CHECK-LABEL: func.func @weighted(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: llvm.cond_br %arg0 weights([3, 97]), ^bb1(%0 : i64), ^bb2
// CHECK-NEXT: ^bb1(%1: i64):  // pred: ^bb0
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: return %2 : index
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : index
