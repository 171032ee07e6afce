package org.jmlir.dialect.fold;

import java.math.BigInteger;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.FloatFormats.Category;
import org.jmlir.ir.attr.FloatFormats.Exact;
import org.jmlir.ir.type.FloatType.Kind;

/**
 * IEEE arithmetic on the bit patterns of every float format, as APFloat does it in its default
 * rounding mode (nearest, ties to even): exact rational arithmetic, rounded once. NaN operands
 * propagate as APFloat propagates them (the left NaN first, quieted); invalid operations give the
 * format's default NaN.
 */
public final class Floats {
  private Floats() {}

  /** APFloat's cmpResult. */
  public enum Cmp {
    LESS,
    EQUAL,
    GREATER,
    UNORDERED
  }

  public static boolean isNaN(Kind k, BigInteger bits) {
    return FloatFormats.exact(k, bits).category() == Category.NAN;
  }

  public static boolean isInfinity(Kind k, BigInteger bits) {
    return FloatFormats.exact(k, bits).category() == Category.INFINITY;
  }

  public static boolean isZero(Kind k, BigInteger bits) {
    return FloatFormats.exact(k, bits).category() == Category.ZERO;
  }

  public static boolean isNegative(Kind k, BigInteger bits) {
    return FloatFormats.exact(k, bits).negative();
  }

  private static int quietBit(Kind k) {
    return FloatFormats.fractionBits(k) - 1;
  }

  /** A NaN whose quiet bit is clear (IEEE-like formats only). */
  public static boolean isSignaling(Kind k, BigInteger bits) {
    return FloatFormats.hasQuietBit(k) && isNaN(k, bits) && !bits.testBit(quietBit(k));
  }

  /** {@code bits} with the quiet bit set when it is a NaN (APFloat's makeQuiet). */
  public static BigInteger quiet(Kind k, BigInteger bits) {
    return isSignaling(k, bits) ? bits.setBit(quietBit(k)) : bits;
  }

  private static BigInteger encode(Kind k, boolean neg, BigInteger num, BigInteger den) {
    if (num.signum() == 0) {
      return FloatFormats.zeroBits(k, neg);
    }
    return FloatFormats.roundExact(k, neg, num, den);
  }

  /** Encodes {@code (-1)^neg * m * 2^e}, rounded. */
  private static BigInteger encode(Kind k, boolean neg, BigInteger m, int e) {
    return e >= 0 ? encode(k, neg, m.shiftLeft(e), BigInteger.ONE) : encode(k, neg, m, BigInteger.ONE.shiftLeft(-e));
  }

  private static BigInteger defaultNaN(Kind k) {
    return FloatFormats.nanBits(k, false);
  }

  private static BigInteger infinity(Kind k, boolean neg) {
    return FloatFormats.infinityBits(k, neg);
  }

  /** Propagates a NaN operand: the left one when it is a NaN, else the right one, quieted. */
  private static BigInteger propagateNaN(Kind k, Exact x, BigInteger a, BigInteger b) {
    return quiet(k, x.category() == Category.NAN ? a : b);
  }

  public static BigInteger add(Kind k, BigInteger a, BigInteger b) {
    return addOrSub(k, a, b, false);
  }

  public static BigInteger sub(Kind k, BigInteger a, BigInteger b) {
    return addOrSub(k, a, b, true);
  }

  private static BigInteger addOrSub(Kind k, BigInteger a, BigInteger b, boolean subtract) {
    Exact x = FloatFormats.exact(k, a);
    Exact y = FloatFormats.exact(k, b);
    if (x.category() == Category.NAN || y.category() == Category.NAN) {
      return propagateNaN(k, x, a, b);
    }
    boolean yNeg = y.negative() ^ subtract;
    if (x.category() == Category.INFINITY) {
      if (y.category() == Category.INFINITY && x.negative() != yNeg) {
        return defaultNaN(k);
      }
      return a;
    }
    if (y.category() == Category.INFINITY) {
      return infinity(k, yNeg);
    }
    if (y.category() == Category.ZERO) {
      if (x.category() == Category.ZERO) {
        return FloatFormats.zeroBits(k, x.negative() && yNeg);
      }
      return a;
    }
    if (x.category() == Category.ZERO) {
      return subtract ? neg(k, b) : b;
    }
    int e = Math.min(x.exponent(), y.exponent());
    BigInteger sa = x.significand().shiftLeft(x.exponent() - e);
    BigInteger sb = y.significand().shiftLeft(y.exponent() - e);
    BigInteger sum = (x.negative() ? sa.negate() : sa).add(yNeg ? sb.negate() : sb);
    if (sum.signum() == 0) {
      return FloatFormats.zeroBits(k, false);
    }
    return encode(k, sum.signum() < 0, sum.abs(), e);
  }

