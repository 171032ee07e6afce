// RUN: jopt %s -allow-unregistered-dialect -split-input-file -convert-scf-to-cf | jfilecheck %s

// convert-scf-to-cf lowers the structured ops to blocks and cf branches in mlir-opt 22's layout.

// scf.for: the body's entry block becomes the loop header; the latch steps the induction variable.
// CHECK-LABEL: func.func @for_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %3 = "test.op"(%1, %0) : (f32, index) -> f32
// CHECK-NEXT:   %4 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%4, %3 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @for_loop(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) {
    %n = "test.op"(%acc, %i) : (f32, index) -> f32
    scf.yield %n : f32
  }
  return %r : f32
}

// -----

// scf.if with results: both regions branch to a block carrying the results, which branches on.
// CHECK-LABEL: func.func @if_else(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @if_else(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// scf.if without results or else: the rest of the block is the join point.
// CHECK-LABEL: func.func @if_no_else(%arg0: i1) {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.then"() : () -> ()
// CHECK-NEXT:   cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_no_else(%c: i1) {
  scf.if %c {
    "test.then"() : () -> ()
  }
  return
}

// -----

// scf.while: the before region is the header; the after region branches back to it.
// CHECK-LABEL: func.func @while_loop(%arg0: i32) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT:   cf.cond_br %1, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT:   %3 = "test.next"(%2) : (i32) -> i32
// CHECK-NEXT:   cf.br ^bb1(%3 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_loop(%init: i32) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %n = "test.next"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// scf.index_switch: a cf.switch on the index cast to i32; the cases branch to the continuation.
// CHECK-LABEL: func.func @index_switch(%arg0: index) -> i32 {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   cf.switch %0 : i32, [
// CHECK-NEXT:     default: ^bb3,
// CHECK-NEXT:     2: ^bb1,
// CHECK-NEXT:     5: ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %1 = "test.a"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %2 = "test.b"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT:   %3 = "test.d"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%3 : i32)
// CHECK-NEXT: ^bb4(%4: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:   return %4 : i32
// CHECK-NEXT: }
func.func @index_switch(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  case 5 {
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  default {
    %d = "test.d"() : () -> i32
    scf.yield %d : i32
  }
  return %r : i32
}

// -----

// scf.execute_region: inlined between a branch in and a block receiving the yielded values.
// CHECK-LABEL: func.func @execute_region() -> i32 {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = "test.a"() : () -> i32
// CHECK-NEXT:   cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // pred: ^bb1
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @execute_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// Outer ops are lowered first, so the nested scf.if lands inside the loop body.
// CHECK-LABEL: func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb5
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   "test.then"(%0) : (index) -> ()
// CHECK-NEXT:   cf.br ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   %2 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @nested(%lb: index, %ub: index, %step: index, %c: i1) {
  scf.for %i = %lb to %ub step %step {
    scf.if %c {
      "test.then"(%i) : (index) -> ()
    }
  }
  return
}

// -----

// scf.parallel: a nest of loops, outermost first.
// CHECK-LABEL: func.func @parallel(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%arg0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:   %4 = arith.addi %2, %arg2 : index
// CHECK-NEXT:   cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @parallel(%lb: index, %ub: index, %step: index) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    "test.body"(%i, %j) : (index, index) -> ()
    scf.reduce
  }
  return
}

// -----

// An unsigned loop compares with ult, in the loop's integer type.
// CHECK-LABEL: func.func @for_unsigned_i32(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "test.body"(%0) : (i32) -> ()
// CHECK-NEXT:   %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:   cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_unsigned_i32(%lb: i32, %ub: i32, %step: i32) {
  scf.for unsigned %i = %lb to %ub step %step : i32 {
    "test.body"(%i) : (i32) -> ()
  }
  return
}

// -----

