// In a graph region a value may be used before its definition: x = 0 + x folds to the op's own
// result, which is no fold at all; the conversion lowers the op instead of dropping it (mlir-opt 22
// loops forever here; later MLIR lowers it the same way).
// RUN: jopt %s --convert-arith-to-llvm | jfilecheck %s

"builtin.module"() ({
  %0 = "arith.addi"(%1, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
  %1 = "arith.constant"() <{value = 0 : index}> : () -> index
}) : () -> ()

// CHECK-LABEL: module {
// CHECK-NEXT: %0 = llvm.add %0, %1 : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: }
