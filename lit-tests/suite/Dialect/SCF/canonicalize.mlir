// RUN: jopt %s -allow-unregistered-dialect -split-input-file -canonicalize | jfilecheck %s

// The scf canonicalization patterns and folders (MLIR 22's SCF.cpp) for if, for, while,
// index_switch and execute_region; expected output is mlir-opt 22's.

// A constant false condition without else erases the if.
// CHECK-LABEL: func.func @if_false_no_else() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_false_no_else() {
  %f = arith.constant false
  scf.if %f {
    "test.then"() : () -> ()
  }
  return
}

// -----

// Unused results are dropped; yields of outside values become arith.select.
// CHECK-LABEL: func.func @if_unused_results(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.then"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.else"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_unused_results(%c: i1, %a: i32, %b: i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    "test.then"() : () -> ()
    scf.yield %a, %b : i32, i32
  } else {
    "test.else"() : () -> ()
    scf.yield %b, %a : i32, i32
  }
  "test.use"(%r#1) : (i32) -> ()
  return
}

// -----

// Both branches yield the same value: uses take it directly.
// CHECK-LABEL: func.func @if_same_yield(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.then"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.else"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: }
func.func @if_same_yield(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    "test.then"() : () -> ()
    scf.yield %a : i32
  } else {
    "test.else"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// An if that only yields outside values is an arith.select.
// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// -----

// An empty else goes, and then the empty if.
// CHECK-LABEL: func.func @if_empty(%arg0: i1) {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_empty(%c: i1) {
  scf.if %c {
  } else {
  }
  return
}

// -----

// A loop with equal constant bounds never runs.
// CHECK-LABEL: func.func @for_zero_trip(%arg0: f32) -> f32 {
// CHECK-NEXT:   return %arg0 : f32
// CHECK-NEXT: }
func.func @for_zero_trip(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %x) -> (f32) {
    %n = "test.op"(%a) : (f32) -> f32
    scf.yield %n : f32
  }
  return %r : f32
}

// -----

// A loop running once is inlined with the lower bound as induction variable.
// CHECK-LABEL: func.func @for_one_trip(%arg0: f32) -> f32 {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %0 = "test.op"(%arg0, %c0) : (f32, index) -> f32
// CHECK-NEXT:   return %0 : f32
// CHECK-NEXT: }
func.func @for_one_trip(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %x) -> (f32) {
    %n = "test.op"(%a, %i) : (f32, index) -> f32
    scf.yield %n : f32
  }
  return %r : f32
}

// -----

// An iter arg yielded unchanged is forwarded from its init.
// CHECK-LABEL: func.func @for_forwarded(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT:     %1 = "test.op"(%arg6) : (f32) -> f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %arg4 : f32, f32
// CHECK-NEXT: }
func.func @for_forwarded(%lb: index, %ub: index, %s: index, %x: f32, %y: f32) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %n = "test.op"(%a) : (f32) -> f32
    scf.yield %n, %b : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// Negative: the second iter arg is used in the body, so it stays though its result is dead.
// CHECK-LABEL: func.func @for_dead_result(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: f32) -> f32 {
// CHECK-NEXT:   %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (f32, f32) {
// CHECK-NEXT:     %1 = "test.op"(%arg6) : (f32) -> f32
// CHECK-NEXT:     %2 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT:     scf.yield %1, %2 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0 : f32
// CHECK-NEXT: }
func.func @for_dead_result(%lb: index, %ub: index, %s: index, %x: f32, %y: f32) -> f32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (f32, f32) {
    %n = "test.op"(%a) : (f32) -> f32
    %m = arith.addf %b, %b : f32
    scf.yield %n, %m : f32, f32
  }
  return %r#0 : f32
}

// -----

// An empty loop forwarding its iter arg goes entirely.
// CHECK-LABEL: func.func @for_empty(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   return %arg3 : f32
// CHECK-NEXT: }
func.func @for_empty(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    scf.yield %a : f32
  }
  return %r : f32
}

// -----

// Yielding the init value forwards it; the loop stays for its side effect.
// CHECK-LABEL: func.func @for_init_equals_yield(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:   scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     "test.side"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg3 : f32
// CHECK-NEXT: }
func.func @for_init_equals_yield(%lb: index, %ub: index, %s: index, %x: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) {
    "test.side"() : () -> ()
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

// A switch on a constant inlines the matching case.
// CHECK-LABEL: func.func @index_switch_const() -> i32 {
// CHECK-NEXT:   %0 = "test.b"() : () -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_const() -> i32 {
  %c = arith.constant 5 : index
  %r = scf.index_switch %c -> i32
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

// A single-block execute_region is inlined.
// CHECK-LABEL: func.func @execute_region_inline() -> i32 {
// CHECK-NEXT:   %0 = "test.a"() : () -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @execute_region_inline() -> i32 {
  %r = scf.execute_region -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// if (c xor true) swaps its regions and tests c.
// CHECK-LABEL: func.func @if_not_cond(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.else"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.then"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_not_cond(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}

// -----

// The condition is known inside each region.
// CHECK-LABEL: func.func @if_cond_propagation(%arg0: i1) {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.use"(%false) : (i1) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_cond_propagation(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  return
}

