// int-range-optimizations: values whose integer range is one value become constants, remui/remsi by a
// constant whose operand already lies in [0, modulus) disappear, and the greedy driver folds and
// removes what became dead (bottom-up, MLIR's default). Ranges flow through cf branches (a loop-variant
// value widens), scf.if/scf.for results and iter_args, and scf.for induction variables.
// RUN: jopt %s -int-range-optimizations | jfilecheck %s

// CHECK-LABEL: func.func @a(%arg0: i32) -> i1 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: return %true : i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %0 = arith.remui %arg0, %c3 : index
// CHECK-NEXT: %1 = arith.addi %0, %c1 : index
// CHECK-NEXT: %2 = arith.divui %1, %c3 : index
// CHECK-NEXT: %3 = arith.minui %2, %c1 : index
// CHECK-NEXT: return %3 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: index) -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %c0) -> (index) {
// CHECK-NEXT: %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: i8) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: return %c2_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loopcf(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c10_i32 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %2 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ifs(%arg0: i1, %arg1: i8) -> (i32, i1) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c255_i32 = arith.constant 255 : i32
// CHECK-NEXT: %0 = arith.extui %arg1 : i8 to i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %2 = arith.andi %0, %c255_i32 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %1, %true : i32, i1
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rem(%arg0: index) -> (index, index, i16) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.remui %arg0, %c4 : index
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i16
// CHECK-NEXT: %2 = arith.divui %1, %1 : i16
// CHECK-NEXT: return %0, %c0, %2 : index, index, i16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fori() -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = scf.for %arg0 = %c0 to %c5 step %c1 iter_args(%arg1 = %c0) -> (index) {
// CHECK-NEXT: scf.yield %c5 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }

func.func @a(%x: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %0 = arith.andi %x, %c10 : i32
  %1 = arith.cmpi sle, %0, %c10 : i32
  %2 = arith.cmpi slt, %0, %c0 : i32
  %3 = arith.xori %1, %2 : i1
  return %3 : i1
}
func.func @b(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = arith.remui %x, %c3 : index
  %1 = arith.addi %0, %c1 : index
  %2 = arith.divui %1, %c3 : index
  %3 = arith.minui %2, %c1 : index
  return %3 : index
}
func.func @c(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> index {
    %lt = arith.cmpi ult, %i, %c4 : index
    %s = arith.select %lt, %c1, %c0 : index
    %n2 = arith.addi %acc, %s : index
    scf.yield %n2 : index
  }
  return %r : index
}
func.func @d(%x: i8) -> i32 {
  %0 = arith.extui %x : i8 to i32
  %c256 = arith.constant 256 : i32
  %1 = arith.cmpi ult, %0, %c256 : i32
  %2 = arith.extui %1 : i1 to i32
  %3 = arith.shli %2, %2 : i32
  return %3 : i32
}
func.func @loopcf(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  cf.br ^h(%c0 : i32)
^h(%i: i32):
  %cmp = arith.cmpi slt, %i, %c10 : i32
  cf.cond_br %cmp, ^body, ^exit
^body:
  %j = arith.addi %i, %c1 : i32
  cf.br ^h(%j : i32)
^exit:
  %r = arith.remsi %c1, %c10 : i32
  return %i : i32
}
func.func @ifs(%c: i1, %x: i8) -> (i32, i1) {
  %e = arith.extui %x : i8 to i32
  %c255 = arith.constant 255 : i32
  %r = scf.if %c -> i32 {
    %a = arith.andi %e, %c255 : i32
    scf.yield %a : i32
  } else {
    %b = arith.shrui %e, %c255 : i32
    scf.yield %e : i32
  }
  %cmp = arith.cmpi ule, %r, %c255 : i32
  return %r, %cmp : i32, i1
}
func.func @rem(%x: index) -> (index, index, i16) {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %a = arith.remui %x, %c4 : index
  %b = arith.remui %a, %c8 : index
  %t = arith.index_cast %b : index to i16
  %d = arith.divui %t, %t : i16
  %s = arith.subi %b, %a : index
  return %b, %s, %d : index, index, i16
}
func.func @fori() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %c0) -> index {
    %big = arith.cmpi ugt, %i, %c5 : index
    %m = arith.maxui %i, %c5 : index
    %s = arith.select %big, %c1, %m : index
    scf.yield %s : index
  }
  return %r : index
}
