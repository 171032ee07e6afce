// -transform-interpreter runs @__transform_main on the module: matching, handle manipulation,
// annotations and printing; the transform module stays in the output.
// RUN: jopt %s -transform-interpreter -verify-diagnostics | jfilecheck %s

// CHECK: {{\[\[\[}} IR printer: muls ]]]
// CHECK-NEXT: %{{.*}} = arith.muli %{{.*}}, %{{.*}} {picked} : i64
// CHECK-NEXT: {{\[\[\[}} IR printer: top-level ]]]
// CHECK-NEXT: module {

// CHECK-LABEL: func.func @payload
func.func @payload(%x: i64) -> i64 {
  // CHECK: arith.muli %{{.*}}, %{{.*}} {count = 2 : i64, picked} : i64
  // expected-remark @below {{first of two}}
  %0 = arith.muli %x, %x : i64
  // CHECK: arith.muli %{{.*}}, %{{.*}} {count = 2 : i64, keep} : i64
  %1 = arith.muli %0, %x {keep} : i64
  // expected-remark @below {{inside the loop}}
  %2 = arith.addi %1, %x : i64
  return %2 : i64
}

// CHECK: module attributes {transform.with_named_sequence}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %muls = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.op<"arith.muli">
    %first, %second = transform.split_handle %muls : (!transform.op<"arith.muli">) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %first, "first of two" : !transform.any_op
    transform.annotate %first "picked" : !transform.any_op
    transform.print %first {name = "muls"} : !transform.any_op
    %n = transform.num_associations %muls : (!transform.op<"arith.muli">) -> !transform.param<i64>
    %any = transform.cast %muls : !transform.op<"arith.muli"> to !transform.any_op
    transform.annotate %any "count" = %n : !transform.any_op, !transform.param<i64>
    // Only the op carrying {keep} matches; its parent function is found and walked again.
    %kept = transform.structured.match attributes{keep} in %root : (!transform.any_op) -> !transform.any_op
    %func = transform.get_parent_op %kept {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
    %adds = transform.structured.match ops{["arith.addi"]} in %func : (!transform.any_op) -> !transform.any_op
    transform.foreach %adds : !transform.any_op {
    ^bb0(%add: !transform.any_op):
      transform.debug.emit_remark_at %add, "inside the loop" : !transform.any_op
    }
    // A failing split in a suppressing sequence is silenced.
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %a = transform.structured.match ops{["func.return"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %b, %c = transform.split_handle %a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.debug.emit_remark_at %b, "never reached" : !transform.any_op
    }
    transform.include @remark_params failures(propagate) (%n) : (!transform.param<i64>) -> ()
    transform.print
    transform.yield
  }

  transform.named_sequence @remark_params(%p: !transform.param<i64> {transform.readonly}) {
    // expected-remark @below {{two muls: 2 : i64}}
    transform.debug.emit_param_as_remark %p, "two muls:" : !transform.param<i64>
    transform.yield
  }
}
