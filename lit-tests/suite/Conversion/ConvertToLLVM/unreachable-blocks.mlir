// A block no branch reaches from the entry keeps its ops and argument types when the function around
// it is lowered in the same conversion (convert-to-llvm with func and cf), as mlir-opt 22's driver,
// which never visits such blocks: only the reachable ones are lowered.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s
// RUN: jopt %s -convert-to-llvm=filter-dialects=cf,func | jfilecheck %s

// CHECK-LABEL: llvm.func @dead_loop(%arg0: i64) -> i64
// CHECK-NEXT:    llvm.br ^bb1(%arg0 : i64)
// CHECK-NEXT:  ^bb1(%0: i64):
// CHECK-NEXT:    llvm.return %0 : i64
// CHECK-NEXT:  ^bb2(%1: index):
// CHECK-NEXT:    cf.br ^bb2(%1 : index)
func.func @dead_loop(%n: index) -> index {
  cf.br ^live(%n : index)
^live(%v: index):
  return %v : index
^dead(%d: index):
  cf.br ^dead(%d : index)
}
