// The transform ops' custom forms print back as they parse, and the printed form parses again.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK-LABEL: module attributes {transform.with_named_sequence}
module attributes {transform.with_named_sequence} {
  // CHECK: transform.named_sequence @__transform_main(%[[ROOT:.*]]: !transform.any_op {transform.readonly}) {
  // GENERIC: "transform.named_sequence"() <{arg_attrs = [{transform.readonly}], function_type = (!transform.any_op) -> (), sym_name = "__transform_main"}>
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // CHECK: %[[F:.*]] = transform.structured.match ops{["func.func"]} in %[[ROOT]] : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // CHECK: transform.structured.match interface{LinalgOp} in %[[F]]
    %l = transform.structured.match interface{LinalgOp} in %f : (!transform.any_op) -> !transform.any_op
    // CHECK: %[[P:.*]] = transform.get_parent_op %[[F]] {deduplicate, nth_parent = 2 : i64} : (!transform.any_op) -> !transform.any_op
    %p = transform.get_parent_op %f {deduplicate, nth_parent = 2} : (!transform.any_op) -> !transform.any_op
    // CHECK: transform.merge_handles deduplicate %[[F]], %[[P]] : !transform.any_op
    %m = transform.merge_handles deduplicate %f, %p : !transform.any_op
    // CHECK: %{{.*}}:2 = transform.split_handle %[[F]] {overflow_result = 1 : i64} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %a, %b = transform.split_handle %f {overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // CHECK: transform.cast %[[F]] : !transform.any_op to !transform.op<"func.func">
    %c = transform.cast %f : !transform.any_op to !transform.op<"func.func">
    // CHECK: %[[N:.*]] = transform.num_associations %[[F]] : (!transform.any_op) -> !transform.param<i64>
    %n = transform.num_associations %f : (!transform.any_op) -> !transform.param<i64>
    // CHECK: transform.debug.emit_param_as_remark %[[N]], "count" at %[[F]] : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %n, "count" at %f : !transform.param<i64>, !transform.any_op
    // CHECK: transform.annotate %[[F]] "tag" = %[[N]] : !transform.any_op, !transform.param<i64>
    transform.annotate %f "tag" = %n : !transform.any_op, !transform.param<i64>
    // CHECK: transform.print %[[F]] {name = "x"} : !transform.any_op
    transform.print %f {name = "x"} : !transform.any_op
    // CHECK: transform.sequence %[[F]] : !transform.any_op -> !transform.any_op failures(suppress) {
    // CHECK-NEXT: ^bb0(%[[A:.*]]: !transform.any_op):
    // CHECK-NEXT:   yield %[[A]] : !transform.any_op
    // GENERIC: "transform.sequence"(%{{.*}}) <{failure_propagation_mode = 2 : i32, operandSegmentSizes = array<i32: 1, 0>}>
    %s = transform.sequence %f : !transform.any_op -> !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      transform.yield %arg0 : !transform.any_op
    }
    // CHECK: foreach %[[F]] : !transform.any_op {
    // CHECK-NEXT: ^bb0(%{{.*}}: !transform.any_op):
    // CHECK-NEXT: }
    transform.foreach %f : !transform.any_op {
    ^bb0(%arg0: !transform.any_op):
    }
    // CHECK: transform.include @helper failures(propagate) (%[[F]]) : (!transform.any_op) -> ()
    transform.include @helper failures(propagate) (%f) : (!transform.any_op) -> ()
    // CHECK: transform.apply_patterns to %[[F]] {
    // CHECK-NEXT:   transform.apply_patterns.canonicalization
    // CHECK-NEXT: } {apply_cse} : !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } {apply_cse} : !transform.any_op
    // CHECK: transform.apply_cse to %[[F]] : !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    // CHECK: transform.apply_dce to %[[F]] : !transform.any_op
    transform.apply_dce to %f : !transform.any_op
    // CHECK: transform.apply_conversion_patterns to %[[F]] {
    // CHECK-NEXT:   transform.apply_conversion_patterns.dialect_to_llvm "arith"
    // CHECK-NEXT:   transform.apply_conversion_patterns.func.func_to_llvm
    // CHECK-NEXT: } with type_converter {
    // CHECK-NEXT:   transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32 : i64}
    // CHECK-NEXT: } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    transform.apply_conversion_patterns to %f {
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32}
    } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    // CHECK: transform.print{{ $}}
    transform.print
    // CHECK: transform.yield{{ $}}
    transform.yield
  }
  // CHECK: transform.named_sequence @helper(%{{.*}}: !transform.any_op {transform.readonly}) {
  transform.named_sequence @helper(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
