// -canonicalize folds arith.cmpi of a vector.step (N lanes 0..N-1) against a splat constant c into
// a splat i1 constant when all lanes agree (MLIR 22's StepCompareFolder): ult/uge when N <= c,
// ule/ugt when N - 1 <= c, eq/ne when N <= c; the step must be the first operand after arith's
// canonicalization (constants move right, swapping the predicate); signed predicates stay.
// mlir-opt 22's output.
// RUN: jopt %s -canonicalize | jfilecheck %s --match-full-lines

// CHECK: module {
// CHECK-NEXT: func.func @ugt_1_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ugt_1_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ugt, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ugt_2_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ugt_2_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ugt_3_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ugt_3_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @uge_1_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ule, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @uge_1_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi uge, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @uge_2_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @uge_2_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi uge, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @uge_3_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @uge_3_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ult_1_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ugt, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ult_1_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ult_2_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ult_2_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ult_3_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ult_3_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ule_1_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi uge, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ule_1_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ule, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ule_2_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi uge, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ule_2_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ule_3_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ule_3_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @eq_1_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @eq_1_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @eq_2_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @eq_2_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @eq_3_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @eq_3_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ne_1_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ne, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ne_1_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ne, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ne_2_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ne, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ne_2_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ne, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ne_3_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ne_3_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: return %cst : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slt_1_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi sgt, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slt_1_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slt_2_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi sgt, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slt_2_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<2> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slt_3_l() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi sgt, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @slt_3_r() -> vector<3xi1> {
// CHECK-NEXT: %cst = arith.constant dense<3> : vector<3xindex>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %cst : vector<3xindex>
// CHECK-NEXT: return %1 : vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @two_uses(%arg0: vector<3xindex>) -> (vector<3xi1>, vector<3xi1>) {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT: %0 = vector.step : vector<3xindex>
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %arg0 : vector<3xindex>
// CHECK-NEXT: return %1, %cst : vector<3xi1>, vector<3xi1>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @ugt_1_l() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ugt, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ugt_1_r() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ugt, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ugt_2_l() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ugt, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ugt_2_r() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ugt, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ugt_3_l() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ugt, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ugt_3_r() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ugt, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @uge_1_l() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi uge, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @uge_1_r() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi uge, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @uge_2_l() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi uge, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @uge_2_r() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi uge, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @uge_3_l() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi uge, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @uge_3_r() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi uge, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ult_1_l() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ult, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ult_1_r() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ult, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ult_2_l() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ult, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ult_2_r() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ult, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ult_3_l() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ult, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ult_3_r() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ult, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ule_1_l() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ule, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ule_1_r() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ule, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ule_2_l() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ule, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ule_2_r() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ule, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ule_3_l() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ule, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ule_3_r() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ule, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @eq_1_l() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi eq, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @eq_1_r() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi eq, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @eq_2_l() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi eq, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @eq_2_r() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi eq, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @eq_3_l() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi eq, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @eq_3_r() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi eq, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ne_1_l() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ne, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ne_1_r() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ne, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ne_2_l() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ne, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ne_2_r() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ne, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ne_3_l() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ne, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @ne_3_r() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ne, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @slt_1_l() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi slt, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @slt_1_r() -> vector<3xi1> {
  %cst = arith.constant dense<1> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi slt, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @slt_2_l() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi slt, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @slt_2_r() -> vector<3xi1> {
  %cst = arith.constant dense<2> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi slt, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @slt_3_l() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi slt, %cst, %0 : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @slt_3_r() -> vector<3xi1> {
  %cst = arith.constant dense<3> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi slt, %0, %cst : vector<3xindex>
  return %1 : vector<3xi1>
}
func.func @two_uses(%v: vector<3xindex>) -> (vector<3xi1>, vector<3xi1>) {
  %cst = arith.constant dense<5> : vector<3xindex>
  %0 = vector.step : vector<3xindex>
  %1 = arith.cmpi ult, %0, %v : vector<3xindex>
  %2 = arith.cmpi ult, %0, %cst : vector<3xindex>
  return %1, %2 : vector<3xi1>, vector<3xi1>
}
