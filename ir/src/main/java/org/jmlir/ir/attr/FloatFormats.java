package org.jmlir.ir.attr;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.jmlir.ir.type.FloatType;

/**
 * APFloat's role for every float format: exact conversions between bit patterns, doubles and decimal
 * strings (round to nearest, ties to even), with each format's rules for infinities, NaNs and zeros
 * (IEEE, FN = NaN only as all ones, FNUZ = NaN as negative zero, finite-only, unsigned E8M0), and
 * APFloat's {@code toString} so printed values match mlir-opt.
 */
public final class FloatFormats {
  private FloatFormats() {}

  /** How a format spells non-finite values (APFloat's fltNonfiniteBehavior plus NaN encoding). */
  private enum NonFinite {
    IEEE,
    NAN_ALL_ONES,
    NAN_NEG_ZERO,
    FINITE_ONLY
  }

  /**
   * The layout of a format.
   *
   * @param precision significand bits including the integer bit
   * @param maxExp largest unbiased exponent of a finite value
   * @param minExp unbiased exponent of the smallest normal value
   * @param bias added to the unbiased exponent to get the stored one
   */
  private record Sem(int width, int expBits, int manBits, int precision, int maxExp, int minExp, int bias,
      NonFinite nonFinite, boolean signed, boolean explicitInt) {}

  private static final Sem[] SEMS = new Sem[FloatType.Kind.values().length];

  static {
    for (FloatType.Kind k : FloatType.Kind.values()) {
      SEMS[k.ordinal()] = switch (k) {
        case F16 -> ieee(16, 5, 10);
        case BF16 -> ieee(16, 8, 7);
        case F32 -> ieee(32, 8, 23);
        case F64 -> ieee(64, 11, 52);
        case F128 -> ieee(128, 15, 112);
        case TF32 -> ieee(19, 8, 10);
        case F8E5M2 -> ieee(8, 5, 2);
        case F8E4M3 -> ieee(8, 4, 3);
        case F8E3M4 -> ieee(8, 3, 4);
        case F80 -> new Sem(80, 15, 64, 64, 16383, -16382, 16383, NonFinite.IEEE, true, true);
        case F8E4M3FN -> new Sem(8, 4, 3, 4, 8, -6, 7, NonFinite.NAN_ALL_ONES, true, false);
        case F8E5M2FNUZ -> new Sem(8, 5, 2, 3, 15, -15, 16, NonFinite.NAN_NEG_ZERO, true, false);
        case F8E4M3FNUZ -> new Sem(8, 4, 3, 4, 7, -7, 8, NonFinite.NAN_NEG_ZERO, true, false);
        case F8E4M3B11FNUZ -> new Sem(8, 4, 3, 4, 4, -10, 11, NonFinite.NAN_NEG_ZERO, true, false);
        case F8E8M0FNU -> new Sem(8, 8, 0, 1, 127, -127, 127, NonFinite.NAN_ALL_ONES, false, false);
        case F6E3M2FN -> new Sem(6, 3, 2, 3, 4, -2, 3, NonFinite.FINITE_ONLY, true, false);
        case F6E2M3FN -> new Sem(6, 2, 3, 4, 2, 0, 1, NonFinite.FINITE_ONLY, true, false);
        case F4E2M1FN -> new Sem(4, 2, 1, 2, 2, 0, 1, NonFinite.FINITE_ONLY, true, false);
      };
    }
  }

  private static Sem ieee(int width, int expBits, int manBits) {
    int bias = (1 << (expBits - 1)) - 1;
    return new Sem(width, expBits, manBits, manBits + 1, bias, 1 - bias, bias, NonFinite.IEEE, true, false);
  }

  private static Sem sem(FloatType.Kind kind) {
    return SEMS[kind.ordinal()];
  }

  /** The storage width in bits of {@code kind} (f80: 80, tf32: 19). */
  public static int width(FloatType.Kind kind) {
    return sem(kind).width;
  }

  // ---- decoding ------------------------------------------------------------------------------

  /** A decoded value: {@code (-1)^neg * sig * 2^exp}, or a special. */
  private record Decoded(boolean neg, int category, BigInteger sig, int exp) {
    static final int ZERO = 0;
    static final int NORMAL = 1;
    static final int INF = 2;
    static final int NAN = 3;
  }

