// Each verifier and parser rule of the scf ops, one case per split.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @if_yield_type(%c: i1, %x: f32, %i: i32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %r = scf.if %c -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield %i : i32
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_yield_count(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.if %c -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  } else {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @if_results_without_else(%c: i1, %x: f32) {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    scf.yield %x : f32
  }, {}) : (i1) -> f32
  return
}

// -----

func.func @for_yield_type(%lb: index, %x: f32, %i: i32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield %i : i32
  }
  return
}

// -----

func.func @for_yield_count(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_iter_args_count(%lb: index) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 0 != 1}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: index, %b: f32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_induction_type(%lb: index) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%iv: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_results_count(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_init_type(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%iv: index, %a: i32):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_bound_types(%lb: index, %i: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %i, %lb) ({
  ^bb0(%iv: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_types_count(%lb: index, %x: f32) {
  // expected-error@+1 {{mismatch in number of loop-carried values and defined values}}
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%a = %x, %b = %x) -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @yield_outside_scf() {
  // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @condition_outside_while(%c: i1) {
  // expected-error@+1 {{'scf.condition' op expects parent op 'scf.while'}}
  scf.condition(%c)
}

// -----

func.func @while_after_yield_type(%x: f32, %c: i1, %i: index) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'index' should match successor input type #0 'f32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note@+1 {{region branch point}}
    scf.yield %i : index
  }
  return
}

// -----

func.func @while_before_terminator(%x: f32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note@+1 {{terminator here}}
    scf.yield %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_after_terminator(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    // expected-note@+1 {{terminator here}}
    %z = arith.addf %b, %b : f32
  }
  return
}

// -----

func.func @while_input_types(%x: f32, %c: i1) {
  // expected-error@+1 {{expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %x) : (f32, f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_after_arguments(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (f32) -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @while_results(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %x) : (f32) -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %x : f32
  }
  return
}

// -----

func.func @execute_region_yield(%i: index) {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'index' should match successor input type #0 'f32'}}
  %r = scf.execute_region -> f32 {
    // expected-note@+1 {{region branch point}}
    scf.yield %i : index
  }
  return
}

// -----

func.func @execute_region_arguments() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  %r = scf.execute_region -> f32 {
  ^bb0(%a: f32):
    scf.yield %a : f32
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  %r = scf.execute_region -> f32 {
  }
  return
}

// -----

func.func @switch_result_type(%i: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  %r = scf.index_switch %i -> f32
  case 1 {
    // expected-note@+1 {{case region #0 returns 'index' here}}
    scf.yield %i : index
  }
  default {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @switch_result_count(%i: index, %x: f32) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %r = scf.index_switch %i -> f32
  case 1 {
    // expected-note@+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %x : f32
  }
  return
}

// -----

func.func @switch_duplicate_case(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_empty_case(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 1 {
  }
  default {
  }
  return
}

// -----

func.func @parallel_terminator(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
    // expected-note@+1 {{terminator here}}
    scf.yield
  }
  return
}

// -----

func.func @parallel_reductions(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_reduction_type(%lb: index, %x: f32, %k: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%k : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @parallel_negative_step(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  return
}

// -----

func.func @reduce_block_arguments(%lb: index, %x: f32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: i32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %x: f32, %k: i32) {
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %k : i32
    }
  }
  return
}

// -----

func.func @reduce_return_outside_reduce(%k: i32) {
  // expected-error@+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  scf.reduce.return %k : i32
}

// -----

func.func @forall_index_arguments() {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: i32):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @forall_bounds_rank() {
  // expected-error@+1 {{expected 2 upper bound values, got 1}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
  ^bb0(%i: index, %j: index):
    scf.forall.in_parallel {}
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_body(%x: f32) {
  scf.forall (%i) in (8) {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %a = arith.addf %x, %x : f32
    }
  }
  return
}

// -----

func.func @while_init_type(%i: i32, %c: i1) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note@+1 {{region branch point}}
  %r = "scf.while"(%i) ({
  ^bb0(%a: f32):
    scf.condition(%c) %a : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (i32) -> f32
  return
}

// -----

func.func @if_yields_without_results(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 1 operands, but region successor needs 0 inputs}}
  scf.if %c {
    // expected-note@+1 {{region branch point}}
    scf.yield %x : f32
  }
  return
}

// -----

func.func @condition_count(%x: f32, %c: i1) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
  %r:2 = scf.while (%a = %x) : (f32) -> (f32, f32) {
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @for_extra_yield(%x: f32, %lb: index) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
    scf.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @switch_default_count(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %i -> f32
  // expected-note@-1 {{see yield operation here}}
  default {
    %x = arith.constant 1.0 : f32
  }
  return
}

// -----

func.func @forall_memref_outputs(%m: memref<4xf32>) {
  // expected-error@+1 {{'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  scf.forall (%i) in (8) shared_outs(%o = %m) -> (memref<4xf32>) {
  }
  return
}

// -----

func.func @parallel_bound_count(%lb: index) {
  // expected-error@+1 {{expected 2 operands}}
  scf.parallel (%i, %j) = (%lb) to (%lb) step (%lb) {
  }
  return
}

// -----

func.func @parallel_without_loops() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
  ^bb0:
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @forall_bad_bound(%n: index) {
  // expected-error@+2 {{expected integer value}}
  // expected-error@+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%i, %j) in (%n, x) {
  }
  return
}

// -----

func.func @parallel_without_segments(%lb: index) {
  // expected-error@+1 {{'scf.parallel' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}