// A while whose after region only forwards its arguments loops on its before region.
// CHECK-LABEL: func.func @do_while(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg1 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   %2 = "test.cond"(%0) : (i32) -> i1
// CHECK-NEXT:   cf.cond_br %2, ^bb1(%0, %1 : i32, f32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   return %0, %1 : i32, f32
// CHECK-NEXT: }
func.func @do_while(%init: i32, %k: f32) -> (i32, f32) {
  %r:2 = scf.while (%x = %init, %y = %k) : (i32, f32) -> (i32, f32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, f32
  } do {
  ^bb0(%a: i32, %b: f32):
    scf.yield %a, %b : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// -----

// An scf.if inside the before region of a while.
// CHECK-LABEL: func.func @while_nested_if(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:   cf.cond_br %arg1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %1 = "test.a"(%0) : (i32) -> i32
// CHECK-NEXT:   cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   cf.br ^bb5
// CHECK-NEXT: ^bb5:  // pred: ^bb4
// CHECK-NEXT:   %3 = "test.cond"(%2) : (i32) -> i1
// CHECK-NEXT:   cf.cond_br %3, ^bb6(%2 : i32), ^bb7
// CHECK-NEXT: ^bb6(%4: i32):  // pred: ^bb5
// CHECK-NEXT:   %5 = "test.next"(%4) : (i32) -> i32
// CHECK-NEXT:   cf.br ^bb1(%5 : i32)
// CHECK-NEXT: ^bb7:  // pred: ^bb5
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @while_nested_if(%init: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %init) : (i32) -> i32 {
    %v = scf.if %c -> (i32) {
      %a = "test.a"(%x) : (i32) -> i32
      scf.yield %a : i32
    } else {
      scf.yield %x : i32
    }
    %cond = "test.cond"(%v) : (i32) -> i1
    scf.condition(%cond) %v : i32
  } do {
  ^bb0(%y: i32):
    %n = "test.next"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// scf.execute_region with several blocks: each yield branches to the continuation.
// CHECK-LABEL: func.func @execute_region_multi(%arg0: i1) -> i32 {
// CHECK-NEXT:   cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %0 = "test.a"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%0 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   %1 = "test.b"() : () -> i32
// CHECK-NEXT:   cf.br ^bb4(%1 : i32)
// CHECK-NEXT: ^bb4(%2: i32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @execute_region_multi(%c: i1) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  ^bb2:
    %b = "test.b"() : () -> i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// scf.parallel with reductions: the reduction bodies are inlined and the values carried.
// CHECK-LABEL: func.func @parallel_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3, %arg4 : index, f32, i32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i32):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%arg0, %1, %2 : index, f32, i32)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %7 = arith.cmpi slt, %4, %arg1 : index
// CHECK-NEXT:   cf.cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   %8 = "test.val"(%0, %4) : (index, index) -> f32
// CHECK-NEXT:   %9 = "test.ival"(%0) : (index) -> i32
// CHECK-NEXT:   %10 = arith.addf %5, %8 : f32
// CHECK-NEXT:   %11 = arith.muli %6, %9 : i32
// CHECK-NEXT:   %12 = arith.addi %4, %arg2 : index
// CHECK-NEXT:   cf.br ^bb3(%12, %10, %11 : index, f32, i32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %13 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%13, %5, %6 : index, f32, i32)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return %1, %2 : f32, i32
// CHECK-NEXT: }
func.func @parallel_reduce(%lb: index, %ub: index, %step: index, %init: f32, %i2: i32) -> (f32, i32) {
  %r:2 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) init (%init, %i2) -> (f32, i32) {
    %v = "test.val"(%i, %j) : (index, index) -> f32
    %w = "test.ival"(%i) : (index) -> i32
    scf.reduce(%v, %w : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// A one-dimensional scf.parallel with a reduction.
// CHECK-LABEL: func.func @parallel_1d_reduce(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg3 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   %3 = "test.val"(%0) : (index) -> f32
// CHECK-NEXT:   %4 = arith.addf %1, %3 : f32
// CHECK-NEXT:   %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @parallel_1d_reduce(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %v = "test.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// scf.index_switch without results.
// CHECK-LABEL: func.func @index_switch_no_results(%arg0: index) {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   cf.switch %0 : i32, [
// CHECK-NEXT:     default: ^bb2,
// CHECK-NEXT:     0: ^bb1
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "test.zero"() : () -> ()
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @index_switch_no_results(%i: index) {
  scf.index_switch %i
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

// scf.if yielding a loop-carried value.
// CHECK-LABEL: func.func @if_in_for_results(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32) -> f32 {
// CHECK-NEXT:   cf.br ^bb1(%arg0, %arg4 : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT:   %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:   cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT:   %3 = "test.n"(%1) : (f32) -> f32
// CHECK-NEXT:   cf.br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT:   cf.br ^bb5(%1 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT:   cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT:   %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT:   cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @if_in_for_results(%lb: index, %ub: index, %step: index, %c: i1, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> (f32) {
    %v = scf.if %c -> (f32) {
      %n = "test.n"(%acc) : (f32) -> f32
      scf.yield %n : f32
    } else {
      scf.yield %acc : f32
    }
    scf.yield %v : f32
  }
  return %r : f32
}

// -----

// scf.forall without outputs goes through scf.parallel; static bounds become index constants.
// CHECK-LABEL: func.func @forall(%arg0: index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c0_0 = arith.constant 0 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c1_1 = arith.constant 1 : index
// CHECK-NEXT:   cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:   %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:   cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:   %3 = arith.cmpi slt, %2, %c8 : index
// CHECK-NEXT:   cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT:   "test.body"(%0, %2) : (index, index) -> ()
// CHECK-NEXT:   %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT:   cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT:   %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:   cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @forall(%ub: index) {
  scf.forall (%i, %j) in (%ub, 8) {
    "test.body"(%i, %j) : (index, index) -> ()
  }
  return
}