  private static Decoded decode(Sem s, BigInteger bits) {
    boolean neg = s.signed && bits.testBit(s.width - 1);
    int e = bits.shiftRight(s.manBits).intValue() & ((1 << s.expBits) - 1);
    BigInteger m = bits.and(BigInteger.ONE.shiftLeft(s.manBits).subtract(BigInteger.ONE));
    int allOnes = (1 << s.expBits) - 1;
    switch (s.nonFinite) {
      case IEEE -> {
        if (e == allOnes) {
          BigInteger frac = s.explicitInt ? m.clearBit(s.manBits - 1) : m;
          return new Decoded(neg, frac.signum() == 0 ? Decoded.INF : Decoded.NAN, null, 0);
        }
      }
      case NAN_ALL_ONES -> {
        if (e == allOnes && m.bitCount() == s.manBits) {
          return new Decoded(neg, Decoded.NAN, null, 0);
        }
      }
      case NAN_NEG_ZERO -> {
        if (neg && e == 0 && m.signum() == 0) {
          return new Decoded(true, Decoded.NAN, null, 0);
        }
      }
      case FINITE_ONLY -> {}
    }
    if (s.manBits == 0) { // E8M0: a power of two, no zero
      return new Decoded(false, Decoded.NORMAL, BigInteger.ONE, e - s.bias);
    }
    if (s.explicitInt) {
      if (m.signum() == 0) {
        return new Decoded(neg, Decoded.ZERO, null, 0);
      }
      return new Decoded(neg, Decoded.NORMAL, m, Math.max(e, 1) - s.bias - (s.manBits - 1));
    }
    if (e == 0) {
      if (m.signum() == 0) {
        return new Decoded(neg, Decoded.ZERO, null, 0);
      }
      return new Decoded(neg, Decoded.NORMAL, m, s.minExp - s.manBits);
    }
    return new Decoded(neg, Decoded.NORMAL, m.setBit(s.manBits), e - s.bias - s.manBits);
  }

  /** Whether {@code bits} is a NaN in {@code kind}. */
  public static boolean isNaN(FloatType.Kind kind, BigInteger bits) {
    return decode(sem(kind), bits).category == Decoded.NAN;
  }

  /** Whether {@code bits} is an infinity in {@code kind}. */
  public static boolean isInfinity(FloatType.Kind kind, BigInteger bits) {
    return decode(sem(kind), bits).category == Decoded.INF;
  }

  // ---- encoding ------------------------------------------------------------------------------

  private static BigInteger signBit(Sem s, boolean neg) {
    return neg && s.signed ? BigInteger.ONE.shiftLeft(s.width - 1) : BigInteger.ZERO;
  }

  private static BigInteger zero(Sem s, boolean neg) {
    if (s.manBits == 0) {
      return BigInteger.ZERO; // no zero in E8M0: the smallest value
    }
    return s.nonFinite == NonFinite.NAN_NEG_ZERO ? BigInteger.ZERO : signBit(s, neg);
  }

  private static BigInteger nan(Sem s, boolean neg) {
    return switch (s.nonFinite) {
      case IEEE -> {
        BigInteger e = BigInteger.valueOf((1L << s.expBits) - 1).shiftLeft(s.manBits);
        BigInteger q = BigInteger.ONE.shiftLeft(s.manBits - 1);
        if (s.explicitInt) {
          q = q.or(BigInteger.ONE.shiftLeft(s.manBits - 2));
        }
        yield signBit(s, neg).or(e).or(q);
      }
      case NAN_ALL_ONES -> signBit(s, neg).or(BigInteger.ONE.shiftLeft(s.width - (s.signed ? 1 : 0)).subtract(BigInteger.ONE));
      case NAN_NEG_ZERO -> BigInteger.ONE.shiftLeft(s.width - 1);
      case FINITE_ONLY -> largest(s, neg);
    };
  }

  private static BigInteger inf(Sem s, boolean neg) {
    if (s.nonFinite != NonFinite.IEEE) {
      return nan(s, neg);
    }
    BigInteger e = BigInteger.valueOf((1L << s.expBits) - 1).shiftLeft(s.manBits);
    if (s.explicitInt) {
      e = e.setBit(s.manBits - 1);
    }
    return signBit(s, neg).or(e);
  }

