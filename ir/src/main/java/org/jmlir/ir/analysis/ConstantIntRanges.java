package org.jmlir.ir.analysis;

import java.math.BigInteger;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The values an integer of {@code width} bits may take, bounded both as unsigned
 * ({@code umin..umax}, in [0, 2^width)) and as signed ({@code smin..smax}) numbers (MLIR's
 * ConstantIntRanges). {@code index} is 64 bits wide, as MLIR's range inference takes it.
 */
public record ConstantIntRanges(int width, BigInteger umin, BigInteger umax, BigInteger smin, BigInteger smax) {
  /** The width ranges of {@code type} are computed in, or 0 when the type has no integer ranges. */
  public static int storageWidth(Type type) {
    if (type instanceof org.jmlir.ir.type.ShapedType s) {
      type = s.elementType(); // a range holds for every element (MLIR's getElementTypeOrSelf)
    }
    if (type instanceof IntegerType t) {
      return t.width();
    }
    return type instanceof IndexType ? 64 : 0;
  }

  public static BigInteger unsignedMax(int w) {
    return BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
  }

  public static BigInteger signedMax(int w) {
    return BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE);
  }

  public static BigInteger signedMin(int w) {
    return BigInteger.ONE.shiftLeft(w - 1).negate();
  }

  /** {@code v} (any integer) wrapped to {@code w} bits, as an unsigned number. */
  public static BigInteger toUnsigned(BigInteger v, int w) {
    return v.and(unsignedMax(w));
  }

  /** {@code v} (any integer) wrapped to {@code w} bits, as a signed number. */
  public static BigInteger toSigned(BigInteger v, int w) {
    BigInteger u = toUnsigned(v, w);
    return u.testBit(w - 1) ? u.subtract(BigInteger.ONE.shiftLeft(w)) : u;
  }

  public static ConstantIntRanges maxRange(int w) {
    return new ConstantIntRanges(w, BigInteger.ZERO, unsignedMax(w), signedMin(w), signedMax(w));
  }

  /** The range of the single value {@code v} (wrapped to {@code w} bits). */
  public static ConstantIntRanges constant(BigInteger v, int w) {
    BigInteger u = toUnsigned(v, w);
    BigInteger s = toSigned(v, w);
    return new ConstantIntRanges(w, u, u, s, s);
  }

  /** From unsigned bounds; the signed bounds follow when both have the same sign bit. */
  public static ConstantIntRanges fromUnsigned(BigInteger umin, BigInteger umax, int w) {
    BigInteger a = toSigned(umin, w);
    BigInteger b = toSigned(umax, w);
    if (umin.testBit(w - 1) == umax.testBit(w - 1)) {
      return new ConstantIntRanges(w, umin, umax, a.min(b), a.max(b));
    }
    return new ConstantIntRanges(w, umin, umax, signedMin(w), signedMax(w));
  }

  /** From signed bounds; the unsigned bounds follow when both have the same sign. */
  public static ConstantIntRanges fromSigned(BigInteger smin, BigInteger smax, int w) {
    BigInteger a = toUnsigned(smin, w);
    BigInteger b = toUnsigned(smax, w);
    if ((smin.signum() < 0) == (smax.signum() < 0)) {
      return new ConstantIntRanges(w, a.min(b), a.max(b), smin, smax);
    }
    return new ConstantIntRanges(w, BigInteger.ZERO, unsignedMax(w), smin, smax);
  }

  public static ConstantIntRanges range(BigInteger min, BigInteger max, boolean signed, int w) {
    return signed ? fromSigned(min, max, w) : fromUnsigned(min, max, w);
  }

  /** The union of both ranges (each bound widened). */
  public ConstantIntRanges union(ConstantIntRanges o) {
    return new ConstantIntRanges(width, umin.min(o.umin), umax.max(o.umax), smin.min(o.smin), smax.max(o.smax));
  }

  /** The intersection (each bound narrowed). */
  public ConstantIntRanges intersection(ConstantIntRanges o) {
    return new ConstantIntRanges(width, umin.max(o.umin), umax.min(o.umax), smin.max(o.smin), smax.min(o.smax));
  }

  /** The single value, when either interpretation pins one (unsigned bits), else null. */
  public BigInteger constantValue() {
    if (umin.equals(umax)) {
      return umin;
    }
    if (smin.equals(smax)) {
      return toUnsigned(smin, width);
    }
    return null;
  }
}
