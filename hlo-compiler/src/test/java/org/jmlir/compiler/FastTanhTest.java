package org.jmlir.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The accuracy of the compiler's tanh ({@link FastTanh#evaluate}, the generated code's operations in
 * Java; FastTanhOracleTest in compiled-graph checks that the two agree bit for bit) against
 * {@code Math.tanh} in double: every 7th f32 of [0, CLAMP] by default, every one with
 * {@code -Djmlir.exhaustive=true} (about a billion; the figure in FastTanh's comment and the README).
 * Negative inputs are the exact negation (checked on the same floats); from CLAMP on the result is 1.
 */
class FastTanhTest {
  /** The distance from the double {@code want} to the float {@code got}, in ulps of the float nearest {@code want}. */
  static double ulps(float got, double want) {
    return Math.abs(got - want) / Math.ulp((float) want);
  }

  @Test
  void withinTheStatedUlpsOfTanh() {
    int stride = Boolean.getBoolean("jmlir.exhaustive") ? 1 : 7;
    int end = Float.floatToRawIntBits(FastTanh.CLAMP);
    double worst = 0;
    float at = 0;
    for (int bits = 0; bits <= end; bits += stride) {
      float x = Float.intBitsToFloat(bits);
      float y = FastTanh.evaluate(x);
      double d = ulps(y, Math.tanh(x));
      if (d > worst) {
        worst = d;
        at = x;
      }
      assertEquals(Float.floatToRawIntBits(-y), Float.floatToRawIntBits(FastTanh.evaluate(-x)), "odd at " + x);
    }
    System.out.printf("FastTanh: at most %.3f ulps from tanh (at %s), stride %d%n", worst, at, stride);
    assertTrue(worst <= FastTanh.MAX_ULPS, worst + " ulps at " + at);
  }

  @Test
  void saturatesAtTheClamp() {
    assertEquals(1f, FastTanh.evaluate(FastTanh.CLAMP));
    assertTrue(FastTanh.evaluate(Math.nextDown(FastTanh.CLAMP)) < 1f, "CLAMP is the smallest float giving 1");
    assertEquals(1f, FastTanh.evaluate(9.5f));
    assertEquals(1f, FastTanh.evaluate(Float.MAX_VALUE));
    assertEquals(1f, FastTanh.evaluate(Float.POSITIVE_INFINITY));
    assertEquals(-1f, FastTanh.evaluate(Float.NEGATIVE_INFINITY));
  }

  @Test
  void keepsZeroSignNaNAndTinyValues() {
    assertEquals(Float.floatToRawIntBits(-0f), Float.floatToRawIntBits(FastTanh.evaluate(-0f)));
    assertEquals(Float.floatToRawIntBits(0f), Float.floatToRawIntBits(FastTanh.evaluate(0f)));
    assertTrue(Float.isNaN(FastTanh.evaluate(Float.NaN)));
    assertEquals(Float.MIN_VALUE, FastTanh.evaluate(Float.MIN_VALUE));
    assertEquals(1e-30f, FastTanh.evaluate(1e-30f));
  }
}
