// RUN: jopt %s -allow-unregistered-dialect -split-input-file -loop-invariant-code-motion | jfilecheck %s

// Hoisting needs three things: no memory effects, speculatable, and every operand defined outside
// the loop (or by an op hoisted before). Expected output is mlir-opt 22's.

// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %[[SQ:.*]] = arith.muli %[[SUM]], %[[SUM]] : i32
// CHECK-NEXT:    scf.for %[[IV:.*]] = %arg2 to %arg3 step %[[C1]] {
// CHECK-NEXT:      %[[CAST:.*]] = arith.index_cast %[[IV]] : index to i32
// CHECK-NEXT:      %[[ALL:.*]] = arith.addi %[[SQ]], %[[CAST]] : i32
// CHECK-NEXT:      memref.store %[[ALL]], %arg4[%[[IV]]]
// CHECK-NEXT:      memref.load
// CHECK-NEXT:      "test.use"
func.func @chain(%a: i32, %b: i32, %lb: index, %ub: index, %m: memref<10xi32>) {
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %c1 {
    %sum = arith.addi %a, %b : i32
    %sq = arith.muli %sum, %sum : i32
    %iv = arith.index_cast %i : index to i32
    %all = arith.addi %sq, %iv : i32
    memref.store %all, %m[%i] : memref<10xi32>
    %l = memref.load %m[%c1] : memref<10xi32>
    "test.use"(%l) : (i32) -> ()
  }
  return
}

// -----

// Divisions hoist only by a constant divisor that cannot trap: not 0, and for signed division not
// -1 either. remsi is total in arith, so it always hoists.

// CHECK-LABEL: func.func @divisions
// CHECK:         %[[SEVEN:.*]] = arith.divsi %arg0, %c7_i32 : i32
// CHECK-NEXT:    %[[UNS:.*]] = arith.divui %arg0, %c-1_i32 : i32
// CHECK-NEXT:    %[[REM:.*]] = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      %[[VAR:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:      %[[NEG:.*]] = arith.divsi %arg0, %c-1_i32 : i32
// CHECK-NEXT:      %[[ZERO:.*]] = arith.divui %arg0, %c0_i32 : i32
// CHECK-NEXT:      %[[CEIL:.*]] = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT:      "test.use"(%[[VAR]], %[[SEVEN]], %[[NEG]], %[[UNS]], %[[ZERO]], %[[REM]], %[[CEIL]])
func.func @divisions(%a: i32, %b: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %cm1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  scf.for %i = %c0 to %n step %c1 {
    %d = arith.divsi %a, %b : i32
    %d2 = arith.divsi %a, %c7 : i32
    %d3 = arith.divsi %a, %cm1 : i32
    %d4 = arith.divui %a, %cm1 : i32
    %d5 = arith.divui %a, %z : i32
    %r = arith.remsi %a, %b : i32
    %ce = arith.ceildivsi %a, %b : i32
    "test.use"(%d, %d2, %d3, %d4, %d5, %r, %ce) : (i32, i32, i32, i32, i32, i32, i32) -> ()
  }
  return
}

// -----

// Innermost loops go first, so an op can leave several loops. A loop that steps by 1 always ends and
// hoists whole with its body; one with another step may not end and stays. tensor.dim hoists with a
// constant in-range index.

// CHECK-LABEL: func.func @nest
// CHECK:         %[[EXP:.*]] = math.exp %arg0 : f32
// CHECK-NEXT:    %[[DIM:.*]] = tensor.dim %arg2, %c0 : tensor<?xf32>
// CHECK-NEXT:    %[[SQ1:.*]] = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:    %[[STEP1:.*]] = scf.for {{.*}} step %c1
// CHECK-NEXT:      scf.yield %[[SQ1]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[SQ2:.*]] = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:    scf.for {{.*}} step %c1
// CHECK-NEXT:      scf.for {{.*}} step %c2
// CHECK-NEXT:        arith.addf %{{.*}}, %[[EXP]] : f32
// CHECK-NEXT:        %[[STEP2:.*]] = scf.for {{.*}} step %c2
// CHECK-NEXT:          scf.yield %[[SQ2]] : f32
// CHECK-NEXT:        }
// CHECK-NEXT:        arith.addf %{{.*}}, %[[STEP1]] : f32
// CHECK-NEXT:        arith.addf %{{.*}}, %[[STEP2]] : f32
// CHECK-NEXT:        "test.use"(%[[DIM]])
func.func @nest(%a: f32, %n: index, %t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> f32 {
    %r2 = scf.for %j = %c0 to %n step %c2 iter_args(%acc2 = %acc) -> f32 {
      %e = math.exp %a : f32
      %dim = tensor.dim %t, %c0 : tensor<?xf32>
      %s = arith.addf %acc2, %e : f32
      %one = scf.for %k = %c0 to %n step %c1 iter_args(%q = %a) -> f32 {
        %u = arith.mulf %a, %a : f32
        scf.yield %u : f32
      }
      %two = scf.for %k = %c0 to %n step %c2 iter_args(%q = %a) -> f32 {
        %u = arith.mulf %a, %a : f32
        scf.yield %u : f32
      }
      %s2 = arith.addf %s, %one : f32
      %s3 = arith.addf %s2, %two : f32
      "test.use"(%dim) : (index) -> ()
      scf.yield %s3 : f32
    }
    scf.yield %r2 : f32
  }
  return %r : f32
}