  private static BigInteger largest(Sem s, boolean neg) {
    BigInteger m = BigInteger.ONE.shiftLeft(s.precision).subtract(BigInteger.ONE);
    if (s.nonFinite == NonFinite.NAN_ALL_ONES && s.manBits > 0) {
      m = m.subtract(BigInteger.ONE);
    }
    return encodeFinite(s, neg, m, s.maxExp - (s.precision - 1));
  }

  /** Encodes {@code m * 2^q} where m has at most {@code precision} bits and fits the format. */
  private static BigInteger encodeFinite(Sem s, boolean neg, BigInteger m, int q) {
    if (m.signum() == 0) {
      return zero(s, neg);
    }
    int p = s.precision;
    BigInteger sign = signBit(s, neg);
    if (s.manBits == 0) {
      return BigInteger.valueOf(q + s.bias);
    }
    boolean normal = m.bitLength() == p;
    int biased = normal ? q + (p - 1) + s.bias : 0;
    if (s.explicitInt) {
      return sign.or(BigInteger.valueOf(normal ? biased : 0).shiftLeft(s.manBits)).or(m);
    }
    BigInteger man = normal ? m.clearBit(p - 1) : m;
    return sign.or(BigInteger.valueOf(biased).shiftLeft(s.manBits)).or(man);
  }

  /** Rounds {@code num / den} (positive) to the format, ties to even. */
  private static BigInteger roundRational(Sem s, boolean neg, BigInteger num, BigInteger den) {
    int p = s.precision;
    int e = num.bitLength() - den.bitLength();
    // Make 2^e <= num/den < 2^(e+1).
    if (compareScaled(num, den, e) < 0) {
      e--;
    }
    int q = Math.max(e, s.minExp) - (p - 1);
    BigInteger n2 = q <= 0 ? num.shiftLeft(-q) : num;
    BigInteger d2 = q <= 0 ? den : den.shiftLeft(q);
    BigInteger[] qr = n2.divideAndRemainder(d2);
    BigInteger m = qr[0];
    int c = qr[1].shiftLeft(1).compareTo(d2);
    if (c > 0 || (c == 0 && m.testBit(0))) {
      m = m.add(BigInteger.ONE);
    }
    if (m.bitLength() > p) {
      m = m.shiftRight(1);
      q++;
    }
    if (s.manBits == 0 && m.signum() == 0) {
      m = BigInteger.ONE;
      q = s.minExp;
    }
    int exp = q + p - 1;
    boolean overflow = exp > s.maxExp
        || (exp == s.maxExp && s.nonFinite == NonFinite.NAN_ALL_ONES && s.manBits > 0 && m.bitCount() == p);
    if (overflow) {
      return inf(s, neg);
    }
    return encodeFinite(s, neg, m, q);
  }

  /** Compares num/den with 2^e. */
  private static int compareScaled(BigInteger num, BigInteger den, int e) {
    return e >= 0 ? num.compareTo(den.shiftLeft(e)) : num.shiftLeft(-e).compareTo(den);
  }

  // ---- public conversions --------------------------------------------------------------------

  /** The bit pattern of {@code value} rounded to {@code kind} (round to nearest, ties to even). */
  public static BigInteger fromDouble(FloatType.Kind kind, double value) {
    switch (kind) {
      case F64 -> {
        return BigInteger.valueOf(Double.doubleToRawLongBits(value)).and(MASK64);
      }
      case F32 -> {
        return BigInteger.valueOf(Float.floatToRawIntBits((float) value) & 0xffffffffL);
      }
      default -> {}
    }
    Sem s = sem(kind);
    long raw = Double.doubleToRawLongBits(value);
    boolean neg = raw < 0;
    if (Double.isNaN(value)) {
      return nan(s, neg);
    }
    if (Double.isInfinite(value)) {
      return inf(s, neg);
    }
    if (value == 0) {
      return zero(s, neg);
    }
    int e = (int) ((raw >>> 52) & 0x7ff);
    long m = raw & ((1L << 52) - 1);
    if (e != 0) {
      m |= 1L << 52;
    } else {
      e = 1;
    }
    int q = e - 1075;
    BigInteger num = BigInteger.valueOf(m);
    BigInteger den = BigInteger.ONE;
    if (q >= 0) {
      num = num.shiftLeft(q);
    } else {
      den = den.shiftLeft(-q);
    }
    return roundRational(s, neg, num, den);
  }

