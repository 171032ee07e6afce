package org.jmlir.llvm;

/**
 * jmlir's version of MLIR's {@code libmlir_apfloat_wrappers}: floating-point arithmetic on any of
 * LLVM's float formats, the value passed as its bits zero-extended to 64 bits and the format as
 * LLVM's {@code APFloatBase::Semantics} number ({@code _mlir_apfloat_add(10, a, b)} adds two
 * f8E4M3FN). Small formats are computed exactly in double and rounded once to nearest-even; f32 and
 * f64 use Java's IEEE arithmetic. {@code printApFloat} prints the value as a double, as the C++
 * runtime's {@code std::cout << double} does.
 */
public final class ApFloatRuntime {
  private ApFloatRuntime() {}

  /** How a format spells infinities and NaNs. */
  enum Style {
    /** IEEE: an all-ones exponent is infinity (zero mantissa) or NaN. */
    IEEE,
    /** "FN": no infinity; NaN is the all-ones exponent and mantissa. */
    FN,
    /** "FNUZ": no infinity, no negative zero; NaN is the sign bit alone. */
    FNUZ,
    /** Finite only: every pattern is a number. */
    FINITE
  }

  /** A binary float format: exponent and mantissa widths, bias and style. */
  record Format(int exp, int man, int bias, Style style) {
    int bits() {
      return 1 + exp + man;
    }
  }

  /** The format of an {@code APFloatBase::Semantics} number (null: f32/f64 or unsupported). */
  static Format format(int semantics) {
    return switch (semantics) {
      case 0 -> new Format(5, 10, 15, Style.IEEE);
      case 1 -> new Format(8, 7, 127, Style.IEEE);
      case 7 -> new Format(5, 2, 15, Style.IEEE);
      case 8 -> new Format(5, 2, 16, Style.FNUZ);
      case 9 -> new Format(4, 3, 7, Style.IEEE);
      case 10 -> new Format(4, 3, 7, Style.FN);
      case 11 -> new Format(4, 3, 8, Style.FNUZ);
      case 12 -> new Format(4, 3, 11, Style.FNUZ);
      case 13 -> new Format(3, 4, 3, Style.IEEE);
      case 14 -> new Format(8, 10, 127, Style.IEEE);
      case 16 -> new Format(3, 2, 3, Style.FINITE);
      case 17 -> new Format(2, 3, 1, Style.FINITE);
      case 18 -> new Format(2, 1, 1, Style.FINITE);
      default -> null;
    };
  }

  /** The value of {@code bits} in format {@code f}. */
  static double decode(Format f, long bits) {
    long signBit = 1L << (f.exp + f.man);
    long eMask = (1L << f.exp) - 1;
    long mMask = (1L << f.man) - 1;
    boolean neg = (bits & signBit) != 0;
    long e = (bits >>> f.man) & eMask;
    long m = bits & mMask;
    switch (f.style) {
      case IEEE -> {
        if (e == eMask) {
          return m == 0 ? (neg ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY) : Double.NaN;
        }
      }
      case FN -> {
        if (e == eMask && m == mMask) {
          return Double.NaN;
        }
      }
      case FNUZ -> {
        if ((bits & (2 * signBit - 1)) == signBit) {
          return Double.NaN;
        }
      }
      case FINITE -> {}
    }
    double v = e == 0 ? Math.scalb((double) m, 1 - f.bias - f.man) : Math.scalb((double) ((1L << f.man) + m), (int) e - f.bias - f.man);
    return neg ? -v : v;
  }

  /** {@code x} rounded to nearest-even in format {@code f}, as bits. */
  static long encode(Format f, double x) {
    long signBit = 1L << (f.exp + f.man);
    long eMask = (1L << f.exp) - 1;
    long mMask = (1L << f.man) - 1;
    long nan = switch (f.style) {
      case IEEE -> (eMask << f.man) | (1L << (f.man - 1));
      case FN -> (eMask << f.man) | mMask;
      case FNUZ -> signBit;
      case FINITE -> 0;
    };
    if (Double.isNaN(x)) {
      return nan;
    }
    boolean neg = x < 0 || (x == 0 && 1 / x < 0);
    long sign = neg ? signBit : 0;
    double ax = Math.abs(x);
    // The largest finite pattern: exponent field and mantissa at the top.
    long topE = f.style == Style.IEEE ? eMask - 1 : eMask;
    long topM = f.style == Style.FN ? mMask - 1 : mMask;
    long overflow = switch (f.style) {
      case IEEE -> sign | (eMask << f.man);
      case FN, FNUZ -> nan;
      case FINITE -> sign | (topE << f.man) | topM;
    };
    if (Double.isInfinite(ax)) {
      return overflow;
    }
    if (ax == 0) {
      return f.style == Style.FNUZ ? 0 : sign;
    }
    int emin = 1 - f.bias;
    int exp = Math.getExponent(ax);
    long e;
    long m;
    if (exp < emin) {
      long q = (long) Math.rint(Math.scalb(ax, f.man - emin));
      if (q >= (1L << f.man)) {
        e = 1;
        m = q - (1L << f.man);
      } else {
        e = 0;
        m = q;
      }
    } else {
      long q = (long) Math.rint(Math.scalb(ax, f.man - exp));
      if (q >= (2L << f.man)) {
        exp++;
        q >>= 1;
      }
      e = exp + f.bias;
      m = q - (1L << f.man);
    }
    if (e > topE || (e == topE && m > topM)) {
      return overflow;
    }
    if (e == 0 && m == 0 && f.style == Style.FNUZ) {
      return 0;
    }
    return sign | (e << f.man) | m;
  }