  public static BigInteger mul(Kind k, BigInteger a, BigInteger b) {
    Exact x = FloatFormats.exact(k, a);
    Exact y = FloatFormats.exact(k, b);
    if (x.category() == Category.NAN || y.category() == Category.NAN) {
      return propagateNaN(k, x, a, b);
    }
    boolean neg = x.negative() ^ y.negative();
    boolean xInf = x.category() == Category.INFINITY;
    boolean yInf = y.category() == Category.INFINITY;
    boolean xZero = x.category() == Category.ZERO;
    boolean yZero = y.category() == Category.ZERO;
    if ((xInf && yZero) || (xZero && yInf)) {
      return defaultNaN(k);
    }
    if (xInf || yInf) {
      return infinity(k, neg);
    }
    if (xZero || yZero) {
      return FloatFormats.zeroBits(k, neg);
    }
    return encode(k, neg, x.significand().multiply(y.significand()), x.exponent() + y.exponent());
  }

  public static BigInteger div(Kind k, BigInteger a, BigInteger b) {
    Exact x = FloatFormats.exact(k, a);
    Exact y = FloatFormats.exact(k, b);
    if (x.category() == Category.NAN || y.category() == Category.NAN) {
      return propagateNaN(k, x, a, b);
    }
    boolean neg = x.negative() ^ y.negative();
    Category cx = x.category();
    Category cy = y.category();
    if ((cx == Category.INFINITY && cy == Category.INFINITY) || (cx == Category.ZERO && cy == Category.ZERO)) {
      return defaultNaN(k);
    }
    if (cx == Category.INFINITY || cy == Category.ZERO) {
      return infinity(k, neg);
    }
    if (cx == Category.ZERO || cy == Category.INFINITY) {
      return FloatFormats.zeroBits(k, neg);
    }
    int e = x.exponent() - y.exponent();
    BigInteger num = x.significand();
    BigInteger den = y.significand();
    if (e >= 0) {
      num = num.shiftLeft(e);
    } else {
      den = den.shiftLeft(-e);
    }
    return encode(k, neg, num, den);
  }

  /** APFloat's {@code mod}: the remainder of truncating division, with the dividend's sign (fmod). */
  public static BigInteger mod(Kind k, BigInteger a, BigInteger b) {
    Exact x = FloatFormats.exact(k, a);
    Exact y = FloatFormats.exact(k, b);
    if (x.category() == Category.NAN || y.category() == Category.NAN) {
      return propagateNaN(k, x, a, b);
    }
    if (x.category() == Category.INFINITY || y.category() == Category.ZERO) {
      return defaultNaN(k);
    }
    if (x.category() == Category.ZERO || y.category() == Category.INFINITY) {
      return a;
    }
    int e = Math.min(x.exponent(), y.exponent());
    BigInteger sa = x.significand().shiftLeft(x.exponent() - e);
    BigInteger sb = y.significand().shiftLeft(y.exponent() - e);
    BigInteger r = sa.mod(sb);
    return encode(k, x.negative(), r, e);
  }

  /** Flips the sign (APFloat's changeSign: no-op on zero and NaN in formats without negative zero). */
  public static BigInteger neg(Kind k, BigInteger a) {
    if (!FloatFormats.isSigned(k)) {
      return a;
    }
    if (!FloatFormats.hasSignedZero(k)) {
      Category c = FloatFormats.exact(k, a).category();
      if (c == Category.ZERO || c == Category.NAN) {
        return a;
      }
    }
    return a.flipBit(FloatFormats.width(k) - 1);
  }

  /** Clears the sign. */
  public static BigInteger abs(Kind k, BigInteger a) {
    return isNegative(k, a) ? neg(k, a) : a;
  }

  /** Copies {@code b}'s sign onto {@code a}. */
  public static BigInteger copySign(Kind k, BigInteger a, BigInteger b) {
    return isNegative(k, a) != isNegative(k, b) ? neg(k, a) : a;
  }

  public static Cmp compare(Kind k, BigInteger a, BigInteger b) {
    Exact x = FloatFormats.exact(k, a);
    Exact y = FloatFormats.exact(k, b);
    if (x.category() == Category.NAN || y.category() == Category.NAN) {
      return Cmp.UNORDERED;
    }
    int c = signum(x) == 0 && signum(y) == 0 ? 0 : compareExact(x, y);
    return c < 0 ? Cmp.LESS : c > 0 ? Cmp.GREATER : Cmp.EQUAL;
  }

  private static int signum(Exact x) {
    return x.category() == Category.ZERO ? 0 : x.negative() ? -1 : 1;
  }