  /** The value of {@code bits} as a double (rounded to nearest for wider formats). */
  public static double toDouble(FloatType.Kind kind, BigInteger bits) {
    switch (kind) {
      case F64 -> {
        return Double.longBitsToDouble(bits.longValue());
      }
      case F32 -> {
        return Float.intBitsToFloat(bits.intValue());
      }
      default -> {}
    }
    Decoded d = decode(sem(kind), bits);
    return switch (d.category) {
      case Decoded.ZERO -> d.neg ? -0.0 : 0.0;
      case Decoded.INF -> d.neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
      case Decoded.NAN -> Double.NaN;
      default -> {
        BigInteger num = d.sig;
        BigInteger den = BigInteger.ONE;
        if (d.exp >= 0) {
          num = num.shiftLeft(d.exp);
        } else {
          den = den.shiftLeft(-d.exp);
        }
        yield Double.longBitsToDouble(roundRational(sem(FloatType.Kind.F64), d.neg, num, den).longValue());
      }
    };
  }

  /**
   * The bits of a decimal literal ({@code [-]digits[.digits][e[+-]digits]}) correctly rounded to
   * {@code kind}, as APFloat's convertFromString; null when the text is not a decimal number.
   */
  public static BigInteger fromDecimalString(FloatType.Kind kind, String text) {
    BigDecimal bd;
    try {
      bd = new BigDecimal(text);
    } catch (NumberFormatException ex) {
      return null;
    }
    Sem s = sem(kind);
    boolean neg = text.startsWith("-");
    if (bd.signum() == 0) {
      return zero(s, neg);
    }
    BigInteger unscaled = bd.unscaledValue().abs();
    int scale = bd.scale();
    // Values far outside every format: short-circuit before building huge powers of ten.
    long decExp = (long) unscaled.toString().length() - scale;
    if (decExp > 5000) {
      return inf(s, neg);
    }
    if (decExp < -5500) {
      return zero(s, neg);
    }
    BigInteger num = unscaled;
    BigInteger den = BigInteger.ONE;
    if (scale < 0) {
      num = num.multiply(BigInteger.TEN.pow(-scale));
    } else {
      den = BigInteger.TEN.pow(scale);
    }
    return roundRational(s, neg, num, den);
  }

  // ---- exact values, for constant folding ------------------------------------------------------

  /** A value's class, as APFloat's fltCategory. */
  public enum Category {
    ZERO,
    NORMAL,
    INFINITY,
    NAN
  }

  /**
   * A decoded value: {@code (-1)^negative * significand * 2^exponent} for {@link Category#NORMAL}
   * (subnormals included); the significand is null otherwise.
   */
  public record Exact(Category category, boolean negative, BigInteger significand, int exponent) {}

  /** Decodes {@code bits} of {@code kind} exactly. */
  public static Exact exact(FloatType.Kind kind, BigInteger bits) {
    Decoded d = decode(sem(kind), bits);
    Category c = switch (d.category) {
      case Decoded.ZERO -> Category.ZERO;
      case Decoded.INF -> Category.INFINITY;
      case Decoded.NAN -> Category.NAN;
      default -> Category.NORMAL;
    };
    return new Exact(c, d.neg, d.sig, d.exp);
  }

  /**
   * The bits of {@code (-1)^negative * num / den} (num, den positive) rounded to nearest, ties to
   * even; overflow gives the format's infinity (NaN where it has none, the largest value where it
   * is finite-only), as APFloat does.
   */
  public static BigInteger roundExact(FloatType.Kind kind, boolean negative, BigInteger num, BigInteger den) {
    return roundRational(sem(kind), negative, num, den);
  }

  /** The bits of a signed zero ({@code kind}'s only zero where it has no negative zero). */
  public static BigInteger zeroBits(FloatType.Kind kind, boolean negative) {
    return zero(sem(kind), negative);
  }

  /** The bits of APFloat's default quiet NaN of {@code kind}. */
  public static BigInteger nanBits(FloatType.Kind kind, boolean negative) {
    return nan(sem(kind), negative);
  }

  /** The bits of an infinity (the overflow value where {@code kind} has none). */
  public static BigInteger infinityBits(FloatType.Kind kind, boolean negative) {
    return inf(sem(kind), negative);
  }

