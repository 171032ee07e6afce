// RUN: jopt %s --pdll=%S/Inputs/arith-rules.pdll -split-input-file | jfilecheck %s

// CHECK-LABEL: func.func @add_zero
// CHECK-SAME: (%[[A:.*]]: i32)
// CHECK-NEXT: return %[[A]] : i32
func.func @add_zero(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}

// -----

// Not zero: the rule does not apply.
// CHECK-LABEL: func.func @add_one
// CHECK: arith.addi
func.func @add_one(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @mul_two
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[S:.*]] = arith.shli %arg0, %[[ONE]] : i32
// CHECK-NEXT: return %[[S]]
func.func @mul_two(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %a, %c2 : i32
  return %0 : i32
}

// -----

// The operand order matters: 2 * x has the constant first, which the rule does not match.
// CHECK-LABEL: func.func @two_mul
// CHECK: arith.muli
func.func @two_mul(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %c2, %a : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @sub_add
// CHECK-NEXT: return %arg0
func.func @sub_add(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.addi %0, %b : i32
  return %1 : i32
}

// -----

// Different values: no match.
// CHECK-LABEL: func.func @sub_add_other
// CHECK: arith.addi
func.func @sub_add_other(%a: i32, %b: i32, %c: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.addi %0, %c : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @mul_minus_one
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[Z]], %arg0 : i32
// CHECK-NEXT: return %[[N]]
func.func @mul_minus_one(%a: i32) -> i32 {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %a, %m1 : i32
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @tagged
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[X:.*]] = arith.xori %arg0, %arg0 : i32
// CHECK-NEXT: return %[[Z]], %[[X]]
func.func @tagged(%a: i32) -> (i32, i32) {
  %0 = arith.xori %a, %a {tagged} : i32
  %1 = arith.xori %a, %a : i32
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func.func @double_not
// CHECK-NEXT: return %arg0
func.func @double_not(%a: i32) -> i32 {
  %m1 = arith.constant -1 : i32
  %0 = arith.xori %a, %m1 : i32
  %1 = arith.xori %0, %m1 : i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func.func @and_self_then_or
// CHECK-NEXT: %[[O:.*]] = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: return %[[O]]
func.func @and_self_then_or(%a: i32, %b: i32) -> i32 {
  %0 = arith.andi %a, %a : i32
  %1 = arith.ori %0, %b : i32
  return %1 : i32
}

// -----

// The `andi` has no `ori` user: no match.
// CHECK-LABEL: func.func @and_self_alone
// CHECK-NEXT: arith.andi
func.func @and_self_alone(%a: i32) -> i32 {
  %0 = arith.andi %a, %a : i32
  return %0 : i32
}