// -----

// Only the results yielding outside values become selects.
// CHECK-LABEL: func.func @if_partial_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:     %2 = "test.x"() : () -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %2 = "test.y"() : () -> i32
// CHECK-NEXT:     scf.yield %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1, %0 : i32, i32
// CHECK-NEXT: }
func.func @if_partial_select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.x"() : () -> i32
    scf.yield %x, %a : i32, i32
  } else {
    %y = "test.y"() : () -> i32
    scf.yield %y, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// -----

// Iter args with the same init and yield share one.
// CHECK-LABEL: func.func @for_dup_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> (f32, f32) {
// CHECK-NEXT:   %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT:     %1 = "test.op"(%arg5, %arg5) : (f32, f32) -> f32
// CHECK-NEXT:     scf.yield %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0, %0 : f32, f32
// CHECK-NEXT: }
func.func @for_dup_iter_args(%lb: index, %ub: index, %s: index, %x: f32) -> (f32, f32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (f32, f32) {
    %n = "test.op"(%a, %b) : (f32, f32) -> f32
    scf.yield %n, %n : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}

// -----

// Negative: bounds lb and lb + c are not constant; mlir-opt 22 keeps the loop.
// CHECK-LABEL: func.func @for_lb_plus_const(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:   %c4 = arith.constant 4 : index
// CHECK-NEXT:   %c8 = arith.constant 8 : index
// CHECK-NEXT:   %0 = arith.addi %arg0, %c4 : index
// CHECK-NEXT:   %1 = scf.for %arg2 = %arg0 to %0 step %c8 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:     %2 = "test.op"(%arg3, %arg2) : (f32, index) -> f32
// CHECK-NEXT:     scf.yield %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %1 : f32
// CHECK-NEXT: }
func.func @for_lb_plus_const(%lb: index, %x: f32) -> f32 {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%a = %x) -> (f32) {
    %n = "test.op"(%a, %i) : (f32, index) -> f32
    scf.yield %n : f32
  }
  return %r : f32
}

// -----

// A loop whose upper bound is below its lower bound never runs.
// CHECK-LABEL: func.func @for_negative_trip(%arg0: f32) -> f32 {
// CHECK-NEXT:   return %arg0 : f32
// CHECK-NEXT: }
func.func @for_negative_trip(%x: f32) -> f32 {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c5 to %c1 step %c1 iter_args(%a = %x) -> (f32) {
    %n = "test.op"(%a) : (f32) -> f32
    scf.yield %n : f32
  }
  return %r : f32
}

// -----

// An empty loop that runs and yields an outside value is replaced by it.
// CHECK-LABEL: func.func @for_empty_outside_yield(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:   return %arg1 : f32
// CHECK-NEXT: }
func.func @for_empty_outside_yield(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (f32) {
    scf.yield %y : f32
  }
  return %r : f32
}

// -----

// Negative: a loop with side effects and unknown bounds stays.
// CHECK-LABEL: func.func @for_no_results_kept(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:   scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:     "test.side"(%arg3) : (index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @for_no_results_kept(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    "test.side"(%i) : (index) -> ()
  }
  return
}

// -----

// A constant matching no case picks the default.
// CHECK-LABEL: func.func @index_switch_default() -> i32 {
// CHECK-NEXT:   %0 = "test.d"() : () -> i32
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @index_switch_default() -> i32 {
  %c = arith.constant 7 : index
  %r = scf.index_switch %c -> i32
  case 2 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  default {
    %d = "test.d"() : () -> i32
    scf.yield %d : i32
  }
  return %r : i32
}

// -----

// A multi-block execute_region in a function becomes blocks of the function.
// CHECK-LABEL: func.func @execute_region_multi(%arg0: i1) -> i32 {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   %0 = "test.a"() : () -> i32
// CHECK-NEXT:   cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   %1 = "test.b"() : () -> i32
// CHECK-NEXT:   cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:   "test.after"(%2) : (i32) -> ()
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
  "test.after"(%r) : (i32) -> ()
  return %r : i32
}

// -----

// Negative: no_inline keeps the region.
// CHECK-LABEL: func.func @execute_region_no_inline() -> i32 {
// CHECK-NEXT:   %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:     %1 = "test.a"() : () -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @execute_region_no_inline() -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

// i8 bounds: ub - lb wraps in the bounds' width (200 is -56 as i8), so the loop never runs.
// CHECK-LABEL: func.func @for_i8_wrap(%arg0: f32) -> f32 {
// CHECK-NEXT:   return %arg0 : f32
// CHECK-NEXT: }
func.func @for_i8_wrap(%x: f32) -> f32 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %s = arith.constant 127 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) : i8 {
    %n = "test.op"(%a, %i) : (f32, i8) -> f32
    scf.yield %n : f32
  }
  return %r : f32
}

// -----

// A constant true condition without results inlines the then region.
// CHECK-LABEL: func.func @if_true_no_results() {
// CHECK-NEXT:   "test.then"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @if_true_no_results() {
  %t = arith.constant true
  scf.if %t {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return
}

// -----

