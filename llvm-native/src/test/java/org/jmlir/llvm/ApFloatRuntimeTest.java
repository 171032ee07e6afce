package org.jmlir.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The APFloat runtime's formats: every bit pattern round-trips, rounding is to nearest-even, specials. */
class ApFloatRuntimeTest {
  private static final int F8E4M3FN = 10;
  private static final int F8E5M2 = 7;
  private static final int F4E2M1FN = 18;
  private static final int HALF = 0;

  @Test
  void everyPatternRoundTrips() {
    for (int sem : new int[] {HALF, 1, F8E5M2, 8, 9, F8E4M3FN, 11, 12, 13, 16, 17, F4E2M1FN}) {
      ApFloatRuntime.Format f = ApFloatRuntime.format(sem);
      for (long bits = 0; bits < (1L << f.bits()); bits++) {
        double d = ApFloatRuntime.decode(f, bits);
        if (Double.isNaN(d)) {
          assertTrue(Double.isNaN(ApFloatRuntime.decode(f, ApFloatRuntime.encode(f, d))));
        } else {
          assertEquals(bits, ApFloatRuntime.encode(f, d), "semantics " + sem + " bits " + bits);
        }
      }
    }
  }

  @Test
  void halfMatchesJavaFloat16() {
    ApFloatRuntime.Format f = ApFloatRuntime.format(HALF);
    for (double x : new double[] {0.1, 1e-7, 65504, 65520, 1.0 / 3, -2.5e-5}) {
      assertEquals(Float.floatToFloat16((float) x) & 0xffff, ApFloatRuntime.encode(f, x), "x = " + x);
    }
  }

  @Test
  void arithmeticRoundsAndSaturatesLikeApFloat() {
    ApFloatRuntime.Format f = ApFloatRuntime.format(F8E4M3FN);
    long a = ApFloatRuntime.encode(f, 1.375);
    long b = ApFloatRuntime.encode(f, 2.25);
    assertEquals(3.5, ApFloatRuntime.toDouble(F8E4M3FN, ApFloatRuntime.add(F8E4M3FN, a, b)));
    assertEquals(5.0, ApFloatRuntime.toDouble(F8E4M3FN, ApFloatRuntime.multiply(F8E4M3FN, b, b)), "5.0625 rounds to 5");
    long max = ApFloatRuntime.encode(f, 448);
    assertTrue(Double.isNaN(ApFloatRuntime.toDouble(F8E4M3FN, ApFloatRuntime.add(F8E4M3FN, max, max))), "no infinity: NaN");
    assertEquals(Double.POSITIVE_INFINITY,
        ApFloatRuntime.toDouble(F8E5M2, ApFloatRuntime.multiply(F8E5M2, ApFloatRuntime.encode(ApFloatRuntime.format(F8E5M2), 57344), 0x40)));
    assertEquals(-1.375, ApFloatRuntime.toDouble(F8E4M3FN, ApFloatRuntime.neg(F8E4M3FN, a)));
    assertEquals(6.0, ApFloatRuntime.toDouble(F4E2M1FN, ApFloatRuntime.add(F4E2M1FN, 0x7, 0x7)), "finite-only format saturates");
    long one = Float.floatToRawIntBits(1f);
    long third = Float.floatToRawIntBits(1f / 3);
    assertEquals(Float.floatToRawIntBits(1f + 1f / 3), ApFloatRuntime.add(2, one, third));
  }

  @Test
  void mathFunctions() {
    int e8m0 = ApFloatRuntime.E8M0FNU;
    long two = ApFloatRuntime.fromDouble(e8m0, 2);
    long four = ApFloatRuntime.fromDouble(e8m0, 4);
    long eight = ApFloatRuntime.fromDouble(e8m0, 8);
    assertEquals(16.0, ApFloatRuntime.toDouble(e8m0, ApFloatRuntime.fused_multiply_add(e8m0, four, two, eight)));
    ApFloatRuntime.Format f = ApFloatRuntime.format(F8E4M3FN);
    long neg = ApFloatRuntime.encode(f, -1.375);
    assertEquals(1.375, ApFloatRuntime.toDouble(F8E4M3FN, ApFloatRuntime.abs(F8E4M3FN, neg)));
    assertTrue(ApFloatRuntime.isnormal(F8E4M3FN, neg));
    assertTrue(!ApFloatRuntime.isnormal(F8E4M3FN, 0x01), "the smallest subnormal");
    assertTrue(ApFloatRuntime.isnan(F8E4M3FN, 0x7f));
    assertTrue(!ApFloatRuntime.isinfinite(F8E4M3FN, 0x7f) && ApFloatRuntime.isfinite(F8E4M3FN, neg));
    assertTrue(ApFloatRuntime.isinfinite(2, Float.floatToRawIntBits(Float.NEGATIVE_INFINITY) & 0xffffffffL));
  }
}
