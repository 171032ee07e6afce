// transform.loop.peel: an scf.for whose step may not divide its range is split into a loop over
// whole steps and one for the rest (affine.min on the step simplified on each side, as an
// affine.apply); peel_front splits off the first iteration; a loop with nothing to peel fails.
// RUN: jopt %s -allow-unregistered-dialect -split-input-file -transform-interpreter -verify-diagnostics | jfilecheck %s

// CHECK-DAG:   #[[$SPLIT:.*]] = affine_map<()[s0, s1, s2] -> (s1 - (s1 - s0) mod s2)>
// CHECK-DAG:   #[[$EIGHT:.*]] = affine_map<() -> (8)>
// CHECK-DAG:   #[[$LEFT:.*]] = affine_map<(d0)[s0] -> (-d0 + s0)>
// CHECK-LABEL: func.func @back
// CHECK-SAME:    (%[[LB:.*]]: index, %[[UB:.*]]: index
// CHECK:         %[[S:.*]] = affine.apply #[[$SPLIT]]()[%[[LB]], %[[UB]], %{{.*}}]
// CHECK:         scf.for %[[I:.*]] = %[[LB]] to %[[S]] step %{{.*}} {
// CHECK:           %[[W:.*]] = affine.apply #[[$EIGHT]]()
// CHECK:           "test.use"(%[[W]])
// CHECK:         } {whole}
// CHECK:         scf.for %[[J:.*]] = %[[S]] to %[[UB]] step %{{.*}} {
// CHECK:           %[[P:.*]] = affine.apply #[[$LEFT]](%[[J]])[%[[UB]]]
// CHECK:           "test.use"(%[[P]])
// CHECK:         } {partial}
func.func @back(%lb: index, %ub: index) {
  %c8 = arith.constant 8 : index
  scf.for %i = %lb to %ub step %c8 {
    %n = affine.min affine_map<(d0)[s0] -> (8, s0 - d0)>(%i)[%ub]
    "test.use"(%n) : (index) -> ()
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %whole, %partial = transform.loop.peel %l : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.annotate %whole "whole" : !transform.any_op
    transform.annotate %partial "partial" : !transform.any_op
    transform.yield
  }
}

// -----

// The first handle is the loop that was the target, now starting after its first iteration.
// CHECK-LABEL: func.func @front
// CHECK:         arith.constant 10 : index
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : index
// CHECK:         scf.for %{{.*}} = %{{.*}} to %[[C3]] step %{{.*}} {
// CHECK:         } {first}
// CHECK:         scf.for %{{.*}} = %[[C3]] to %{{.*}} step %{{.*}} {
// CHECK:         } {rest}
func.func @front() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c3 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    %rest, %first = transform.loop.peel %l {peel_front = true} : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.annotate %rest "rest" : !transform.any_op
    transform.annotate %first "first" : !transform.any_op
    transform.yield
  }
}

// -----

func.func @divisible() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  scf.for %i = %c0 to %c12 step %c3 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match ops{["scf.for"]} in %root : (!transform.any_op) -> !transform.op<"scf.for">
    // expected-error @below {{failed to peel the last iteration}}
    %a, %b = transform.loop.peel %l : (!transform.op<"scf.for">) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.loop.peel' op operand #0 must be Transform IR handle to scf.for operations, but got '!transform.any_op'}}
    %a, %b = transform.loop.peel %root : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
