// Rewrites driven from transform IR: canonicalization patterns, cse, dce and registered passes, on
// the matched payload only.
// RUN: jopt %s -split-input-file -transform-interpreter | jfilecheck %s

// The first function is simplified, the second one, not matched, is left as it is.
// CHECK-LABEL: func.func @simplified(%{{.*}}: i8) -> i8 {
// CHECK-NEXT:    return %{{.*}} : i8
// CHECK-LABEL: func.func @untouched
// CHECK:         arith.muli
func.func @simplified(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %0 = arith.muli %x, %one : i8
  return %0 : i8
}
func.func @untouched(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %0 = arith.muli %x, %one : i8
  return %0 : i8
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes{sym_name = "simplified"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}

// -----

// cse merges the two identical adds; dce then drops the unused multiply.
// CHECK-LABEL: func.func @cse_then_dce
// CHECK-NEXT:    %[[S:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    %[[T:.*]] = arith.subi %[[S]], %[[S]] : i32
// CHECK-NEXT:    return %[[T]] : i32
func.func @cse_then_dce(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b : i32
  %dead = arith.muli %0, %1 : i32
  %2 = arith.subi %0, %1 : i32
  return %2 : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.apply_dce to %f : !transform.any_op
    transform.yield
  }
}

// -----

// A registered pass with options runs on the targets; the result handle points to the same function.
// CHECK-LABEL: func.func @by_pass
// CHECK-NEXT:    return %{{.*}} : i64
// CHECK:         transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = 2 : i64} to %{{.*}} : (!transform.any_op) -> !transform.any_op
func.func @by_pass(%x: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %0 = arith.addi %x, %zero : i64
  return %0 : i64
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.apply_registered_pass "canonicalize" with options = {"max-iterations" = 2 : i64} to %f : (!transform.any_op) -> !transform.any_op
    %h = transform.apply_registered_pass "cse" to %g : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
