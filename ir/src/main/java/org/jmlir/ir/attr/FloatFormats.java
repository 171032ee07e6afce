package org.jmlir.ir.attr;

import java.math.BigInteger;
import org.jmlir.ir.type.FloatType;

/** Conversions between doubles and the bit patterns of each float format (APFloat's role). */
public final class FloatFormats {
  private FloatFormats() {}

  /** The bit pattern of {@code value} rounded to {@code kind} (round to nearest, ties to even). */
  public static BigInteger fromDouble(FloatType.Kind kind, double value) {
    return switch (kind) {
      case F64 -> BigInteger.valueOf(Double.doubleToRawLongBits(value)).and(MASK64);
      case F32 -> BigInteger.valueOf(Float.floatToRawIntBits((float) value) & 0xffffffffL);
      case F16 -> BigInteger.valueOf(Float.floatToFloat16((float) value) & 0xffffL);
      default -> throw new IllegalArgumentException("conversion to " + kind.spelling() + " is not supported yet");
    };
  }

  /** The value of bit pattern {@code bits} in format {@code kind}, as a double. */
  public static double toDouble(FloatType.Kind kind, BigInteger bits) {
    return switch (kind) {
      case F64 -> Double.longBitsToDouble(bits.longValue());
      case F32 -> Float.intBitsToFloat(bits.intValue());
      case F16 -> Float.float16ToFloat((short) bits.intValue());
      default -> throw new IllegalArgumentException("conversion from " + kind.spelling() + " is not supported yet");
    };
  }

  private static final BigInteger MASK64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
}
