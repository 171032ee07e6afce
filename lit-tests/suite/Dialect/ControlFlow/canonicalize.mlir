// RUN: jopt %s -allow-unregistered-dialect -split-input-file -canonicalize | jfilecheck %s

// The cf canonicalization patterns (MLIR 22's ControlFlowOps.cpp) with the greedy driver's region
// simplification; expected output is mlir-opt 22's.

// A branch to a block with no other predecessor merges that block into this one.
// CHECK-LABEL: func.func @br_single_pred(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @br_single_pred(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// A successor that only branches on is bypassed; one that does work is kept.
// CHECK-LABEL: func.func @br_pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   "test.foo"(%0) : (i32) -> ()
// CHECK-NEXT:   cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  "test.foo"(%y) : (i32) -> ()
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  return %z : i32
}

// -----

// A constant condition picks its successor.
// CHECK-LABEL: func.func @cond_br_const() -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func @cond_br_const() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%c1 : i32), ^bb2(%c2 : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// -----

// Identical successors with differing operands: an arith.select feeds the single branch.
// CHECK-LABEL: func.func @cond_br_same_dest_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @cond_br_same_dest_select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// -----

// A block reached only from a cond_br on the same condition knows its value.
// CHECK-LABEL: func.func @cond_br_same_cond(%arg0: i1) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.a"() : () -> ()
// CHECK-NEXT:   "test.c"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.b"() : () -> ()
// CHECK-NEXT:   "test.d"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @cond_br_same_cond(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb3
^bb2:
  "test.b"() : () -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  "test.c"() : () -> ()
  return
^bb4:
  "test.d"() : () -> ()
  return
}

// -----

// The condition is known inside a successor reached by one edge.
// CHECK-LABEL: func.func @truth_propagation(%arg0: i1) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.use"(%false) : (i1) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @truth_propagation(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%c) : (i1) -> ()
  return
^bb2:
  "test.use"(%c) : (i1) -> ()
  return
}

// -----

// A switch without cases is a branch.
// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
func.func @switch_only_default(%f: i32, %a: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}

// -----

// Cases equal to the default go; pass-through cases are bypassed; duplicated edges print twice.
// CHECK-LABEL: func.func @switch_cases(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1(%arg1 : i32),
// CHECK-NEXT:     43: ^bb2(%arg2 : i32),
// CHECK-NEXT:     44: ^bb2(%arg1 : i32)
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   "test.x"(%0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "test.y"(%1) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_cases(%f: i32, %a: i32, %b: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2(%b : i32),
    44: ^bb3
  ]
^bb1(%x: i32):
  "test.x"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "test.y"(%y) : (i32) -> ()
  return
^bb3:
  cf.br ^bb2(%a : i32)
}

// -----

// A switch on a constant branches to the matching case.
// CHECK-LABEL: func.func @switch_const(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   "test.y"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_const(%a: i32, %b: i32) {
  %f = arith.constant 43 : i32
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  "test.x"(%x) : (i32) -> ()
  return
^bb2:
  "test.y"() : () -> ()
  return
}

// -----

// A switch in a block reached through a case (or the default) of a switch on the same flag.
// CHECK-LABEL: func.func @switch_same_flag(%arg0: i32) {
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb1,
// CHECK-NEXT:     42: ^bb2,
// CHECK-NEXT:     43: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.switch %arg0 : i32, [
// CHECK-NEXT:     default: ^bb4,
// CHECK-NEXT:     44: ^bb5
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   "test.5"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   "test.3"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT:   "test.4"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT:   "test.6"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @switch_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5,
    44: ^bb6
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb4,
    42: ^bb5,
    44: ^bb6
  ]
^bb3:
  "test.3"() : () -> ()
  return
^bb4:
  "test.4"() : () -> ()
  return
^bb5:
  "test.5"() : () -> ()
  return
^bb6:
  "test.6"() : () -> ()
  return
}

// -----

// An assertion of true is erased.
// CHECK-LABEL: func.func @assert_true() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @assert_true() {
  %t = arith.constant true
  cf.assert %t, "ok"
  return
}

// -----

// Dead block arguments (a cycle through the loop) and the ops feeding them go.
// CHECK-LABEL: func.func @dead_block_arg_cycle(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "test.side"() : () -> ()
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @dead_block_arg_cycle(%c: i1, %a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  "test.side"() : () -> ()
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  return
}

// -----

// Unreachable blocks are erased.
// CHECK-LABEL: func.func @unreachable(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @unreachable(%a: i32) -> i32 {
  return %a : i32
^bb1:
  %0 = arith.addi %0, %0 : i32
  cf.br ^bb1
}

// -----

// Negative: the target block has two predecessors; the pass-through block's argument is used.
// CHECK-LABEL: func.func @negative(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %2 = "test.op"(%1) : (i32) -> i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @negative(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  %r = "test.op"(%y) : (i32) -> i32
  return %r : i32
}
