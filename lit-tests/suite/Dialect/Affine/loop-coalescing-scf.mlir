// -affine-loop-coalescing on scf.for nests over index: the loops of a band are normalized (trip
// count as a composed (ub - lb) ceildiv step apply, new constant bounds 0 and 1), the outermost
// loop runs to the product of the trip counts, one affine.delinearize_index recovers the normalized
// induction variables and lb + iv * step applies the original ones; iteration arguments that chain
// from loop to loop are kept, a band whose bounds depend on an outer loop's induction variable starts
// a new band. Loops over integer types take the same steps in arith: subi/ceildivsi trip counts,
// muli/addi induction variables, a product of muli and divsi/remsi (unit trip counts skipped).
// RUN: jopt %s -split-input-file -allow-unregistered-dialect -affine-loop-coalescing --cse --mlir-print-local-scope | jfilecheck %s

// CHECK-LABEL: func.func @s1() {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c1800 = arith.constant 1800 : index
// CHECK-NEXT:   scf.for %arg0 = %c0 to %c1800 step %c1 {
// CHECK-NEXT:     %0:3 = affine.delinearize_index %arg0 into (20, 30, 3) : index, index, index
// CHECK-NEXT:     "use"(%0#0, %0#1, %0#2) : (index, index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @s1() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c20 = arith.constant 20 : index
  %c30 = arith.constant 30 : index
  scf.for %i = %c0 to %c20 step %c1 {
    scf.for %j = %c0 to %c30 step %c1 {
      scf.for %k = %c0 to %c3 step %c1 {
        "use"(%i, %j, %k) : (index, index, index) -> ()
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @s2() {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c64 = arith.constant 64 : index
// CHECK-NEXT:   scf.for %arg0 = %c0 to %c64 step %c1 {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (8, 8) : index, index
// CHECK-NEXT:     %1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%0#1)
// CHECK-NEXT:     %2 = affine.apply affine_map<(d0) -> (d0 + 1)>(%0#0)
// CHECK-NEXT:     "use1"(%2, %1, %2) : (index, index, index) -> ()
// CHECK-NEXT:     "use2"(%1, %2) : (index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @s2() {
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  scf.for %i = %c1 to %c9 step %c1 {
    scf.for %j = %c1 to %c9 step %c1 {
      "use1"(%i, %j, %i) : (index, index, index) -> ()
      "use2"(%j, %i) : (index, index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @s3() {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c16 = arith.constant 16 : index
// CHECK-NEXT:   scf.for %arg0 = %c0 to %c16 step %c1 {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (4, 4) : index, index
// CHECK-NEXT:     %1 = affine.apply affine_map<(d0) -> (d0 * 4 + 3)>(%0#1)
// CHECK-NEXT:     %2 = affine.apply affine_map<(d0) -> (d0 * 2 + 4)>(%0#0)
// CHECK-NEXT:     "use"(%2, %1) : (index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @s3() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c11 = arith.constant 11 : index
  %c19 = arith.constant 19 : index
  scf.for %i = %c4 to %c11 step %c2 {
    scf.for %j = %c3 to %c19 step %c4 {
      "use"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @s4() -> index {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c30 = arith.constant 30 : index
// CHECK-NEXT:   %0 = scf.for %arg0 = %c0 to %c30 step %c1 iter_args(%arg1 = %c0) -> (index) {
// CHECK-NEXT:     %1:2 = affine.delinearize_index %arg0 into (5, 6) : index, index
// CHECK-NEXT:     %2 = "use"(%1#0, %1#1, %arg1) : (index, index, index) -> index
// CHECK-NEXT:     scf.yield %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0 : index
// CHECK-NEXT: }
func.func @s4() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %c0) -> (index) {
    %r1 = scf.for %j = %c0 to %c6 step %c1 iter_args(%b = %a) -> (index) {
      %x = "use"(%i, %j, %b) : (index, index, index) -> index
      scf.yield %x : index
    }
    scf.yield %r1 : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @s5() -> (index, index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c25 = arith.constant 25 : index
// CHECK-NEXT:   %0:2 = scf.for %arg0 = %c0 to %c25 step %c1 iter_args(%arg1 = %c0, %arg2 = %c1) -> (index, index) {
// CHECK-NEXT:     %1:2 = affine.delinearize_index %arg0 into (5, 5) : index, index
// CHECK-NEXT:     "use"(%1#0, %1#1) : (index, index) -> ()
// CHECK-NEXT:     scf.yield %arg2, %arg1 : index, index
// CHECK-NEXT:   }
// CHECK-NEXT:   return %0#0, %0#1 : index, index
// CHECK-NEXT: }
func.func @s5() -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %c0, %b = %c1) -> (index, index) {
    %r1:2 = scf.for %j = %c0 to %c5 step %c1 iter_args(%x = %a, %y = %b) -> (index, index) {
      "use"(%i, %j) : (index, index) -> ()
      scf.yield %y, %x : index, index
    }
    scf.yield %r1#0, %r1#1 : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// CHECK-LABEL: func.func @s6(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
// CHECK-NEXT:   %0 = affine.apply affine_map<()[s0, s1, s2] -> ((-s0 + s1) ceildiv s2)>()[%arg0, %arg1, %arg2]
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %1 = affine.apply affine_map<()[s0, s1, s2] -> ((-s0 + s1) ceildiv s2)>()[%arg3, %arg4, %arg5]
// CHECK-NEXT:   %2 = affine.apply affine_map<()[s0, s1, s2, s3, s4, s5] -> (((-s0 + s1) ceildiv s2) * ((-s3 + s4) ceildiv s5))>()[%arg0, %arg1, %arg2, %arg3, %arg4, %arg5]
// CHECK-NEXT:   scf.for %arg6 = %c0 to %2 step %c1 {
// CHECK-NEXT:     %3:2 = affine.delinearize_index %arg6 into (%0, %1) : index, index
// CHECK-NEXT:     %4 = affine.apply affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>(%3#1)[%arg3, %arg5]
// CHECK-NEXT:     %5 = affine.apply affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>(%3#0)[%arg0, %arg2]
// CHECK-NEXT:     "foo"(%5, %4) : (index, index) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @s6(%lb1 : index, %ub1 : index, %st1 : index, %lb2 : index, %ub2 : index, %st2 : index) {
  scf.for %i = %lb1 to %ub1 step %st1 {
    scf.for %j = %lb2 to %ub2 step %st2 {
      "foo"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @s7() {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %c100 = arith.constant 100 : index
// CHECK-NEXT:   scf.for %arg0 = %c0 to %c100 step %c1 {
// CHECK-NEXT:     %0:2 = affine.delinearize_index %arg0 into (10, 10) : index, index
// CHECK-NEXT:     %1 = affine.apply affine_map<()[s0, s1] -> (-s0 + s1)>()[%0#0, %0#1]
// CHECK-NEXT:     %2 = affine.apply affine_map<()[s0, s1] -> ((-s0 + s1) * (-s0 + s1))>()[%0#0, %0#1]
// CHECK-NEXT:     scf.for %arg1 = %c0 to %2 step %c1 {
// CHECK-NEXT:       %3:2 = affine.delinearize_index %arg1 into (%1, %1) : index, index
// CHECK-NEXT:       "foo"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @s7() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      scf.for %k = %i to %j step %c1 {
        scf.for %l = %i to %j step %c1 {
          "foo"() : () -> ()
        }
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @i1(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   %0 = arith.subi %arg0, %c2_i32 : i32
// CHECK-NEXT:   %1 = arith.ceildivsi %0, %c3_i32 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %2 = arith.subi %arg1, %c5_i32 : i32
// CHECK-NEXT:   %3 = arith.ceildivsi %2, %c2_i32 : i32
// CHECK-NEXT:   %4 = arith.muli %1, %3 : i32
// CHECK-NEXT:   scf.for %arg2 = %c0_i32 to %4 step %c1_i32  : i32 {
// CHECK-NEXT:     %5 = arith.remsi %arg2, %3 : i32
// CHECK-NEXT:     %6 = arith.divsi %arg2, %3 : i32
// CHECK-NEXT:     %7 = arith.muli %5, %c2_i32 : i32
// CHECK-NEXT:     %8 = arith.addi %7, %c5_i32 : i32
// CHECK-NEXT:     %9 = arith.muli %6, %c3_i32 : i32
// CHECK-NEXT:     %10 = arith.addi %9, %c2_i32 : i32
// CHECK-NEXT:     "foo"(%10, %8) : (i32, i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @i1(%n: i32, %m: i32) {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  scf.for %i = %c2 to %n step %c3 : i32 {
    scf.for %j = %c5 to %m step %c2 : i32 {
      "foo"(%i, %j) : (i32, i32) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @i2(%arg0: i64) {
// CHECK-NEXT:   %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:   %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:   %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT:   %0 = arith.muli %arg0, %c4_i64 : i64
// CHECK-NEXT:   scf.for %arg1 = %c0_i64 to %0 step %c1_i64  : i64 {
// CHECK-NEXT:     %1 = arith.remsi %arg1, %c4_i64 : i64
// CHECK-NEXT:     %2 = arith.divsi %arg1, %c4_i64 : i64
// CHECK-NEXT:     "foo"(%c0_i64, %2, %c0_i64, %1) : (i64, i64, i64, i64) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @i2(%n: i64) {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  scf.for %i = %c0 to %c1 step %c1 : i64 {
    scf.for %j = %c0 to %n step %c1 : i64 {
      scf.for %k = %c0 to %c1 step %c1 : i64 {
        scf.for %l = %c0 to %c4 step %c1 : i64 {
          "foo"(%i, %j, %k, %l) : (i64, i64, i64, i64) -> ()
        }
      }
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @i3(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:   %1 = arith.ceildivsi %0, %arg2 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %2 = arith.muli %1, %1 : i32
// CHECK-NEXT:   %3 = scf.for %arg3 = %c0_i32 to %2 step %c1_i32 iter_args(%arg4 = %c0_i32) -> (i32)  : i32 {
// CHECK-NEXT:     %4 = arith.remsi %arg3, %1 : i32
// CHECK-NEXT:     %5 = arith.divsi %arg3, %1 : i32
// CHECK-NEXT:     %6 = arith.muli %4, %arg2 : i32
// CHECK-NEXT:     %7 = arith.addi %6, %arg0 : i32
// CHECK-NEXT:     %8 = arith.muli %5, %arg2 : i32
// CHECK-NEXT:     %9 = arith.addi %8, %arg0 : i32
// CHECK-NEXT:     %10 = arith.addi %arg4, %7 : i32
// CHECK-NEXT:     %11 = arith.addi %10, %9 : i32
// CHECK-NEXT:     scf.yield %11 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: }
func.func @i3(%lb: i32, %ub: i32, %st: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %c0) -> i32 : i32 {
    %s = scf.for %j = %lb to %ub step %st iter_args(%b = %a) -> i32 : i32 {
      %x = arith.addi %b, %j : i32
      %y = arith.addi %x, %i : i32
      scf.yield %y : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @i4() {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:   %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %0 = arith.muli %c9_i32, %c6_i32 : i32
// CHECK-NEXT:   scf.for %arg0 = %c0_i32 to %0 step %c1_i32  : i32 {
// CHECK-NEXT:     %1 = arith.remsi %arg0, %c6_i32 : i32
// CHECK-NEXT:     %2 = arith.divsi %arg0, %c6_i32 : i32
// CHECK-NEXT:     %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:     "foo"(%3, %1) : (i32, i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @i4() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c6 = arith.constant 6 : i32
  %c10 = arith.constant 10 : i32
  scf.for %i = %c1 to %c10 step %c1 : i32 {
    scf.for %j = %c0 to %c6 step %c1 : i32 {
      "foo"(%i, %j) : (i32, i32) -> ()
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @s8(%arg0: i32) {
// CHECK-NEXT:   %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:   scf.for %arg1 = %c0_i32 to %0 step %c1_i32  : i32 {
// CHECK-NEXT:     %1 = arith.remsi %arg1, %arg0 : i32
// CHECK-NEXT:     %2 = arith.divsi %arg1, %arg0 : i32
// CHECK-NEXT:     "foo"(%2, %1) : (i32, i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @s8(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %n step %c1 : i32 {
      "foo"(%i, %j) : (i32, i32) -> ()
    }
  }
  return
}

// -----

// An inner loop that yields its own induction variable yields the delinearized value (mlir-opt 22
// crashes here; later upstream versions give this).
// CHECK-LABEL: func.func @yields_iv() -> index {
// CHECK:         %[[R:.*]] = scf.for %[[IV:.*]] = %c0 to %c16 step %c1 iter_args(%{{.*}} = %c0) -> (index) {
// CHECK-NEXT:      %[[D:.*]]:2 = affine.delinearize_index %[[IV]] into (4, 4) : index, index
// CHECK-NEXT:      scf.yield %[[D]]#1 : index
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : index
func.func @yields_iv() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %c0) -> (index) {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (index) {
      scf.yield %j : index
    }
    scf.yield %s : index
  }
  return %r : index
}
