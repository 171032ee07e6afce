package org.jmlir.conversion.complextostandard;

import org.jmlir.ir.Value;

/**
 * Complex division on the parts (MLIR 22's ComplexCommon DivisionConverter): the textbook formula,
 * or Smith's range reduction with the C99 Annex G recoveries for zero and infinite divisors and
 * infinite dividends. Written once over {@link Ops}, which convert-complex-to-standard implements
 * with arith/math ops and convert-complex-to-llvm with llvm ops; the fast-math flags go on the
 * arithmetic and absolute values, not on compares or copysign.
 */
public final class Division {
  private Division() {}

  /** The scalar operations the formulas need, on the parts' float type. */
  public interface Ops {
    Value div(Value a, Value b);

    Value mul(Value a, Value b);

    Value add(Value a, Value b);

    Value sub(Value a, Value b);

    Value abs(Value a);

    /** A float comparison by its predicate keyword (oeq, one, ord, uno, olt). */
    Value cmp(String predicate, Value a, Value b);

    Value and(Value a, Value b);

    Value or(Value a, Value b);

    Value select(Value condition, Value ifTrue, Value ifFalse);

    Value copysign(Value magnitude, Value sign);

    /** A constant of {@code like}'s float type. */
    Value constant(Value like, double v);
  }

  /** (a + ib) / (c + id) = ((ac + bd) + i(bc - ad)) / (c^2 + d^2). */
  public static Value[] algebraic(Ops o, Value lre, Value lim, Value rre, Value rim) {
    Value norm = o.add(o.mul(rre, rre), o.mul(rim, rim));
    Value re = o.add(o.mul(lre, rre), o.mul(lim, rim));
    Value im = o.sub(o.mul(lim, rre), o.mul(lre, rim));
    return new Value[] {o.div(re, norm), o.div(im, norm)};
  }

  public static Value[] rangeReduction(Ops o, Value lre, Value lim, Value rre, Value rim) {
    // |c| < |d|: divide through by d
    Value r1 = o.div(rre, rim);
    Value d1 = o.add(rim, o.mul(r1, rre));
    Value re1 = o.div(o.add(o.mul(lre, r1), lim), d1);
    Value im1 = o.div(o.sub(o.mul(lim, r1), lre), d1);
    // otherwise: divide through by c
    Value r2 = o.div(rim, rre);
    Value d2 = o.add(rre, o.mul(r2, rim));
    Value re2 = o.div(o.add(lre, o.mul(lim, r2)), d2);
    Value im2 = o.div(o.sub(lim, o.mul(lre, r2)), d2);
    // a zero divisor and a dividend that is not NaN: infinity with c's sign times the dividend
    Value zero = o.constant(rre, 0.0);
    Value absC = o.abs(rre);
    Value cZero = o.cmp("oeq", absC, zero);
    Value absD = o.abs(rim);
    Value dZero = o.cmp("oeq", absD, zero);
    Value aOrd = o.cmp("ord", lre, zero);
    Value bOrd = o.cmp("ord", lim, zero);
    Value divByZero = o.and(o.or(aOrd, bOrd), o.and(cZero, dZero));
    Value inf = o.constant(rre, Double.POSITIVE_INFINITY);
    Value signedInf = o.copysign(inf, rre);
    Value zeroRe = o.mul(signedInf, lre);
    Value zeroIm = o.mul(signedInf, lim);
    // an infinite dividend over a finite divisor
    Value divisorFinite = o.and(o.cmp("one", absC, inf), o.cmp("one", absD, inf));
    Value absA = o.abs(lre);
    Value aInf = o.cmp("oeq", absA, inf);
    Value absB = o.abs(lim);
    Value bInf = o.cmp("oeq", absB, inf);
    Value infDividend = o.and(o.or(aInf, bInf), divisorFinite);
    Value one = o.constant(rre, 1.0);
    Value a1 = o.copysign(o.select(aInf, one, zero), lre);
    Value b1 = o.copysign(o.select(bInf, one, zero), lim);
    Value infRe = o.mul(inf, o.add(o.mul(a1, rre), o.mul(b1, rim)));
    Value ad = o.mul(a1, rim);
    Value infIm = o.mul(inf, o.sub(o.mul(b1, rre), ad));
    // a finite dividend over an infinite divisor: a signed zero
    Value dividendFinite = o.and(o.cmp("one", absA, inf), o.cmp("one", absB, inf));
    Value cInf = o.cmp("oeq", absC, inf);
    Value dInf = o.cmp("oeq", absD, inf);
    Value infDivisor = o.and(dividendFinite, o.or(cInf, dInf));
    Value c1 = o.copysign(o.select(cInf, one, zero), rre);
    Value d1s = o.copysign(o.select(dInf, one, zero), rim);
    Value zRe = o.mul(zero, o.add(o.mul(lre, c1), o.mul(lim, d1s)));
    Value bc = o.mul(lim, c1);
    Value zIm = o.mul(zero, o.sub(bc, o.mul(lre, d1s)));
    Value cSmaller = o.cmp("olt", absC, absD);
    Value re = o.select(cSmaller, re1, re2);
    Value im = o.select(cSmaller, im1, im2);
    Value re1s = o.select(infDivisor, zRe, re);
    Value im1s = o.select(infDivisor, zIm, im);
    Value re2s = o.select(infDividend, infRe, re1s);
    Value im2s = o.select(infDividend, infIm, im1s);
    Value re3 = o.select(divByZero, zeroRe, re2s);
    Value im3 = o.select(divByZero, zeroIm, im2s);
    Value nan = o.and(o.cmp("uno", re, zero), o.cmp("uno", im, zero));
    return new Value[] {o.select(nan, re3, re), o.select(nan, im3, im)};
  }
}
