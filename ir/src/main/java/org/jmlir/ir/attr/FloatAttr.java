package org.jmlir.ir.attr;

import java.math.BigInteger;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.Type;

/**
 * {@code 1.5 : f32}. The value is held as its exact bit pattern in the type's format ({@link #bits()}),
 * so f80, f128 and the small formats round-trip; {@link #doubleValue()} converts for arithmetic.
 */
public final class FloatAttr implements BuiltinAttribute, TypedAttr {
  private record Key(FloatType type, BigInteger bits) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(type, k.type)
          && java.util.Objects.equals(bits, k.bits);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(type) + java.util.Objects.hashCode(bits);
    }
  }

  private final FloatType type;
  private final BigInteger bits;

  private FloatAttr(Key k) {
    this.type = k.type;
    this.bits = k.bits;
  }

  /** From the raw bit pattern of the value in {@code type}'s format. */
  public static FloatAttr fromBits(MLIRContext ctx, FloatType type, BigInteger bits) {
    return ctx.intern(new Key(type, bits), FloatAttr::new);
  }

  /** From a double, rounded to {@code type} (round to nearest even). */
  public static FloatAttr get(MLIRContext ctx, FloatType type, double value) {
    return fromBits(ctx, type, FloatFormats.fromDouble(type.kind(), value));
  }

  @Override
  public FloatType type() {
    return type;
  }

  /** The raw bits in the type's format, as a non-negative integer. */
  public BigInteger bits() {
    return bits;
  }

  /** The value as a double (exact for formats up to f64; rounded for f80/f128). */
  public double doubleValue() {
    return FloatFormats.toDouble(type.kind(), bits);
  }

  @Override
  public String toString() {
    return doubleValue() + " : " + type;
  }

  /** Convenience: the float type of a typed value, or null. */
  public static FloatType asFloatType(Type t) {
    return t instanceof FloatType f ? f : null;
  }
}