  /** The bits of the largest finite value. */
  public static BigInteger largestBits(FloatType.Kind kind, boolean negative) {
    return largest(sem(kind), negative);
  }

  /** Whether {@code kind} has infinities (IEEE-like formats only). */
  public static boolean hasInfinity(FloatType.Kind kind) {
    return sem(kind).nonFinite == NonFinite.IEEE;
  }

  /** Whether {@code kind} has NaNs at all. */
  public static boolean hasNaN(FloatType.Kind kind) {
    return sem(kind).nonFinite != NonFinite.FINITE_ONLY;
  }

  /** Whether {@code kind} has a negative zero (and so a sign to flip on zero and NaN). */
  public static boolean hasSignedZero(FloatType.Kind kind) {
    Sem s = sem(kind);
    return s.signed && s.manBits > 0 && s.nonFinite != NonFinite.NAN_NEG_ZERO;
  }

  /** Whether {@code kind} has a sign bit. */
  public static boolean isSigned(FloatType.Kind kind) {
    return sem(kind).signed;
  }

  /** Significand bits including the integer bit (APFloat's precision). */
  public static int precision(FloatType.Kind kind) {
    return sem(kind).precision;
  }

  /** The largest unbiased exponent of a finite value. */
  public static int maxExponent(FloatType.Kind kind) {
    return sem(kind).maxExp;
  }

  /** The unbiased exponent of the smallest normal value. */
  public static int minExponent(FloatType.Kind kind) {
    return sem(kind).minExp;
  }

  /** Stored fraction bits (f80: without its explicit integer bit). */
  public static int fractionBits(FloatType.Kind kind) {
    Sem s = sem(kind);
    return s.explicitInt ? s.manBits - 1 : s.manBits;
  }

  /** Whether NaNs of {@code kind} have a quiet bit (IEEE-like formats), so may be signaling. */
  public static boolean hasQuietBit(FloatType.Kind kind) {
    return sem(kind).nonFinite == NonFinite.IEEE;
  }

  /** Whether {@code kind}'s only NaN is the negative-zero pattern (the FNUZ formats). */
  public static boolean nanIsNegativeZero(FloatType.Kind kind) {
    return sem(kind).nonFinite == NonFinite.NAN_NEG_ZERO;
  }

  // ---- printing (APFloat::toString) ------------------------------------------------------------

