// The inliner with no simplification pipeline: what is inlined, how bodies are spliced, and what
// stays. Expected output is mlir-opt 22's.
// RUN: jopt %s -allow-unregistered-dialect -inline='default-pipeline=' | jfilecheck %s

// The private callee is inlined at both calls (cloned at the first, moved at the last) and erased.
// CHECK-NOT: @add_one
// CHECK-LABEL: func.func @single_block(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %c1_i32_0 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func private @add_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

func.func @single_block(%a: i32) -> i32 {
  %0 = call @add_one(%a) : (i32) -> i32
  %1 = call @add_one(%0) : (i32) -> i32
  return %1 : i32
}

// A callee still called from an scf region it cannot go into stays.
// CHECK-LABEL: func.func private @select_max(%arg0: i32, %arg1: i32) -> i32 {
func.func private @select_max(%a: i32, %b: i32) -> i32 {
  %lt = arith.cmpi slt, %a, %b : i32
  cf.cond_br %lt, ^take_b, ^take_a
^take_b:
  return %b : i32
^take_a:
  return %a : i32
}

// Several blocks: the caller's block is split, each return becomes a branch to the rest.
// CHECK-LABEL: func.func @multi_block(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:    cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb3(%arg0 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:    %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:    return %2 : i32
// CHECK-NEXT:  }
func.func @multi_block(%a: i32, %b: i32) -> i32 {
  %m = call @select_max(%a, %b) : (i32, i32) -> i32
  %s = arith.muli %m, %m : i32
  return %s : i32
}

// scf.if regions hold one block: only the single-block callee goes in.
// CHECK-LABEL: func.func @into_scf
// CHECK:         %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      %1 = func.call @select_max(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      %1 = arith.addi %arg1, %c1_i32 : i32
// CHECK-NEXT:      scf.yield %1 : i32
// CHECK-NEXT:    }
func.func @into_scf(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %m = func.call @select_max(%a, %b) : (i32, i32) -> i32
    scf.yield %m : i32
  } else {
    %n = func.call @add_one(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// no_inline on the call or on the callee keeps the call.
// CHECK-LABEL: func.func private @kept() {
// CHECK-LABEL: func.func private @kept_too() attributes {no_inline} {
// CHECK-LABEL: func.func @no_inline_calls() {
// CHECK-NEXT:    call @kept() {no_inline} : () -> ()
// CHECK-NEXT:    call @kept_too() : () -> ()
func.func private @kept() {
  return
}

func.func private @kept_too() attributes {no_inline} {
  return
}

func.func @no_inline_calls() {
  call @kept() {no_inline} : () -> ()
  call @kept_too() : () -> ()
  return
}

// A self-recursive callee is never inlined, not even into another function.
// CHECK-LABEL: func.func @countdown(%arg0: i32) -> i32 {
// CHECK:         %2 = call @countdown(%1) : (i32) -> i32
// CHECK-LABEL: func.func @use_countdown(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @countdown(%arg0) : (i32) -> i32
func.func @countdown(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  cf.cond_br %z, ^done, ^again
^done:
  return %n : i32
^again:
  %c1 = arith.constant 1 : i32
  %m = arith.subi %n, %c1 : i32
  %r = call @countdown(%m) : (i32) -> i32
  return %r : i32
}

func.func @use_countdown(%n: i32) -> i32 {
  %r = call @countdown(%n) : (i32) -> i32
  return %r : i32
}

// Declarations have no body to inline.
// CHECK-LABEL: func.func @calls_external(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = call @external(%arg0) : (i32) -> i32
func.func private @external(i32) -> i32

func.func @calls_external(%a: i32) -> i32 {
  %r = call @external(%a) : (i32) -> i32
  return %r : i32
}

// An op of a dialect without an inliner interface (here an unregistered one) makes it illegal.
// CHECK-LABEL: func.func private @opaque() {
// CHECK-NEXT:    "foreign.op"() : () -> ()
// CHECK-LABEL: func.func @calls_opaque() {
// CHECK-NEXT:    call @opaque() : () -> ()
func.func private @opaque() {
  "foreign.op"() : () -> ()
  return
}

func.func @calls_opaque() {
  call @opaque() : () -> ()
  return
}

// A dead private callable goes; one only called from it stays (its use is not dropped, as upstream).
// CHECK-NOT: @never_called
// CHECK-LABEL: func.func private @only_from_dead() {
func.func private @never_called() {
  call @only_from_dead() : () -> ()
  return
}

func.func private @only_from_dead() {
  return
}