  /** f8E8M0FNU: an unsigned power of two, 2^(bits - 127); 0xff is NaN. */
  static final int E8M0FNU = 15;

  /** {@code x} in {@code semantics}, rounded to nearest-even (ties of E8M0FNU round up, as APFloat). */
  static long fromDouble(int s, double x) {
    if (s == 2) {
      return Float.floatToRawIntBits((float) x) & 0xffffffffL;
    }
    if (s == 3) {
      return Double.doubleToRawLongBits(x);
    }
    if (s == E8M0FNU) {
      if (Double.isNaN(x) || x <= 0 || Double.isInfinite(x)) {
        return 0xff;
      }
      int e = Math.getExponent(x);
      double frac = x / Math.scalb(1.0, e);
      if (frac >= 1.5) {
        e++;
      }
      return Math.max(0, Math.min(254, e + 127));
    }
    Format f = format(s);
    return f == null ? 0 : encode(f, x);
  }

  interface Op {
    double apply(double a, double b);
  }

  private static long binary(int semantics, long a, long b, Op op) {
    if (semantics == 2) {
      float x = Float.intBitsToFloat((int) a);
      float y = Float.intBitsToFloat((int) b);
      // Rounding the double result to float is exact rounding for + - * / (53 >= 2 * 24 + 2).
      return Float.floatToRawIntBits((float) op.apply(x, y)) & 0xffffffffL;
    }
    if (semantics == 3) {
      return Double.doubleToRawLongBits(op.apply(Double.longBitsToDouble(a), Double.longBitsToDouble(b)));
    }
    return fromDouble(semantics, op.apply(toDouble(semantics, a), toDouble(semantics, b)));
  }

  // ---- the exported functions (upcall targets; they never throw) ----

  static long add(int s, long a, long b) {
    return binary(s, a, b, Double::sum);
  }

  static long subtract(int s, long a, long b) {
    return binary(s, a, b, (x, y) -> x - y);
  }

  static long multiply(int s, long a, long b) {
    return binary(s, a, b, (x, y) -> x * y);
  }

  static long divide(int s, long a, long b) {
    return binary(s, a, b, (x, y) -> x / y);
  }

  static long remainder(int s, long a, long b) {
    return binary(s, a, b, Math::IEEEremainder);
  }

  static long mod(int s, long a, long b) {
    return binary(s, a, b, (x, y) -> x % y);
  }

  static long neg(int s, long a) {
    int width = switch (s) {
      case 2 -> 32;
      case 3 -> 64;
      default -> format(s) == null ? 64 : format(s).bits();
    };
    Format f = format(s);
    if (f != null && f.style == Style.FNUZ) {
      return encode(f, -decode(f, a));
    }
    return a ^ (1L << (width - 1));
  }

  static long abs(int s, long a) {
    return fromDouble(s, Math.abs(toDouble(s, a)));
  }

  static long fused_multiply_add(int s, long a, long b, long c) {
    if (s == 2) {
      return Float.floatToRawIntBits(Math.fma(Float.intBitsToFloat((int) a), Float.intBitsToFloat((int) b), Float.intBitsToFloat((int) c))) & 0xffffffffL;
    }
    double x = toDouble(s, a);
    double y = toDouble(s, b);
    double z = toDouble(s, c);
    return fromDouble(s, s == 3 ? Math.fma(x, y, z) : x * y + z);
  }

  /** APFloat's compare: 0 less, 1 equal, 2 greater, 3 unordered. */
  static byte compare(int s, long a, long b) {
    double x = toDouble(s, a);
    double y = toDouble(s, b);
    if (Double.isNaN(x) || Double.isNaN(y)) {
      return 3;
    }
    return (byte) (x < y ? 0 : x == y ? 1 : 2);
  }

