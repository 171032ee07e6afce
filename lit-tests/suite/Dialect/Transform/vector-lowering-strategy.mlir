// A vector lowering pattern's strategy is a keyword or a string naming one of its cases (both forms
// as mlir-opt 22 takes them, printed as a keyword, the default left out), with MLIR 22's case names
// (llvmintr for the LLVM matrix intrinsics); a string naming no case and a keyword that is no case
// (flat_transpose and matmulintrinsics are older names) are refused with upstream's two messages.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

// CHECK-LABEL: @__transform_main
// CHECK: transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_16x16
// CHECK-NEXT: transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d
// CHECK-NEXT: transform.apply_patterns.vector.lower_transpose lowering_strategy = llvmintr
// CHECK-NEXT: transform.apply_patterns.vector.lower_contraction{{$}}
// CHECK-NEXT: transform.apply_patterns.vector.lower_contraction lowering_strategy = llvmintr
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root : !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.op<"func.func">
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "shuffle_16x16"
      transform.apply_patterns.vector.lower_transpose lowering_strategy = shuffle_1d
      transform.apply_patterns.vector.lower_transpose lowering_strategy = "llvmintr"
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_contraction lowering_strategy = llvmintr
    } : !transform.op<"func.func">
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root : !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.op<"func.func">
    transform.apply_patterns to %f {
      // expected-error @below {{invalid lowering_strategy attribute specification: "matmulintrinsics"}}
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "matmulintrinsics"
    } : !transform.op<"func.func">
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root : !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.op<"func.func">
    transform.apply_patterns to %f {
      // expected-error @below {{expected string or keyword containing one of the following enum values for attribute 'lowering_strategy' [eltwise, llvmintr, shuffle_1d, shuffle_16x16]}}
      transform.apply_patterns.vector.lower_transpose lowering_strategy = flat_transpose
    } : !transform.op<"func.func">
    transform.yield
  }
}
