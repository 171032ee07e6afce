package org.jmlir.ir.attr;

import java.math.BigInteger;
import java.util.Arrays;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code array<i32: 1, 2>}: a 1-D array of integers (i1 prints as true/false) or floats. Elements are
 * the raw bit patterns in {@code long}s (sign-extended for integers), so any width up to 64 fits.
 */
public final class DenseArrayAttr implements BuiltinAttribute {
  private record Key(Type elementType, LongsKey values) {}

  private record LongsKey(long[] v) {
    @Override
    public boolean equals(Object o) {
      return o instanceof LongsKey k && Arrays.equals(k.v, v);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(v);
    }
  }

  private final Type elementType;
  private final long[] values;

  private DenseArrayAttr(Key k) {
    this.elementType = k.elementType;
    this.values = k.values.v;
  }

  /** {@code elementType} is an integer or float type; {@code values} are raw bits (copied). */
  public static DenseArrayAttr get(MLIRContext ctx, Type elementType, long[] values) {
    return ctx.intern(new Key(elementType, new LongsKey(values.clone())), DenseArrayAttr::new);
  }

  public Type elementType() {
    return elementType;
  }

  public int size() {
    return values.length;
  }

  /** The raw bits of element {@code i} (integers sign-extended). */
  public long rawValue(int i) {
    return values[i];
  }

  /** Element {@code i} of a float array, as its format's bits. */
  public BigInteger floatBits(int i) {
    FloatType f = (FloatType) elementType;
    return BigInteger.valueOf(values[i]).and(BigInteger.ONE.shiftLeft(f.width()).subtract(BigInteger.ONE));
  }

  public boolean isInteger() {
    return elementType instanceof IntegerType;
  }
}
