package org.jmlir.conversion.complextostandard;

import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.ir.Value;

/**
 * Complex division on the parts (MLIR 22's ComplexCommon DivisionConverter): the textbook formula,
 * or Smith's range reduction with the C99 Annex G recoveries for zero and infinite divisors and
 * infinite dividends. The fast-math flags go on the arithmetic, not on compares or copysign.
 */
final class Division {
  private Division() {}

  /** (a + ib) / (c + id) = ((ac + bd) + i(bc - ad)) / (c^2 + d^2). */
  static Value[] algebraic(ArithBuilder b, FastMathFlagsAttr f, Value lre, Value lim, Value rre, Value rim) {
    Value norm = b.sameFm("arith.addf", f, b.sameFm("arith.mulf", f, rre, rre), b.sameFm("arith.mulf", f, rim, rim));
    Value re = b.sameFm("arith.addf", f, b.sameFm("arith.mulf", f, lre, rre), b.sameFm("arith.mulf", f, lim, rim));
    Value im = b.sameFm("arith.subf", f, b.sameFm("arith.mulf", f, lim, rre), b.sameFm("arith.mulf", f, lre, rim));
    return new Value[] {b.sameFm("arith.divf", f, re, norm), b.sameFm("arith.divf", f, im, norm)};
  }

  static Value[] rangeReduction(ArithBuilder b, FastMathFlagsAttr f, Value lre, Value lim, Value rre, Value rim) {
    // |c| < |d|: divide through by d
    Value r1 = b.sameFm("arith.divf", f, rre, rim);
    Value d1 = b.sameFm("arith.addf", f, rim, b.sameFm("arith.mulf", f, r1, rre));
    Value re1 = b.sameFm("arith.divf", f, b.sameFm("arith.addf", f, b.sameFm("arith.mulf", f, lre, r1), lim), d1);
    Value im1 = b.sameFm("arith.divf", f, b.sameFm("arith.subf", f, b.sameFm("arith.mulf", f, lim, r1), lre), d1);
    // otherwise: divide through by c
    Value r2 = b.sameFm("arith.divf", f, rim, rre);
    Value d2 = b.sameFm("arith.addf", f, rre, b.sameFm("arith.mulf", f, r2, rim));
    Value re2 = b.sameFm("arith.divf", f, b.sameFm("arith.addf", f, lre, b.sameFm("arith.mulf", f, lim, r2)), d2);
    Value im2 = b.sameFm("arith.divf", f, b.sameFm("arith.subf", f, lim, b.sameFm("arith.mulf", f, lre, r2)), d2);
    // a zero divisor and a dividend that is not NaN: infinity with c's sign times the dividend
    Value zero = b.floatConst(rre.type(), 0.0);
    Value absC = b.sameFm("math.absf", f, rre);
    Value cZero = b.cmpf("oeq", absC, zero);
    Value absD = b.sameFm("math.absf", f, rim);
    Value dZero = b.cmpf("oeq", absD, zero);
    Value aOrd = b.cmpf("ord", lre, zero);
    Value bOrd = b.cmpf("ord", lim, zero);
    Value divByZero = b.same("arith.andi", b.same("arith.ori", aOrd, bOrd), b.same("arith.andi", cZero, dZero));
    Value inf = b.floatConst(rre.type(), Double.POSITIVE_INFINITY);
    Value signedInf = b.same("math.copysign", inf, rre);
    Value zeroRe = b.sameFm("arith.mulf", f, signedInf, lre);
    Value zeroIm = b.sameFm("arith.mulf", f, signedInf, lim);
    // an infinite dividend over a finite divisor
    Value cFinite = b.cmpf("one", absC, inf);
    Value dFinite = b.cmpf("one", absD, inf);
    Value divisorFinite = b.same("arith.andi", cFinite, dFinite);
    Value absA = b.sameFm("math.absf", f, lre);
    Value aInf = b.cmpf("oeq", absA, inf);
    Value absB = b.sameFm("math.absf", f, lim);
    Value bInf = b.cmpf("oeq", absB, inf);
    Value infDividend = b.same("arith.andi", b.same("arith.ori", aInf, bInf), divisorFinite);
    Value one = b.floatConst(rre.type(), 1.0);
    Value a1 = b.same("math.copysign", b.select(aInf, one, zero), lre);
    Value b1 = b.same("math.copysign", b.select(bInf, one, zero), lim);
    Value infRe = b.sameFm("arith.mulf", f, inf,
        b.sameFm("arith.addf", f, b.sameFm("arith.mulf", f, a1, rre), b.sameFm("arith.mulf", f, b1, rim)));
    Value ad = b.sameFm("arith.mulf", f, a1, rim);
    Value infIm = b.sameFm("arith.mulf", f, inf, b.sameFm("arith.subf", f, b.sameFm("arith.mulf", f, b1, rre), ad));
    // a finite dividend over an infinite divisor: a signed zero
    Value aFinite = b.cmpf("one", absA, inf);
    Value bFinite = b.cmpf("one", absB, inf);
    Value dividendFinite = b.same("arith.andi", aFinite, bFinite);
    Value cInf = b.cmpf("oeq", absC, inf);
    Value dInf = b.cmpf("oeq", absD, inf);
    Value infDivisor = b.same("arith.andi", dividendFinite, b.same("arith.ori", cInf, dInf));
    Value c1 = b.same("math.copysign", b.select(cInf, one, zero), rre);
    Value d1s = b.same("math.copysign", b.select(dInf, one, zero), rim);
    Value zRe = b.sameFm("arith.mulf", f, zero,
        b.sameFm("arith.addf", f, b.sameFm("arith.mulf", f, lre, c1), b.sameFm("arith.mulf", f, lim, d1s)));
    Value bc = b.sameFm("arith.mulf", f, lim, c1);
    Value zIm = b.sameFm("arith.mulf", f, zero, b.sameFm("arith.subf", f, bc, b.sameFm("arith.mulf", f, lre, d1s)));
    Value cSmaller = b.cmpf("olt", absC, absD);
    Value re = b.select(cSmaller, re1, re2);
    Value im = b.select(cSmaller, im1, im2);
    Value re1s = b.select(infDivisor, zRe, re);
    Value im1s = b.select(infDivisor, zIm, im);
    Value re2s = b.select(infDividend, infRe, re1s);
    Value im2s = b.select(infDividend, infIm, im1s);
    Value re3 = b.select(divByZero, zeroRe, re2s);
    Value im3 = b.select(divByZero, zeroIm, im2s);
    Value nan = b.same("arith.andi", b.cmpf("uno", re, zero), b.cmpf("uno", im, zero));
    return new Value[] {b.select(nan, re3, re), b.select(nan, im3, im)};
  }
}
