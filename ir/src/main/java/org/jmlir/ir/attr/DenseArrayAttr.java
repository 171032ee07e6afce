package org.jmlir.ir.attr;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code array<i32: 1, 2>}: a 1-D array of integers (i1 prints as true/false) or floats. Elements are
 * the raw bit patterns in {@code long}s (sign-extended for integers); wider elements ({@code i128},
 * {@code f80}, {@code f128}) are kept as {@link BigInteger}s instead (signed value for signless and
 * signed integers, unsigned value for unsigned ones, unsigned bits for floats).
 */
public final class DenseArrayAttr implements BuiltinAttribute {
  private record Key(Type elementType, LongsKey values, List<BigInteger> wide) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(elementType, k.elementType)
          && java.util.Objects.equals(values, k.values)
          && java.util.Objects.equals(wide, k.wide);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(elementType) + java.util.Objects.hashCode(values)) + java.util.Objects.hashCode(wide);
    }
  }

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
  /** Elements wider than 64 bits, else null. */
  private final BigInteger[] wide;

  private DenseArrayAttr(Key k) {
    this.elementType = k.elementType;
    this.values = k.values.v;
    this.wide = k.wide == null ? null : k.wide.toArray(new BigInteger[0]);
  }

  /** {@code elementType} is an integer or float type; {@code values} are raw bits (copied). */
  public static DenseArrayAttr get(MLIRContext ctx, Type elementType, long[] values) {
    return ctx.intern(new Key(elementType, new LongsKey(values.clone()), null), DenseArrayAttr::new);
  }

  /**
   * An array of elements wider than 64 bits: integer values (signed, or unsigned for an unsigned
   * type) or float bits.
   */
  public static DenseArrayAttr getWide(MLIRContext ctx, Type elementType, List<BigInteger> values) {
    long[] low = new long[values.size()];
    for (int i = 0; i < low.length; i++) {
      low[i] = values.get(i).longValue();
    }
    return ctx.intern(new Key(elementType, new LongsKey(low), List.copyOf(values)), DenseArrayAttr::new);
  }

  /** Whether the elements are wider than 64 bits (read them with {@link #bigValue}). */
  public boolean isWide() {
    return wide != null;
  }

  /** Element {@code i} as a value (integers) or bits (floats), exact at any width. */
  public BigInteger bigValue(int i) {
    return wide != null ? wide[i] : BigInteger.valueOf(values[i]);
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
    return bigValue(i).and(BigInteger.ONE.shiftLeft(f.width()).subtract(BigInteger.ONE));
  }

  public boolean isInteger() {
    return elementType instanceof IntegerType;
  }
}
