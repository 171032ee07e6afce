// Every scf op round-trips through its custom form and through the generic form; implicit
// terminators are elided where MLIR elides them.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT: scf.for %arg5 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:   %2 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg3) -> (f32, f32) {
// CHECK-NEXT:   %2 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT:   scf.yield %2, %arg7 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg5 = %arg4 to %arg4 step %arg4  : i32 {
// CHECK-NEXT:   %2 = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg5 = %arg4 to %arg4 step %arg4  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (f32) {
// CHECK-NEXT:   scf.yield %arg6 : f32
// CHECK-NEXT: } {tag = "loop"}
// CHECK-NEXT: return %0#0 : f32
// CHECK-NEXT: }
func.func @for_loops(%lb: index, %ub: index, %st: index, %x: f32, %i: i32) -> f32 {
  scf.for %iv = %lb to %ub step %st {
    %a = arith.addi %iv, %iv : index
  }
  %r:2 = scf.for %iv = %lb to %ub step %st iter_args(%acc = %x, %b = %x) -> (f32, f32) {
    %s = arith.addf %acc, %b : f32
    scf.yield %s, %b : f32, f32
  }
  scf.for %iv = %i to %i step %i : i32 {
    %c = arith.addi %iv, %iv : i32
  }
  scf.for unsigned %iv = %i to %i step %i : i32 {
  }
  %e = scf.for %iv = %lb to %ub step %st iter_args(%acc = %x) -> (f32) {
    scf.yield %acc : f32
  } {tag = "loop"}
  return %r#0 : f32
}

// CHECK-LABEL: func.func @conditionals(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT:   scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT:   %2 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:   scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT:   %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, i1) {
// CHECK-NEXT:   scf.yield %arg1, %arg0 : f32, i1
// CHECK-NEXT: } else {
// CHECK-NEXT:   scf.yield %arg1, %arg0 : f32, i1
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @conditionals(%c: i1, %x: f32) -> f32 {
  scf.if %c {
    %a = arith.addf %x, %x : f32
  }
  %y = scf.if %c -> (f32) {
    scf.yield %x : f32
  } else {
    %m = arith.mulf %x, %x : f32
    scf.yield %m : f32
  }
  scf.if %c {
  } else {
    %b = arith.addf %x, %x : f32
  }
  %p:2 = scf.if %c -> (f32, i1) {
    scf.yield %x, %c : f32, i1
  } else {
    scf.yield %x, %c : f32, i1
  } {tag}
  return %y : f32
}

// CHECK-LABEL: func.func @while_loops(%arg0: i1, %arg1: f32, %arg2: i32) -> f32 {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg1) : (f32) -> f32 {
// CHECK-NEXT:   scf.condition(%arg0) %arg3 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT:   %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:   scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %arg1, %arg4 = %arg2) : (f32, i32) -> (i32, f32) {
// CHECK-NEXT:   scf.condition(%arg0) %arg4, %arg3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: f32):
// CHECK-NEXT:   scf.yield %arg4, %arg3 : f32, i32
// CHECK-NEXT: } attributes {tag}
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT:   scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @while_loops(%c: i1, %x: f32, %n: i32) -> f32 {
  %w = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    %s = arith.addf %b, %b : f32
    scf.yield %s : f32
  }
  %w2:2 = scf.while (%a = %x, %k = %n) : (f32, i32) -> (i32, f32) {
    scf.condition(%c) %k, %a : i32, f32
  } do {
  ^bb0(%k2: i32, %b: f32):
    scf.yield %b, %k2 : f32, i32
  } attributes {tag}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %w : f32
}

// CHECK-LABEL: func.func @switches(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> f32 
// CHECK-NEXT: case 2 {
// CHECK-NEXT:   scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case -5 {
// CHECK-NEXT:   %1 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:   scf.yield %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT:   scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 
// CHECK-NEXT: case 0 {
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0 {tag} 
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @switches(%i: index, %x: f32) -> f32 {
  %r = scf.index_switch %i -> f32
  case 2 {
    scf.yield %x : f32
  }
  case -5 {
    %m = arith.mulf %x, %x : f32
    scf.yield %m : f32
  }
  default {
    scf.yield %x : f32
  }
  scf.index_switch %i
  case 0 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i {tag}
  default {
  }
  return %r : f32
}

// CHECK-LABEL: func.func @regions(%arg0: i1, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = scf.execute_region -> f32 {
// CHECK-NEXT:   scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   scf.yield %arg1 : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %2:2 = scf.execute_region -> (f32, i1) {
// CHECK-NEXT:   scf.yield %arg1, %arg0 : f32, i1
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT:   scf.yield
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @regions(%c: i1, %x: f32) -> f32 {
  %e = scf.execute_region -> f32 {
    scf.yield %x : f32
  }
  %e2 = scf.execute_region -> f32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : f32
  ^bb2:
    scf.yield %x : f32
  }
  %e3:2 = scf.execute_region -> (f32, i1) {
    scf.yield %x, %c : f32, i1
  }
  scf.execute_region {
    scf.yield
  } {tag}
  return %e : f32
}

// CHECK-LABEL: func.func @forall_loops(%arg0: index, %arg1: tensor<8xf32>, %arg2: tensor<1xf32>) -> tensor<8xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg3, %arg4) in (%arg0, 4) shared_outs(%arg5 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:   scf.forall.in_parallel {
// CHECK-NEXT:     tensor.parallel_insert_slice %arg2 into %arg5[%arg3] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) = (0) to (%arg0) step (2) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3, %arg4) = (%arg0, 1) to (16, %arg0) step (1, 1) {
// CHECK-NEXT:   %1 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) in (8) {
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : tensor<8xf32>
// CHECK-NEXT: }
func.func @forall_loops(%n: index, %t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (%n, 4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  scf.forall (%i) = (0) to (%n) step (2) {
  }
  scf.forall (%i, %j) = (%n, 1) to (16, %n) step (1, 1) {
    %a = arith.addi %i, %j : index
  }
  scf.forall (%i) in (8) {
  } {tag}
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @parallel_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT: %0 = scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3) -> f32 {
// CHECK-NEXT:   scf.reduce(%arg3 : f32) {
// CHECK-NEXT:   ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT:     %2 = arith.addf %arg7, %arg8 : f32
// CHECK-NEXT:     scf.reduce.return %2 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT:   scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT:   ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT:     scf.reduce.return %arg6 : f32
// CHECK-NEXT:   }, {
// CHECK-NEXT:   ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT:     %2 = arith.muli %arg6, %arg7 : i32
// CHECK-NEXT:     scf.reduce.return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:   %2 = arith.addi %arg5, %arg5 : index
// CHECK-NEXT:   scf.reduce 
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @parallel_loops(%lb: index, %ub: index, %st: index, %x: f32, %k: i32) -> f32 {
  %p = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }
  }
  %q:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x, %k) -> (f32, i32) {
    scf.reduce(%x, %k : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %m = arith.muli %a, %b : i32
      scf.reduce.return %m : i32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    %a = arith.addi %i, %i : index
  } {tag}
  return %p : f32
}
