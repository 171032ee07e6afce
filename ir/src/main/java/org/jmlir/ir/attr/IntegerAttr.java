package org.jmlir.ir.attr;

import java.math.BigInteger;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code 42 : i32}, {@code true}, {@code 5 : index}. The value is the {@code width}-bit pattern,
 * kept canonical as the sign-extended (signless/signed) or zero-extended (unsigned) BigInteger.
 * An {@code i1} integer attribute prints as {@code true}/{@code false} (MLIR's BoolAttr).
 */
public final class IntegerAttr implements BuiltinAttribute, TypedAttr {
  private record Key(Type type, BigInteger value) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(type, k.type)
          && java.util.Objects.equals(value, k.value);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(type) + java.util.Objects.hashCode(value);
    }
  }

  private final Type type;
  private final BigInteger value;

  private IntegerAttr(Key k) {
    this.type = k.type;
    this.value = k.value;
  }

  /** {@code value} is truncated to the type's width (index: 64 bits). */
  public static IntegerAttr get(MLIRContext ctx, Type type, BigInteger value) {
    return ctx.intern(new Key(type, canonical(type, value)), IntegerAttr::new);
  }

  public static IntegerAttr get(MLIRContext ctx, Type type, long value) {
    return get(ctx, type, BigInteger.valueOf(value));
  }

  public static IntegerAttr bool(MLIRContext ctx, boolean value) {
    return get(ctx, IntegerType.get(ctx, 1), value ? BigInteger.ONE : BigInteger.ZERO);
  }

  /** Truncates {@code v} to the type's width and extends it per the type's signedness. */
  static BigInteger canonical(Type type, BigInteger v) {
    int width = type instanceof IntegerType it ? it.width() : 64;
    boolean unsigned = type instanceof IntegerType it && it.isUnsigned();
    if (width == 0) {
      return BigInteger.ZERO;
    }
    BigInteger mask = BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    BigInteger bits = v.and(mask);
    if (!unsigned && width > 0 && bits.testBit(width - 1)) {
      // i1 is special in MLIR: BoolAttr's `true` is 1 when printed, but its APInt is all-ones; keep -1.
      bits = bits.subtract(BigInteger.ONE.shiftLeft(width));
    }
    return bits;
  }

  @Override
  public Type type() {
    return type;
  }

  /** The value, sign-extended for signless/signed types and zero-extended for unsigned types. */
  public BigInteger value() {
    return value;
  }

  public long longValue() {
    return value.longValue();
  }

  /** True for an {@code i1} attribute (MLIR's BoolAttr). */
  public boolean isBool() {
    return type instanceof IntegerType it && it.width() == 1 && it.isSignless();
  }

  /** For an {@code i1}: whether it is {@code true}. */
  public boolean boolValue() {
    return value.signum() != 0;
  }

  @Override
  public String toString() {
    return value + " : " + type;
  }
}
