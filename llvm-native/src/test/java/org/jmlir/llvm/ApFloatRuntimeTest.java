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

  @Test
  void compareConvertAndMinMax() {
    long one = ApFloatRuntime.fromDouble(F8E4M3FN, 1.0);
    long two = ApFloatRuntime.fromDouble(F8E4M3FN, 2.0);
    long nan = 0x7f;
    assertEquals(0, ApFloatRuntime.compare(F8E4M3FN, one, two));
    assertEquals(1, ApFloatRuntime.compare(F8E4M3FN, one, one));
    assertEquals(2, ApFloatRuntime.compare(F8E4M3FN, two, one));
    assertEquals(3, ApFloatRuntime.compare(F8E4M3FN, nan, one));
    // f8E4M3FN 2.0 -> f32 and back, f32 3.3 -> f8E5M2 rounds to 3.5.
    assertEquals(Float.floatToRawIntBits(2.0f), ApFloatRuntime.convert(F8E4M3FN, 2, two));
    assertEquals(3.5, ApFloatRuntime.toDouble(F8E5M2, ApFloatRuntime.convert(2, F8E5M2, Float.floatToRawIntBits(3.3f))));
    // Toward zero, saturating, NaN to 0; negative values saturate to 0 when unsigned.
    assertEquals(-2, ApFloatRuntime.convert_to_int(F8E4M3FN, 32, false, ApFloatRuntime.fromDouble(F8E4M3FN, -2.75)));
    assertEquals(127, ApFloatRuntime.convert_to_int(F8E4M3FN, 8, false, ApFloatRuntime.fromDouble(F8E4M3FN, 448.0)));
    assertEquals(0, ApFloatRuntime.convert_to_int(F8E4M3FN, 8, true, ApFloatRuntime.fromDouble(F8E4M3FN, -3.0)));
    assertEquals(0, ApFloatRuntime.convert_to_int(F8E4M3FN, 16, false, nan));
    assertEquals(-7.0, ApFloatRuntime.toDouble(F8E4M3FN, ApFloatRuntime.convert_from_int(F8E4M3FN, 32, false, -7)));
    assertEquals(Double.POSITIVE_INFINITY, ApFloatRuntime.toDouble(HALF, ApFloatRuntime.convert_from_int(HALF, 32, true, 0xfffffff9L)));
    assertEquals(one, ApFloatRuntime.minnum(F8E4M3FN, nan, one));
    assertEquals(nan, ApFloatRuntime.minimum(F8E4M3FN, nan, one));
    assertEquals(two, ApFloatRuntime.maxnum(F8E4M3FN, one, two));
    long negZero = 0x80;
    assertEquals(negZero, ApFloatRuntime.minimum(F8E4M3FN, 0, negZero));
    assertEquals(0, ApFloatRuntime.maximum(F8E4M3FN, negZero, 0));
  }
}
