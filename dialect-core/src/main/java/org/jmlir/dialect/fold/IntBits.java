package org.jmlir.dialect.fold;

import java.math.BigInteger;

/**
 * Exact two's-complement integer arithmetic at any bit width (APInt's role for folding). A value
 * of width {@code w} is a BigInteger in canonical signed form, {@code [-2^(w-1), 2^(w-1))}, which is
 * how IntegerAttr holds signless values; {@link #unsigned} gives the {@code [0, 2^w)} reading.
 */
public final class IntBits {
  private IntBits() {}

  /** The width of an index value's APInt. */
  public static final int INDEX_WIDTH = 64;

  /** {@code v} truncated to {@code w} bits, in canonical signed form. */
  public static BigInteger wrap(BigInteger v, int w) {
    if (w == 0) {
      return BigInteger.ZERO;
    }
    if (w < 63) {
      long x = v.longValue();
      long shifted = (x << (64 - w)) >> (64 - w);
      if (v.bitLength() < 63) {
        return shifted == x ? v : BigInteger.valueOf(shifted);
      }
      return BigInteger.valueOf((v.and(mask(w)).longValue() << (64 - w)) >> (64 - w));
    }
    BigInteger bits = v.and(mask(w));
    return bits.testBit(w - 1) ? bits.subtract(BigInteger.ONE.shiftLeft(w)) : bits;
  }

  /** The unsigned reading of {@code v} at width {@code w}: {@code [0, 2^w)}. */
  public static BigInteger unsigned(BigInteger v, int w) {
    return v.signum() >= 0 && v.bitLength() <= w ? v : v.and(mask(w));
  }

  /** The signed reading of {@code v} at width {@code w}. */
  public static BigInteger signed(BigInteger v, int w) {
    return wrap(v, w);
  }

  /** {@code 2^w - 1}. */
  public static BigInteger mask(int w) {
    return BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
  }

  public static BigInteger signedMax(int w) {
    return w == 0 ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE);
  }

  public static BigInteger signedMin(int w) {
    return w == 0 ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(w - 1).negate();
  }

  public static boolean isAllOnes(BigInteger v, int w) {
    return unsigned(v, w).equals(mask(w));
  }

  public static boolean isZero(BigInteger v) {
    return v.signum() == 0;
  }

  /** APInt's {@code == 1} (unsigned): for i1, {@code true}. */
  public static boolean isOne(BigInteger v, int w) {
    return unsigned(v, w).equals(BigInteger.ONE);
  }

  public static boolean isSignedMax(BigInteger v, int w) {
    return signed(v, w).equals(signedMax(w));
  }

  public static boolean isSignedMin(BigInteger v, int w) {
    return signed(v, w).equals(signedMin(w));
  }

  public static BigInteger add(BigInteger a, BigInteger b, int w) {
    return wrap(a.add(b), w);
  }

  public static BigInteger sub(BigInteger a, BigInteger b, int w) {
    return wrap(a.subtract(b), w);
  }

  public static BigInteger mul(BigInteger a, BigInteger b, int w) {
    return wrap(a.multiply(b), w);
  }

  /** The high half of the signed double-width product (APIntOps::mulhs). */
  public static BigInteger mulhs(BigInteger a, BigInteger b, int w) {
    return wrap(signed(a, w).multiply(signed(b, w)).shiftRight(w), w);
  }

  /** The high half of the unsigned double-width product (APIntOps::mulhu). */
  public static BigInteger mulhu(BigInteger a, BigInteger b, int w) {
    return wrap(unsigned(a, w).multiply(unsigned(b, w)).shiftRight(w), w);
  }

  /** Unsigned division; {@code b} must be non-zero. */
  public static BigInteger udiv(BigInteger a, BigInteger b, int w) {
    return wrap(unsigned(a, w).divide(unsigned(b, w)), w);
  }

  public static BigInteger urem(BigInteger a, BigInteger b, int w) {
    return wrap(unsigned(a, w).remainder(unsigned(b, w)), w);
  }

  /** Signed division rounding toward zero, or null when it overflows (MIN / -1); b non-zero. */
  public static BigInteger sdivOrNull(BigInteger a, BigInteger b, int w) {
    BigInteger q = signed(a, w).divide(signed(b, w));
    return fitsSigned(q, w) ? q : null;
  }

  /** Signed remainder (sign of the dividend); b non-zero. */
  public static BigInteger srem(BigInteger a, BigInteger b, int w) {
    return wrap(signed(a, w).remainder(signed(b, w)), w);
  }

  /** Signed division rounding toward negative infinity, or null on overflow; b non-zero. */
  public static BigInteger sfloordivOrNull(BigInteger a, BigInteger b, int w) {
    BigInteger x = signed(a, w);
    BigInteger y = signed(b, w);
    BigInteger[] qr = x.divideAndRemainder(y);
    BigInteger q = qr[0];
    if (qr[1].signum() != 0 && (qr[1].signum() != y.signum())) {
      q = q.subtract(BigInteger.ONE);
    }
    return fitsSigned(q, w) ? q : null;
  }

  /** Whether {@code v} is in the signed range of width {@code w}. */
  public static boolean fitsSigned(BigInteger v, int w) {
    return v.compareTo(signedMin(w)) >= 0 && v.compareTo(signedMax(w)) <= 0;
  }

  /** Whether {@code v} is in {@code [0, 2^w)}. */
  public static boolean fitsUnsigned(BigInteger v, int w) {
    return v.signum() >= 0 && v.bitLength() <= w;
  }

  public static BigInteger shl(BigInteger a, int s, int w) {
    return wrap(a.shiftLeft(s), w);
  }

  public static BigInteger lshr(BigInteger a, int s, int w) {
    return wrap(unsigned(a, w).shiftRight(s), w);
  }

  public static BigInteger ashr(BigInteger a, int s, int w) {
    return wrap(signed(a, w).shiftRight(s), w);
  }

  public static int compareSigned(BigInteger a, BigInteger b, int w) {
    return signed(a, w).compareTo(signed(b, w));
  }

  public static int compareUnsigned(BigInteger a, BigInteger b, int w) {
    return unsigned(a, w).compareTo(unsigned(b, w));
  }

  public static BigInteger sext(BigInteger v, int from, int to) {
    return wrap(signed(v, from), to);
  }

  public static BigInteger zext(BigInteger v, int from, int to) {
    return wrap(unsigned(v, from), to);
  }

  /** Leading zero bits in the {@code w}-bit pattern. */
  public static int countLeadingZeros(BigInteger v, int w) {
    return w - unsigned(v, w).bitLength();
  }

  /** Trailing zero bits ({@code w} for zero). */
  public static int countTrailingZeros(BigInteger v, int w) {
    BigInteger u = unsigned(v, w);
    return u.signum() == 0 ? w : u.getLowestSetBit();
  }

  public static int popCount(BigInteger v, int w) {
    return unsigned(v, w).bitCount();
  }
}