  /** APFloat's convert (round to nearest-even) from semantics {@code in} to {@code out}. */
  static long convert(int in, int out, long a) {
    return fromDouble(out, toDouble(in, a));
  }

  /**
   * APFloat's convertToInteger toward zero into a {@code width}-bit integer: NaN is 0, values out of
   * range saturate (negative ones to 0 when unsigned).
   */
  static long convert_to_int(int s, int width, boolean isUnsigned, long a) {
    double x = toDouble(s, a);
    if (Double.isNaN(x)) {
      return 0;
    }
    java.math.BigInteger v = Double.isInfinite(x) ? null : new java.math.BigDecimal(x).toBigInteger();
    java.math.BigInteger min = isUnsigned ? java.math.BigInteger.ZERO : java.math.BigInteger.ONE.shiftLeft(width - 1).negate();
    java.math.BigInteger max = java.math.BigInteger.ONE.shiftLeft(isUnsigned ? width : width - 1).subtract(java.math.BigInteger.ONE);
    if (v == null) {
      v = x < 0 ? min : max;
    }
    if (v.compareTo(min) < 0) {
      v = min;
    } else if (v.compareTo(max) > 0) {
      v = max;
    }
    return v.longValue();
  }

  /** APFloat's convertFromAPInt (round to nearest-even) of the {@code width}-bit integer {@code a}. */
  static long convert_from_int(int s, int width, boolean isUnsigned, long a) {
    if (s == 2) {
      float f = isUnsigned && a < 0 ? new java.math.BigDecimal(Long.toUnsignedString(a)).floatValue() : (float) a;
      return Float.floatToRawIntBits(f) & 0xffffffffL;
    }
    double d = isUnsigned && a < 0 ? new java.math.BigDecimal(Long.toUnsignedString(a)).doubleValue() : (double) a;
    return fromDouble(s, d);
  }

  private static long pick(int s, long a, long b, boolean max, boolean propagateNaN) {
    double x = toDouble(s, a);
    double y = toDouble(s, b);
    if (Double.isNaN(x) || Double.isNaN(y)) {
      if (propagateNaN) {
        return Double.isNaN(x) ? a : b;
      }
      return Double.isNaN(x) ? b : a;
    }
    if (x == y && x == 0) {
      // -0 is below +0.
      boolean xNeg = Double.doubleToRawLongBits(x) < 0;
      return xNeg == max ? b : a;
    }
    return (x < y) == max ? b : a;
  }

  static long minnum(int s, long a, long b) {
    return pick(s, a, b, false, false);
  }

  static long maxnum(int s, long a, long b) {
    return pick(s, a, b, true, false);
  }

  static long minimum(int s, long a, long b) {
    return pick(s, a, b, false, true);
  }

  static long maximum(int s, long a, long b) {
    return pick(s, a, b, true, true);
  }

  static boolean isinfinite(int s, long a) {
    return Double.isInfinite(toDouble(s, a));
  }

  static boolean isnan(int s, long a) {
    return Double.isNaN(toDouble(s, a));
  }

  static boolean isfinite(int s, long a) {
    return Double.isFinite(toDouble(s, a));
  }

  static boolean isnormal(int s, long a) {
    double d = Math.abs(toDouble(s, a));
    if (!Double.isFinite(d) || d == 0) {
      return false;
    }
    if (s == E8M0FNU) {
      return true;
    }
    double minNormal = switch (s) {
      case 2 -> Float.MIN_NORMAL;
      case 3 -> Double.MIN_NORMAL;
      default -> format(s) == null ? 0 : Math.scalb(1.0, 1 - format(s).bias());
    };
    return d >= minNormal;
  }

  /** The value as a double: f32 and f64 directly, the small formats decoded. */
  static double toDouble(int s, long a) {
    if (s == E8M0FNU) {
      return (a & 0xff) == 0xff ? Double.NaN : Math.scalb(1.0, (int) (a & 0xff) - 127);
    }
    if (s == 2) {
      return Float.intBitsToFloat((int) a);
    }
    if (s == 3) {
      return Double.longBitsToDouble(a);
    }
    Format f = format(s);
    return f == null ? Double.NaN : decode(f, a);
  }

  static void printApFloat(int s, long a) {
    try {
      byte[] text = CStdio.g(toDouble(s, a)).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
      CStdio.write(CStdio.STDOUT, text, text.length);
    } catch (Throwable t) {
      System.err.println("jmlir runtime: " + t);
    }
  }
}