  /** Orders two non-NaN values. */
  private static int compareExact(Exact x, Exact y) {
    int sx = signum(x);
    int sy = signum(y);
    if (sx != sy) {
      return Integer.compare(sx, sy);
    }
    int mag;
    if (x.category() == Category.INFINITY || y.category() == Category.INFINITY) {
      mag = x.category() == y.category() ? 0 : x.category() == Category.INFINITY ? 1 : -1;
    } else {
      int e = Math.min(x.exponent(), y.exponent());
      mag = x.significand().shiftLeft(x.exponent() - e).compareTo(y.significand().shiftLeft(y.exponent() - e));
    }
    return sx < 0 ? -mag : mag;
  }

  /** llvm::maximum: NaN-propagating, -0 below +0. */
  public static BigInteger maximum(Kind k, BigInteger a, BigInteger b) {
    if (isNaN(k, a)) {
      return quiet(k, a);
    }
    if (isNaN(k, b)) {
      return quiet(k, b);
    }
    if (isZero(k, a) && isZero(k, b) && isNegative(k, a) != isNegative(k, b)) {
      return isNegative(k, a) ? b : a;
    }
    return compare(k, a, b) == Cmp.LESS ? b : a;
  }

  /** llvm::minimum. */
  public static BigInteger minimum(Kind k, BigInteger a, BigInteger b) {
    if (isNaN(k, a)) {
      return quiet(k, a);
    }
    if (isNaN(k, b)) {
      return quiet(k, b);
    }
    if (isZero(k, a) && isZero(k, b) && isNegative(k, a) != isNegative(k, b)) {
      return isNegative(k, a) ? a : b;
    }
    return compare(k, b, a) == Cmp.LESS ? b : a;
  }

  /** llvm::maxnum: a quiet NaN loses to a number; a signaling NaN wins, quieted. */
  public static BigInteger maxnum(Kind k, BigInteger a, BigInteger b) {
    if (isSignaling(k, a)) {
      return quiet(k, a);
    }
    if (isSignaling(k, b)) {
      return quiet(k, b);
    }
    if (isNaN(k, a)) {
      return b;
    }
    if (isNaN(k, b)) {
      return a;
    }
    if (isZero(k, a) && isZero(k, b) && isNegative(k, a) != isNegative(k, b)) {
      return isNegative(k, a) ? b : a;
    }
    return compare(k, a, b) == Cmp.LESS ? b : a;
  }

  /** llvm::minnum. */
  public static BigInteger minnum(Kind k, BigInteger a, BigInteger b) {
    if (isSignaling(k, a)) {
      return quiet(k, a);
    }
    if (isSignaling(k, b)) {
      return quiet(k, b);
    }
    if (isNaN(k, a)) {
      return b;
    }
    if (isNaN(k, b)) {
      return a;
    }
    if (isZero(k, a) && isZero(k, b) && isNegative(k, a) != isNegative(k, b)) {
      return isNegative(k, a) ? a : b;
    }
    return compare(k, b, a) == Cmp.LESS ? b : a;
  }

  /** convertFromAPInt: the integer {@code v} rounded to {@code k}. */
  public static BigInteger fromInteger(Kind k, BigInteger v) {
    if (v.signum() == 0) {
      return FloatFormats.zeroBits(k, false);
    }
    return FloatFormats.roundExact(k, v.signum() < 0, v.abs(), BigInteger.ONE);
  }

  /**
   * convertToInteger toward zero: the integer value, or null where APFloat reports an invalid
   * operation (NaN, infinity, out of range for {@code width} bits signed or unsigned).
   */
  public static BigInteger toInteger(Kind k, BigInteger bits, int width, boolean signed) {
    Exact x = FloatFormats.exact(k, bits);
    switch (x.category()) {
      case NAN, INFINITY -> {
        return null;
      }
      case ZERO -> {
        return BigInteger.ZERO;
      }
      default -> {}
    }
    BigInteger t = x.exponent() >= 0 ? x.significand().shiftLeft(x.exponent()) : x.significand().shiftRight(-x.exponent());
    if (x.negative()) {
      if (!signed) {
        return t.signum() == 0 ? BigInteger.ZERO : null;
      }
      return t.compareTo(BigInteger.ONE.shiftLeft(width - 1)) <= 0 ? t.negate() : null;
    }
    return t.bitLength() <= (signed ? width - 1 : width) ? t : null;
  }

