// ub.unreachable becomes llvm.unreachable, through the pass and through convert-to-llvm's ub
// interface alike (MLIR 22's UBToLLVM); ub.poison of a type with no llvm form stays.
// RUN: jopt %s -convert-ub-to-llvm | jfilecheck %s
// RUN: jopt %s -convert-to-llvm | jfilecheck %s --check-prefix=ALL

// CHECK-LABEL: func.func @dead_end
// ALL-LABEL: llvm.func @dead_end
func.func @dead_end(%c: i1) -> i32 {
  // CHECK: ub.poison : tensor<2xf32>
  // ALL: ub.poison : tensor<2xf32>
  %p = ub.poison : tensor<2xf32>
  // CHECK: %[[Q:.*]] = llvm.mlir.poison : i32
  %q = ub.poison : i32
  cf.cond_br %c, ^never, ^out
^never:
  // CHECK: ^bb1:
  // CHECK-NEXT: llvm.unreachable
  // ALL: ^bb1:
  // ALL-NEXT: llvm.unreachable
  ub.unreachable
^out:
  // CHECK: return %[[Q]]
  return %q : i32
}