// A before argument the loop passes back unchanged takes its init.
// CHECK-LABEL: func.func @while_forward(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_forward(%init: i32, %k: i32) -> i32 {
  %r:2 = scf.while (%x = %init, %y = %k) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%a: i32, %b: i32):
    %n = "test.next"(%a) : (i32) -> i32
    scf.yield %n, %b : i32, i32
  }
  return %r#0 : i32
}

// -----

// In the after region, the argument fed by the condition itself is true.
// CHECK-LABEL: func.func @while_cond_truth(%arg0: i32) -> i32 {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg1, %true) : (i32, i1) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_cond_truth(%init: i32) -> i32 {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i1) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %c : i32, i1
  } do {
  ^bb0(%a: i32, %b: i1):
    %n = "test.next"(%a, %b) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// A result unused outside and in the after region is no longer forwarded.
// CHECK-LABEL: func.func @while_unused_result(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:     %2 = "test.v"() : () -> i64
// CHECK-NEXT:     scf.condition(%1) %arg1 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_unused_result(%init: i32) -> i32 {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, i64) {
    %c = "test.cond"(%x) : (i32) -> i1
    %v = "test.v"() : () -> i64
    scf.condition(%c) %x, %v : i32, i64
  } do {
  ^bb0(%a: i32, %b: i64):
    %n = "test.next"(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// -----

// A value defined outside the loop that the condition forwards replaces its uses.
// CHECK-LABEL: func.func @while_outside_value(%arg0: i32, %arg1: f32) -> f32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg2, %arg1) : (i32, f32) -> i32
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %arg1 : f32
// CHECK-NEXT: }
func.func @while_outside_value(%init: i32, %k: f32) -> f32 {
  %r:2 = scf.while (%x = %init) : (i32) -> (i32, f32) {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x, %k : i32, f32
  } do {
  ^bb0(%a: i32, %b: f32):
    %n = "test.next"(%a, %b) : (i32, f32) -> i32
    scf.yield %n : i32
  }
  return %r#1 : f32
}

// -----

// An unused before argument goes, with its init and yielded value.
// CHECK-LABEL: func.func @while_unused_arg(%arg0: i32, %arg1: i64) -> i32 {
// CHECK-NEXT:   %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:     %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:     scf.condition(%1) %arg2 : i32
// CHECK-NEXT:   } do {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:     %2 = "test.m"() : () -> i64
// CHECK-NEXT:     scf.yield %1 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @while_unused_arg(%init: i32, %u: i64) -> i32 {
  %r = scf.while (%x = %init, %y = %u) : (i32, i64) -> i32 {
    %c = "test.cond"(%x) : (i32) -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%a: i32):
    %n = "test.next"(%a) : (i32) -> i32
    %m = "test.m"() : () -> i64
    scf.yield %n, %m : i32, i64
  }
  return %r : i32
}

// -----

// Negative: mlir-opt 22 keeps a while whose condition is a constant false.
// CHECK-LABEL: func.func @while_false() {
// CHECK-NEXT:   %false = arith.constant false
// CHECK-NEXT:   scf.while : () -> () {
// CHECK-NEXT:     "test.before"() : () -> ()
// CHECK-NEXT:     scf.condition(%false)
// CHECK-NEXT:   } do {
// CHECK-NEXT:     "test.after"() : () -> ()
// CHECK-NEXT:     scf.yield
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @while_false() {
  %f = arith.constant false
  scf.while : () -> () {
    "test.before"() : () -> ()
    scf.condition(%f)
  } do {
    "test.after"() : () -> ()
    scf.yield
  }
  return
}

// -----

// Adjacent ifs on one condition combine; uses of the first results inside the second take the yields.
// CHECK-LABEL: func.func @combine(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:     %1 = "test.x"() : () -> i32
// CHECK-NEXT:     %2 = "test.y"(%1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %1, %2 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:     %1 = "test.z"(%arg1) : (i32) -> i32
// CHECK-NEXT:     scf.yield %arg1, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }
func.func @combine(%c: i1, %a: i32) -> (i32, i32) {
  %r = scf.if %c -> (i32) {
    %x = "test.x"() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %s = scf.if %c -> (i32) {
    %y = "test.y"(%r) : (i32) -> i32
    scf.yield %y : i32
  } else {
    %z = "test.z"(%r) : (i32) -> i32
    scf.yield %z : i32
  }
  return %r, %s : i32, i32
}

// -----

// Combining without results: the second if brings its else region.
// CHECK-LABEL: func.func @combine_no_results(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.c"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @combine_no_results(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}

// -----

// An if on the negated condition combines with its regions swapped.
// CHECK-LABEL: func.func @combine_negated(%arg0: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:   } else {
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:     "test.c"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @combine_negated(%c: i1) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  scf.if %c {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %n {
    "test.c"() : () -> ()
  }
  return
}

// -----

// Negative: different conditions do not combine.
// CHECK-LABEL: func.func @no_combine(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:   scf.if %arg0 {
// CHECK-NEXT:     "test.a"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   scf.if %arg1 {
// CHECK-NEXT:     "test.b"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @no_combine(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %d {
    "test.b"() : () -> ()
  }
  return
}
