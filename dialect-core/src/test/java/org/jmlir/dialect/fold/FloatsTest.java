package org.jmlir.dialect.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigInteger;
import java.util.Random;
import org.jmlir.ir.type.FloatType.Kind;
import org.junit.jupiter.api.Test;

/** Floats against the JVM's own IEEE arithmetic on f32 and f64, and exact rules elsewhere. */
class FloatsTest {
  private static BigInteger f32(float f) {
    return BigInteger.valueOf(Float.floatToRawIntBits(f) & 0xffffffffL);
  }

  private static BigInteger f64(double d) {
    return new BigInteger(Long.toUnsignedString(Double.doubleToRawLongBits(d)));
  }

  private static float randomFloat(Random r) {
    return switch (r.nextInt(4)) {
      case 0 -> Float.intBitsToFloat(r.nextInt());
      case 1 -> (float) r.nextGaussian() * 100;
      case 2 -> Float.intBitsToFloat(r.nextInt(0x1000)) * (r.nextBoolean() ? 1 : -1);
      default -> new float[] {0f, -0f, 1f, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MAX_VALUE}[r.nextInt(6)];
    };
  }

  @Test
  void f32ArithmeticMatchesTheJvm() {
    Random r = new Random(1);
    for (int i = 0; i < 40_000; i++) {
      float a = randomFloat(r);
      float b = randomFloat(r);
      if (Float.isNaN(a) || Float.isNaN(b)) {
        continue;
      }
      check(a + b, Floats.add(Kind.F32, f32(a), f32(b)));
      check(a - b, Floats.sub(Kind.F32, f32(a), f32(b)));
      check(a * b, Floats.mul(Kind.F32, f32(a), f32(b)));
      check(a / b, Floats.div(Kind.F32, f32(a), f32(b)));
      check(a % b, Floats.mod(Kind.F32, f32(a), f32(b)));
    }
  }

  private static void check(float expected, BigInteger bits) {
    if (Float.isNaN(expected)) {
      assertEquals(0x7FC00000, bits.intValue(), "default NaN");
    } else {
      assertEquals(f32(expected), bits);
    }
  }

  @Test
  void f64ArithmeticMatchesTheJvm() {
    Random r = new Random(2);
    for (int i = 0; i < 20_000; i++) {
      double a = Double.longBitsToDouble(r.nextLong());
      double b = i % 2 == 0 ? Double.longBitsToDouble(r.nextLong()) : r.nextGaussian();
      if (Double.isNaN(a) || Double.isNaN(b)) {
        continue;
      }
      assertEquals(f64(a + b), Floats.add(Kind.F64, f64(a), f64(b)));
      assertEquals(f64(a * b), Floats.mul(Kind.F64, f64(a), f64(b)));
      assertEquals(f64(a / b), Floats.div(Kind.F64, f64(a), f64(b)));
    }
  }

  @Test
  void conversionsToIntegersDeclineOutOfRange() {
    assertEquals(BigInteger.valueOf(-128), Floats.toInteger(Kind.F32, f32(-128.9f), 8, true));
    assertNull(Floats.toInteger(Kind.F32, f32(-129f), 8, true));
    assertNull(Floats.toInteger(Kind.F32, f32(256f), 8, false));
    assertEquals(BigInteger.ZERO, Floats.toInteger(Kind.F32, f32(-0.5f), 8, false));
    assertNull(Floats.toInteger(Kind.F32, f32(Float.NaN), 8, true));
  }

  @Test
  void narrowingIsExactOrDeclined() {
    assertEquals(BigInteger.valueOf(0x3800), Floats.convertExact(Kind.F32, f32(0.5f), Kind.F16));
    assertNull(Floats.convertExact(Kind.F32, f32(0.1f), Kind.F16));
    assertNull(Floats.convertExact(Kind.F32, f32(Float.POSITIVE_INFINITY), Kind.F8E4M3FN));
  }

  @Test
  void nanPropagationKeepsTheLeftPayloadQuieted() {
    BigInteger snan = BigInteger.valueOf(0x7F800001L);
    assertEquals(BigInteger.valueOf(0x7FC00001L), Floats.add(Kind.F32, snan, f32(1f)));
    assertEquals(BigInteger.valueOf(0x7FC00001L), Floats.mul(Kind.F32, f32(1f), snan));
  }
}