  /**
   * Converts between formats when nothing is lost (MLIR's convertFloatValue): null for an inexact
   * result, an overflow, a signaling NaN, or a value the target cannot hold.
   */
  public static BigInteger convertExact(Kind from, BigInteger bits, Kind to) {
    Exact x = FloatFormats.exact(from, bits);
    switch (x.category()) {
      // To a finite-only format (f6E2M3FN, f4E2M1FN...) an infinity or NaN is not folded. APFloat
      // reports the conversion exact and gives a value that prints as 0x0 yet keeps its
      // infinity/NaN category (two such constants do not even unique): a quirk we do not copy.
      case INFINITY -> {
        return FloatFormats.hasInfinity(to) ? FloatFormats.infinityBits(to, x.negative()) : null;
      }
      case NAN -> {
        if (isSignaling(from, bits) || !FloatFormats.hasNaN(to)) {
          return null; // a signaling NaN: APFloat reports an invalid operation
        }
        if (!FloatFormats.hasQuietBit(to)) {
          return null; // inexact: the target's NaN loses the payload
        }
        if (FloatFormats.nanIsNegativeZero(from)) {
          return FloatFormats.nanBits(to, false); // no payload and no sign: the default quiet NaN
        }
        // An IEEE NaN keeps its payload; the all-ones NaN of a format without a quiet bit becomes
        // the quiet NaN with those ones at the top of the fraction (APFloat's conversion).
        int fromFrac = FloatFormats.fractionBits(from);
        int toFrac = FloatFormats.fractionBits(to);
        BigInteger payload = bits.and(IntBits.mask(fromFrac));
        int shift = toFrac - fromFrac;
        BigInteger moved = shift >= 0 ? payload.shiftLeft(shift) : payload.shiftRight(-shift);
        if (shift < 0 && !moved.shiftLeft(-shift).equals(payload)) {
          return null;
        }
        BigInteger nan = FloatFormats.nanBits(to, x.negative());
        return nan.andNot(IntBits.mask(toFrac)).or(moved);
      }
      case ZERO -> {
        if (x.negative() && !FloatFormats.hasSignedZero(to)) {
          return null;
        }
        return FloatFormats.zeroBits(to, x.negative());
      }
      default -> {}
    }
    BigInteger r = encode(to, x.negative(), x.significand(), x.exponent());
    Exact y = FloatFormats.exact(to, r);
    if (y.category() != Category.NORMAL || compareExact(x, y) != 0) {
      return null;
    }
    return r;
  }

  /**
   * The bits APFloat keeps for an x87 f80 pattern: an "unnormal" (non-zero exponent, integer bit
   * clear) is read as a NaN, whose exponent is then all ones; other patterns are kept.
   */
  public static BigInteger canonicalBits(Kind k, BigInteger bits) {
    if (k != Kind.F80) {
      return bits;
    }
    int exp = bits.shiftRight(64).intValue() & 0x7FFF;
    if (exp != 0 && exp != 0x7FFF && !bits.testBit(63)) {
      return bits.or(BigInteger.valueOf(0x7FFF).shiftLeft(64));
    }
    return bits;
  }

  /** The value as a double (exact for formats up to f64). */
  public static double toDouble(Kind k, BigInteger bits) {
    return FloatFormats.toDouble(k, bits);
  }

  /** A double rounded to {@code k}. */
  public static BigInteger fromDouble(Kind k, double v) {
    return FloatFormats.fromDouble(k, v);
  }

  /** How {@link #roundToIntegral} rounds. */
  public enum Rounding {
    TOWARD_ZERO,
    TOWARD_POSITIVE,
    TOWARD_NEGATIVE,
    NEAREST_EVEN,
    NEAREST_AWAY
  }

  /** APFloat's roundToIntegral: the nearest integer value in {@code mode}, keeping the sign. */
  public static BigInteger roundToIntegral(Kind k, BigInteger bits, Rounding mode) {
    Exact x = FloatFormats.exact(k, bits);
    if (x.category() == Category.NAN) {
      return quiet(k, bits);
    }
    if (x.category() != Category.NORMAL || x.exponent() >= 0) {
      return bits;
    }
    BigInteger m = x.significand();
    int sh = -x.exponent();
    BigInteger t = m.shiftRight(sh);
    BigInteger rem = m.subtract(t.shiftLeft(sh));
    boolean up;
    if (rem.signum() == 0) {
      up = false;
    } else {
      int half = rem.shiftLeft(1).compareTo(BigInteger.ONE.shiftLeft(sh));
      up = switch (mode) {
        case TOWARD_ZERO -> false;
        case TOWARD_POSITIVE -> !x.negative();
        case TOWARD_NEGATIVE -> x.negative();
        case NEAREST_EVEN -> half > 0 || (half == 0 && t.testBit(0));
        case NEAREST_AWAY -> half >= 0;
      };
    }
    if (up) {
      t = t.add(BigInteger.ONE);
    }
    if (t.signum() == 0) {
      return FloatFormats.zeroBits(k, x.negative());
    }
    return FloatFormats.roundExact(k, x.negative(), t, BigInteger.ONE);
  }
}
