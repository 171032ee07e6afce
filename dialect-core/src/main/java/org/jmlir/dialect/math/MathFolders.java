package org.jmlir.dialect.math;

import java.math.BigInteger;
import java.util.List;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.ConstFold.Domain;
import org.jmlir.dialect.fold.Floats;
import org.jmlir.dialect.fold.IntBits;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The math folders of MLIR 22's MathOps.cpp. Rounding, sign and integer ops fold exactly for every
 * type; the transcendental functions fold f32 and f64 only, as MLIR does by calling the host's
 * libm, here through StrictMath (fdlibm) and exact series, which may differ from glibc in the last
 * bit (glibc's asinhf, coshf and erfcf are not correctly rounded). cbrt, rsqrt, fpowi and fma have
 * no folder in MLIR 22.
 */
public final class MathFolders {
  private MathFolders() {}

  private static List<OpFoldResult> attr(Attribute a) {
    return a == null ? null : List.of(OpFoldResult.of(a));
  }

  private static FloatType.Kind kind(Operation op) {
    return ConstFold.elementTypeOrSelf(op.operand(0).type()) instanceof FloatType f ? f.kind() : null;
  }

  private static int width(Operation op) {
    return ConstFold.width(ConstFold.elementTypeOrSelf(op.operand(0).type()));
  }

  /** A float folder applying {@code f} to each element's bits. */
  private static OpFolder floatUnary(java.util.function.BiFunction<FloatType.Kind, BigInteger, BigInteger> f) {
    return (op, c) -> {
      FloatType.Kind k = kind(op);
      return k == null ? null : attr(ConstFold.unary(op.context(), c.get(0), Domain.FLOAT, a -> f.apply(k, a)));
    };
  }

  /** The x86 default NaN a libm domain error produces (sign set). */
  private static BigInteger hostNaN(FloatType.Kind k) {
    return FloatFormats.nanBits(k, true);
  }

  /** A libm function of f32/f64 values; {@code guard} rejects inputs MLIR leaves unfolded. */
  private static OpFolder libm(DoubleUnaryOperator fn, java.util.function.BiPredicate<FloatType.Kind, BigInteger> reject) {
    return libm(fn, reject, true);
  }

  /**
   * @param negativeNaN the sign of the NaN glibc returns on a domain error: its asin and acos
   *     return a positive one, the other functions x86's default negative NaN
   */
  private static OpFolder libm(DoubleUnaryOperator fn, java.util.function.BiPredicate<FloatType.Kind, BigInteger> reject,
      boolean negativeNaN) {
    return floatUnary((k, a) -> {
      if (k != FloatType.Kind.F32 && k != FloatType.Kind.F64) {
        return null;
      }
      if (reject != null && reject.test(k, a)) {
        return null;
      }
      if (Floats.isNaN(k, a)) {
        return Floats.quiet(k, a);
      }
      double r = fn.applyAsDouble(Floats.toDouble(k, a));
      if (k == FloatType.Kind.F32) {
        r = (float) r;
      }
      return Double.isNaN(r) ? FloatFormats.nanBits(k, negativeNaN) : Floats.fromDouble(k, r);
    });
  }

  private static OpFolder libm(DoubleUnaryOperator fn) {
    return libm(fn, null);
  }

  private static final java.util.function.BiPredicate<FloatType.Kind, BigInteger> NEGATIVE = Floats::isNegative;

  /** The folder of a unary float op, or null when MLIR 22 has none. */
  static OpFolder floatUnary(String mnemonic) {
    return switch (mnemonic) {
      case "absf" -> floatUnary(Floats::abs);
      case "ceil" -> floatUnary((k, a) -> Floats.roundToIntegral(k, a, Floats.Rounding.TOWARD_POSITIVE));
      case "floor" -> floatUnary((k, a) -> Floats.roundToIntegral(k, a, Floats.Rounding.TOWARD_NEGATIVE));
      case "roundeven" -> floatUnary((k, a) -> Floats.roundToIntegral(k, a, Floats.Rounding.NEAREST_EVEN));
      case "round" -> exactF32F64(Floats.Rounding.NEAREST_AWAY);
      case "trunc" -> exactF32F64(Floats.Rounding.TOWARD_ZERO);
      case "sqrt" -> libm(StrictMath::sqrt, NEGATIVE);
      case "exp" -> libm(StrictMath::exp);
      case "exp2" -> libm(x -> StrictMath.pow(2.0, x));
      case "expm1" -> libm(StrictMath::expm1);
      case "log" -> libm(StrictMath::log, NEGATIVE);
      case "log10" -> libm(StrictMath::log10, NEGATIVE);
      case "log2" -> libm(MathFolders::log2, NEGATIVE);
      case "log1p" -> libm(StrictMath::log1p, (k, a) -> Floats.isNegative(k, Floats.add(k, a, Floats.fromInteger(k, BigInteger.ONE))));
      case "sin" -> libm(StrictMath::sin);
      case "cos" -> libm(StrictMath::cos);
      case "tan" -> libm(StrictMath::tan);
      case "sinh" -> libm(StrictMath::sinh);
      case "cosh" -> libm(StrictMath::cosh);
      case "tanh" -> libm(StrictMath::tanh);
      case "asin" -> libm(StrictMath::asin, null, false);
      case "acos" -> libm(StrictMath::acos, null, false);
      case "atan" -> libm(StrictMath::atan);
      case "asinh" -> libm(MathFolders::asinh);
      case "acosh" -> libm(MathFolders::acosh);
      case "atanh" -> libm(MathFolders::atanh);
      case "erf" -> libm(MathFolders::erf);
      case "erfc" -> libm(MathFolders::erfc);
      default -> null;
    };
  }

  /** round and trunc: exact, but only for f32 and f64 as MLIR calls libm for them. */
  private static OpFolder exactF32F64(Floats.Rounding mode) {
    return floatUnary((k, a) -> k == FloatType.Kind.F32 || k == FloatType.Kind.F64 ? Floats.roundToIntegral(k, a, mode) : null);
  }

  private static final java.math.BigDecimal LN2 =
      new java.math.BigDecimal("0.69314718055994530941723212145817656807550013436025525412068000949339362196969");

  /** log2 to 80 digits (then rounded once): the exponent plus ln(m)/ln 2, ln by its atanh series. */
  private static double log2(double x) {
    if (!(x > 0) || Double.isInfinite(x)) {
      return x == 0 ? Double.NEGATIVE_INFINITY : x > 0 ? x : Double.NaN;
    }
    java.math.BigDecimal v = new java.math.BigDecimal(x);
    int e = 0;
    java.math.BigDecimal two = java.math.BigDecimal.valueOf(2);
    while (v.compareTo(two) >= 0) {
      v = v.divide(two, MC);
      e++;
    }
    while (v.compareTo(java.math.BigDecimal.ONE) < 0) {
      v = v.multiply(two, MC);
      e--;
    }
    java.math.BigDecimal z = v.subtract(java.math.BigDecimal.ONE).divide(v.add(java.math.BigDecimal.ONE), MC);
    java.math.BigDecimal z2 = z.multiply(z, MC);
    java.math.BigDecimal term = z;
    java.math.BigDecimal sum = java.math.BigDecimal.ZERO;
    java.math.BigDecimal eps = new java.math.BigDecimal("1e-90");
    for (int n = 0; n < 1000; n++) {
      java.math.BigDecimal t = term.divide(java.math.BigDecimal.valueOf(2L * n + 1), MC);
      sum = sum.add(t, MC);
      if (t.abs().compareTo(eps) < 0) {
        break;
      }
      term = term.multiply(z2, MC);
    }
    java.math.BigDecimal ln = sum.multiply(two, MC);
    return ln.divide(LN2, MC).add(java.math.BigDecimal.valueOf(e), MC).doubleValue();
  }

  private static double asinh(double x) {
    double a = Math.abs(x);
    double r = a > 1e8 ? StrictMath.log(a) + StrictMath.log(2.0) : StrictMath.log1p(a + a * a / (1 + StrictMath.sqrt(1 + a * a)));
    return x < 0 || (x == 0 && 1 / x < 0) ? -r : r;
  }

  private static double acosh(double x) {
    if (x < 1) {
      return Double.NaN;
    }
    if (x > 1e8) {
      return StrictMath.log(x) + StrictMath.log(2.0);
    }
    double t = x - 1;
    return StrictMath.log1p(t + StrictMath.sqrt(2 * t + t * t));
  }

  private static double atanh(double x) {
    double a = Math.abs(x);
    if (a > 1) {
      return Double.NaN;
    }
    double r = 0.5 * StrictMath.log1p(2 * a / (1 - a));
    return x < 0 || (x == 0 && 1 / x < 0) ? -r : r;
  }

  private static final java.math.MathContext MC = new java.math.MathContext(80);
  private static final java.math.BigDecimal TWO_OVER_SQRT_PI =
      new java.math.BigDecimal("1.12837916709551257389615890312154517168810125865799771368817144342128493688298");

  /** erf(|x|) to 80 digits by its Taylor series (|x| < 6). */
  private static java.math.BigDecimal erfSeries(double a) {
    java.math.BigDecimal x = new java.math.BigDecimal(a);
    java.math.BigDecimal x2 = x.multiply(x, MC);
    java.math.BigDecimal term = x;
    java.math.BigDecimal sum = java.math.BigDecimal.ZERO;
    java.math.BigDecimal eps = new java.math.BigDecimal("1e-90");
    for (int n = 0; n < 2000; n++) {
      java.math.BigDecimal t = term.divide(java.math.BigDecimal.valueOf(2L * n + 1), MC);
      sum = sum.add(t, MC);
      if (t.abs().compareTo(eps) < 0) {
        break;
      }
      term = term.multiply(x2, MC).divide(java.math.BigDecimal.valueOf(n + 1), MC).negate();
    }
    return sum.multiply(TWO_OVER_SQRT_PI, MC);
  }

  /** erfc(a) for a >= 6 by its continued fraction. */
  private static double erfcTail(double a) {
    double f = 0;
    for (int n = 200; n >= 1; n--) {
      f = n / 2.0 / (a + f);
    }
    return StrictMath.exp(-a * a) / StrictMath.sqrt(Math.PI) / (a + f);
  }

  /** erf(x) correctly rounded to double (exact series, continued fraction beyond 6). */
  public static double erf(double x) {
    if (Double.isNaN(x) || x == 0) {
      return x;
    }
    if (Math.abs(x) < 0x1p-28) {
      // glibc's erf (fdlibm's s_erf.c) on tiny inputs: x + x * (2/sqrt(pi) - 1), in double.
      double efx = 1.28379167095512586316e-01;
      return Math.abs(x) < Double.MIN_NORMAL * 0x1p-0 ? 0.125 * (8.0 * x + efx * 8.0 * x) : x + efx * x;
    }
    double a = Math.abs(x);
    double r = a >= 6 ? 1.0 : erfSeries(a).doubleValue();
    return x < 0 ? -r : r;
  }

  private static double erfc(double x) {
    if (Double.isNaN(x)) {
      return x;
    }
    if (x >= 6) {
      return erfcTail(x);
    }
    if (x <= -6) {
      return 2.0;
    }
    java.math.BigDecimal e = erfSeries(Math.abs(x));
    return (x < 0 ? java.math.BigDecimal.ONE.add(e) : java.math.BigDecimal.ONE.subtract(e)).doubleValue();
  }

  /** The folder of a binary float op, or null. */
  static OpFolder floatBinary(String mnemonic) {
    return switch (mnemonic) {
      case "copysign" -> (op, c) -> {
        FloatType.Kind k = kind(op);
        return k == null ? null : attr(ConstFold.binary(op.context(), c.get(0), c.get(1), Domain.FLOAT, null, (a, b) -> Floats.copySign(k, a, b)));
      };
      case "powf" -> libm2(StrictMath::pow, false);
      case "atan2" -> libm2(StrictMath::atan2, true);
      default -> null;
    };
  }

  private static OpFolder libm2(DoubleBinaryOperator fn, boolean zeroZeroIsNaN) {
    return (op, c) -> {
      FloatType.Kind k = kind(op);
      if (k == null) {
        return null;
      }
      return attr(ConstFold.binary(op.context(), c.get(0), c.get(1), Domain.FLOAT, null, (a, b) -> {
        if (zeroZeroIsNaN && Floats.isZero(k, a) && Floats.isZero(k, b)) {
          return FloatFormats.nanBits(k, false);
        }
        if (k != FloatType.Kind.F32 && k != FloatType.Kind.F64) {
          return null;
        }
        double r = fn.applyAsDouble(Floats.toDouble(k, a), Floats.toDouble(k, b));
        if (k == FloatType.Kind.F32) {
          r = (float) r;
        }
        if (Double.isNaN(r)) {
          return Floats.isNaN(k, a) ? Floats.quiet(k, a) : Floats.isNaN(k, b) ? Floats.quiet(k, b) : hostNaN(k);
        }
        return Floats.fromDouble(k, r);
      }));
    };
  }

  /** The folder of a unary integer op. */
  static OpFolder intUnary(String mnemonic) {
    return (op, c) -> {
      int w = width(op);
      ConstFold.Fn1 f = switch (mnemonic) {
        case "absi" -> a -> IntBits.wrap(IntBits.signed(a, w).abs(), w);
        case "ctlz" -> a -> IntBits.wrap(BigInteger.valueOf(IntBits.countLeadingZeros(a, w)), w);
        case "cttz" -> a -> IntBits.wrap(BigInteger.valueOf(IntBits.countTrailingZeros(a, w)), w);
        case "ctpop" -> a -> IntBits.wrap(BigInteger.valueOf(IntBits.popCount(a, w)), w);
        default -> throw new IllegalArgumentException(mnemonic);
      };
      return attr(ConstFold.unary(op.context(), c.get(0), Domain.INT, f));
    };
  }

  /** ipowi: exact integer power; a zero base with a negative power is left alone. */
  static List<OpFoldResult> ipowi(Operation op, List<Attribute> c) {
    int w = width(op);
    return attr(ConstFold.binary(op.context(), c.get(0), c.get(1), Domain.INT, null, (base0, power0) -> {
      BigInteger base = IntBits.signed(base0, w);
      BigInteger power = IntBits.signed(power0, w);
      BigInteger one = IntBits.wrap(BigInteger.ONE, w);
      if (power.signum() == 0) {
        return one;
      }
      if (power.signum() < 0) {
        if (base.signum() == 0) {
          return null;
        }
        if (base.equals(one)) {
          return one;
        }
        if (!IntBits.isAllOnes(base, w)) {
          return BigInteger.ZERO;
        }
        return power.testBit(0) ? IntBits.wrap(BigInteger.ONE.negate(), w) : one;
      }
      BigInteger result = one;
      BigInteger cur = base;
      BigInteger p = IntBits.unsigned(power, w);
      while (true) {
        if (p.testBit(0)) {
          result = IntBits.mul(result, cur, w);
        }
        p = p.shiftRight(1);
        if (p.signum() == 0) {
          return result;
        }
        cur = IntBits.mul(cur, cur, w);
      }
    }));
  }

  /** isnan/isinf/isfinite/isnormal of a scalar or a splat. */
  static OpFolder classification(String mnemonic) {
    return (op, c) -> {
      FloatType.Kind k = kind(op);
      Attribute a = c.get(0);
      BigInteger bits;
      if (a instanceof FloatAttr f) {
        bits = f.bits();
      } else if (a instanceof DenseIntOrFPElementsAttr d && d.isSplat() && k != null) {
        bits = ConstFold.element(d, 0);
      } else {
        return null;
      }
      FloatFormats.Exact e = FloatFormats.exact(k, bits);
      boolean v = switch (mnemonic) {
        case "isnan" -> e.category() == FloatFormats.Category.NAN;
        case "isinf" -> e.category() == FloatFormats.Category.INFINITY;
        case "isfinite" -> e.category() == FloatFormats.Category.NORMAL || e.category() == FloatFormats.Category.ZERO;
        case "isnormal" -> e.category() == FloatFormats.Category.NORMAL
            && e.exponent() + e.significand().bitLength() - 1 >= FloatFormats.minExponent(k);
        default -> throw new IllegalArgumentException(mnemonic);
      };
      Type rt = op.result(0).type();
      if (a instanceof FloatAttr) {
        return attr(IntegerAttr.bool(op.context(), v));
      }
      return rt instanceof ShapedType s && s.hasStaticShape() ? attr(ConstFold.bool(op.context(), rt, v)) : null;
    };
  }
}