  /**
   * APFloat's {@code toString(FormatPrecision, FormatMaxPadding, TruncateZero)} of {@code bits}:
   * {@code precision} 0 picks the format's natural precision.
   */
  public static String toString(FloatType.Kind kind, BigInteger bits, int precision, int maxPadding, boolean truncateZero) {
    Sem s = sem(kind);
    Decoded d = decode(s, bits);
    StringBuilder str = new StringBuilder();
    switch (d.category) {
      case Decoded.INF -> {
        return d.neg ? "-Inf" : "+Inf";
      }
      case Decoded.NAN -> {
        return "NaN";
      }
      case Decoded.ZERO -> {
        if (d.neg) {
          str.append('-');
        }
        if (maxPadding == 0) {
          if (truncateZero) {
            str.append("0.0E+0");
          } else {
            str.append("0.0");
            for (int i = 1; i < precision; i++) {
              str.append('0');
            }
            str.append("e+00");
          }
        } else {
          str.append('0');
        }
        return str.toString();
      }
      default -> {}
    }
    if (d.neg) {
      str.append('-');
    }
    int formatPrecision = precision != 0 ? precision : 2 + s.precision * 59 / 196;
    BigInteger sig = d.sig;
    int exp = d.exp;
    int tz = sig.getLowestSetBit();
    exp += tz;
    sig = sig.shiftRight(tz);
    if (exp > 0) {
      sig = sig.shiftLeft(exp);
      exp = 0;
    } else if (exp < 0) {
      sig = sig.multiply(BigInteger.valueOf(5).pow(-exp));
    }
    // AdjustToPrecision on the integer: drop whole tens by truncation first.
    int activeBits = sig.bitLength();
    int bitsRequired = (formatPrecision * 196 + 58) / 59;
    if (activeBits > bitsRequired) {
      int tensRemovable = (activeBits - bitsRequired) * 59 / 196;
      if (tensRemovable > 0) {
        exp += tensRemovable;
        sig = sig.divide(BigInteger.TEN.pow(tensRemovable));
      }
    }
    // Digits, least significant first, dropping trailing zeros.
    String dec = sig.toString();
    int end = dec.length();
    while (end > 1 && dec.charAt(end - 1) == '0') {
      end--;
      exp++;
    }
    StringBuilder buf = new StringBuilder(end);
    for (int i = end - 1; i >= 0; i--) {
      buf.append(dec.charAt(i));
    }
    // AdjustToPrecision on the digits: round half up.
    int n = buf.length();
    if (n > formatPrecision) {
      int firstSig = n - formatPrecision;
      if (buf.charAt(firstSig - 1) < '5') {
        while (firstSig < n && buf.charAt(firstSig) == '0') {
          firstSig++;
        }
        exp += firstSig;
        buf.delete(0, firstSig);
      } else {
        int i = firstSig;
        for (; i != n; i++) {
          if (buf.charAt(i) == '9') {
            firstSig++;
          } else {
            buf.setCharAt(i, (char) (buf.charAt(i) + 1));
            break;
          }
        }
        if (firstSig == n) {
          exp += firstSig;
          buf.setLength(0);
          buf.append('1');
        } else {
          exp += firstSig;
          buf.delete(0, firstSig);
        }
      }
    }
    int nDigits = buf.length();
    boolean scientific;
    if (maxPadding == 0) {
      scientific = true;
    } else if (exp >= 0) {
      scientific = exp > maxPadding || nDigits + exp > formatPrecision;
    } else {
      int msd = exp + (nDigits - 1);
      scientific = msd < 0 && -msd > maxPadding;
    }
    if (scientific) {
      exp += nDigits - 1;
      str.append(buf.charAt(nDigits - 1)).append('.');
      if (nDigits == 1 && truncateZero) {
        str.append('0');
      } else {
        for (int i = 1; i != nDigits; i++) {
          str.append(buf.charAt(nDigits - 1 - i));
        }
      }
      if (!truncateZero && formatPrecision > nDigits - 1) {
        for (int i = 0; i < formatPrecision - nDigits + 1; i++) {
          str.append('0');
        }
      }
      str.append(truncateZero ? 'E' : 'e');
      str.append(exp >= 0 ? '+' : '-');
      String e = Integer.toString(Math.abs(exp));
      if (!truncateZero && e.length() < 2) {
        str.append('0');
      }
      str.append(e);
      return str.toString();
    }
    if (exp >= 0) {
      for (int i = 0; i < nDigits; i++) {
        str.append(buf.charAt(nDigits - 1 - i));
      }
      for (int i = 0; i < exp; i++) {
        str.append('0');
      }
      return str.toString();
    }
    int nWhole = exp + nDigits;
    int i = 0;
    if (nWhole > 0) {
      for (; i != nWhole; i++) {
        str.append(buf.charAt(nDigits - i - 1));
      }
      str.append('.');
    } else {
      str.append("0.");
      for (int z = 1; z != 1 - nWhole; z++) {
        str.append('0');
      }
    }
    for (; i != nDigits; i++) {
      str.append(buf.charAt(nDigits - i - 1));
    }
    return str.toString();
  }

  /**
   * Appends a float as mlir-opt prints it (AsmPrinter's printFloatValue): the 6-digit exponential
   * form when it reads back exactly, else APFloat's shortest-precision form when it has a dot,
   * else the bit pattern in hex. Returns whether hex was printed.
   */
  public static boolean print(FloatType.Kind kind, BigInteger bits, StringBuilder out) {
    Sem s = sem(kind);
    Decoded d = decode(s, bits);
    if (d.category != Decoded.INF && d.category != Decoded.NAN) {
      String str = toString(kind, bits, 6, 0, false);
      if (bits.equals(fromDecimalString(kind, str))) {
        out.append(str);
        return false;
      }
      str = toString(kind, bits, 0, 3, true);
      if (str.indexOf('.') >= 0) {
        out.append(str);
        return false;
      }
    }
    out.append("0x").append(bits.toString(16).toUpperCase(java.util.Locale.ROOT));
    return true;
  }

  /** Fast path of {@link #print} for f32 bits. */
  public static void printF32(int bits, StringBuilder out) {
    print(FloatType.Kind.F32, BigInteger.valueOf(bits & 0xffffffffL), out);
  }

  private static final BigInteger MASK64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
}