// -----

// Ops with regions move as a whole when nothing inside uses the loop's values or memory; unknown ops
// and allocations stay.

// CHECK-LABEL: func.func @with_regions
// CHECK:         %[[IF:.*]] = scf.if %arg0 -> (f32) {
// CHECK-NEXT:      arith.addf %arg1, %arg1
// CHECK:         scf.for %[[IV:.*]] =
// CHECK-NEXT:      scf.if %arg0 -> (f32) {
// CHECK-NEXT:        memref.load
// CHECK:           scf.if %arg0 -> (index) {
// CHECK-NEXT:        arith.addi %[[IV]]
// CHECK:           memref.alloca
// CHECK-NEXT:      scf.execute_region
// CHECK:           "test.pure"
// CHECK-NEXT:      "test.use"(%[[IF]],
func.func @with_regions(%a: i1, %x: f32, %n: index, %m: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.if %a -> f32 {
      %y = arith.addf %x, %x : f32
      scf.yield %y : f32
    } else {
      scf.yield %x : f32
    }
    %r2 = scf.if %a -> f32 {
      %l = memref.load %m[%c0] : memref<4xf32>
      scf.yield %l : f32
    } else {
      scf.yield %x : f32
    }
    %r3 = scf.if %a -> index {
      %q = arith.addi %i, %c1 : index
      scf.yield %q : index
    } else {
      scf.yield %c0 : index
    }
    %al = memref.alloca() : memref<4xf32>
    %e = scf.execute_region -> f32 {
      %z = arith.mulf %x, %x : f32
      scf.yield %z : f32
    }
    %u = "test.pure"(%x) : (f32) -> f32
    "test.use"(%r, %r2, %r3, %al, %e, %u) : (f32, f32, index, memref<4xf32>, f32, f32) -> ()
  }
  return
}

// -----

// Every region of scf.while counts as loop body; scf.parallel and scf.forall are loops too.

// CHECK-LABEL: func.func @other_loops
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[P:.*]] = arith.addi %arg0, %arg1 : index
// CHECK-NEXT:    scf.parallel
// CHECK-NEXT:      arith.addi %[[P]],
// CHECK:         %[[F:.*]] = arith.muli %arg0, %arg1 : index
// CHECK-NEXT:    scf.forall
// CHECK-NEXT:      "test.use"(%[[F]])
// CHECK:         %[[B:.*]] = arith.subi %arg0, %arg1 : index
// CHECK-NEXT:    %[[A:.*]] = arith.muli %arg0, %arg0 : index
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      arith.cmpi
// CHECK-NEXT:      "test.use"(%[[B]])
// CHECK:           "test.use"(%[[A]])
func.func @other_loops(%a: index, %b: index, %n: index, %init: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    %x = arith.addi %a, %b : index
    %y = arith.addi %x, %i : index
    "test.use"(%y) : (index) -> ()
    scf.reduce
  }
  scf.forall (%i) in (%n) {
    %x = arith.muli %a, %b : index
    "test.use"(%x) : (index) -> ()
  }
  %w = scf.while (%arg = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %arg, %init : i32
    %k = arith.subi %a, %b : index
    "test.use"(%k) : (index) -> ()
    scf.condition(%c) %arg : i32
  } do {
  ^bb0(%x: i32):
    %k2 = arith.muli %a, %a : index
    "test.use"(%k2) : (index) -> ()
    scf.yield %x : i32
  }
  return
}
