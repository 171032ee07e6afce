package org.jmlir.conversion.chlotostablehlo;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.hlo.transforms.HloMath;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * The CHLO math functions as StableHLO arithmetic, with StableHLO's algorithms and coefficients:
 * Cephes' erf/erfc rational approximations (Eigen's for f32 erf), Giles' erf_inv, Lanczos' lgamma
 * and digamma (g = 7, n = 9) with Euler's reflection, the Euler-Maclaurin Hurwitz zeta, polygamma
 * from zeta, the Chebyshev series of bessel_i1e, cosh/sinh through exp(x + log(1/2)), next_after
 * on the bit patterns, the real inverse trigonometric and hyperbolic functions with cancellation-free
 * forms, mulhi through a wider multiply. Inputs narrower than f32 are computed in f32 where StableHLO
 * upcasts. Each method returns null when the operand types are outside what StableHLO lowers.
 */
final class ChloMath {
  private ChloMath() {}

  /** The lowering of {@code op} built before it, or null when there is none. */
  static Value lower(Operation op) {
    OpBuilder b = new OpBuilder(op.context());
    b.setInsertionPoint(op);
    HloMath m = new HloMath(b, op.location());
    String name = op.name().substring("chlo.".length());
    Value x = op.operand(0);
    boolean complex = HloMath.isComplex(x);
    return switch (name) {
      case "tan" -> m.tan(x);
      case "atanh" -> complex ? atanhComplex(m, x) : atanh(m, x);
      case "atan" -> complex ? atanComplex(m, x) : null;
      case "acos" -> complex ? acosComplex(m, x) : acos(m, x);
      case "asin" -> complex ? asinComplex(m, x) : asin(m, x);
      case "acosh" -> complex ? acoshComplex(m, x) : acosh(m, x);
      case "asinh" -> complex ? asinhComplex(m, x) : asinh(m, x);
      case "_asin_acos_kernel" -> complex ? asinAcosKernel(m, x) : null;
      case "square" -> complex ? squareComplex(m, x) : m.mul(x, x);
      case "cosh" -> complex ? null : upcast(m, List.of(x), a -> expPair(m, a.get(0), false));
      case "sinh" -> complex ? expPair(m, x, true) : upcast(m, List.of(x), a -> sinh(m, a.get(0)));
      case "erf" -> floatWidth(x) == 64 ? erf64(m, x) : supported(x) ? upcast(m, List.of(x), a -> erf32(m, a.get(0))) : null;
      case "erfc" -> floatWidth(x) == 64 ? erfc64(m, x) : supported(x) ? upcast(m, List.of(x), a -> erfc32(m, a.get(0))) : null;
      case "erf_inv" -> floatWidth(x) == 64 ? erfInv64(m, x) : upcast(m, List.of(x), a -> erfInv32(m, a.get(0)));
      case "bessel_i1e" -> floatWidth(x) == 64 ? besselI1e(m, x, I1E_A64, I1E_B64)
          : supported(x) ? upcast(m, List.of(x), a -> besselI1e(m, a.get(0), I1E_A32, I1E_B32)) : null;
      case "lgamma" -> upcast(m, List.of(x), a -> lgamma(m, a.get(0)));
      case "digamma" -> upcast(m, List.of(x), a -> digamma(m, a.get(0)));
      case "zeta" -> upcast(m, List.of(x, op.operand(1)), a -> zeta(m, a.get(0), a.get(1)));
      case "polygamma" -> upcast(m, List.of(x, op.operand(1)), a -> polygamma(m, a.get(0), a.get(1)));
      case "next_after" -> nextAfter(m, x, op.operand(1));
      case "mulhi" -> mulhi(m, x, op.operand(1));
      default -> null;
    };
  }

  private static int floatWidth(Value v) {
    return ConstFold.elementTypeOrSelf(v.type()) instanceof FloatType f ? f.width() : 0;
  }

  /** f64, f32, f16 and bf16: the types StableHLO's erf/erfc/bessel lowerings accept. */
  private static boolean supported(Value v) {
    return ConstFold.elementTypeOrSelf(v.type()) instanceof FloatType f
        && (f.kind() == FloatType.Kind.F32 || f.kind() == FloatType.Kind.F16 || f.kind() == FloatType.Kind.BF16);
  }

  @FunctionalInterface
  private interface Body {
    Value apply(List<Value> args);
  }

  /** Runs {@code body} in f32 when the operands are narrower floats, converting the result back. */
  private static Value upcast(HloMath m, List<Value> args, Body body) {
    Type original = ConstFold.elementTypeOrSelf(args.get(0).type());
    if (!(original instanceof FloatType f) || f.width() >= 32) {
      return body.apply(args);
    }
    FloatType f32 = FloatType.get(m.context(), FloatType.Kind.F32);
    List<Value> wide = args.stream().map(a -> convert(m, a, f32)).toList();
    return convert(m, body.apply(wide), original);
  }

  private static Value convert(HloMath m, Value v, Type element) {
    return m.op("convert", withElement(m.context(), v.type(), element), List.of(v));
  }

  private static Type withElement(MLIRContext ctx, Type t, Type e) {
    return t instanceof RankedTensorType r ? RankedTensorType.get(ctx, r.shape(), e, r.encoding()) : e;
  }

  /** A horner polynomial c0 x^(n-1) + ... + c(n-1). */
  private static Value polynomial(HloMath m, Value x, double[] coefficients) {
    Value poly = m.constant(x, coefficients[0]);
    for (int i = 1; i < coefficients.length; i++) {
      poly = m.add(m.mul(poly, x), m.constant(x, coefficients[i]));
    }
    return poly;
  }

  // ---- real inverse trigonometric and hyperbolic functions -----------------------------------

  /** atanh(x) = (log1p(x) - log1p(-x)) / 2 for |x| <= 1, NaN beyond. */
  private static Value atanh(HloMath m, Value x) {
    return m.select(m.gt(m.abs(x), m.constant(x, 1)), m.nan(x),
        m.mul(m.sub(m.log1p(x), m.log1p(m.neg(x))), m.constant(x, 0.5)));
  }

  /** asin(x) = 2 atan2(x, 1 + sqrt((1 - x)(1 + x))). */
  private static Value asin(HloMath m, Value x) {
    Value one = m.constant(x, 1);
    Value ta = m.atan2(x, m.add(one, m.sqrt(m.mul(m.sub(one, x), m.add(one, x)))));
    return m.add(ta, ta);
  }

  /** acos(x) = atan2(sqrt((1 - x)(1 + x)), x). */
  private static Value acos(HloMath m, Value x) {
    Value one = m.constant(x, 1);
    return m.atan2(m.sqrt(m.mul(m.sub(one, x), m.add(one, x))), x);
  }

  /** acosh(x) = log1p(sqrt(x-1) (sqrt(x+1) + sqrt(x-1))), or log 2 + log x beyond max/2. */
  private static Value acosh(HloMath m, Value x) {
    Value two = m.constant(x, 2);
    Value one = m.constant(x, 1);
    Value sqrtXm1 = m.sqrt(m.sub(x, one));
    return m.select(m.ge(x, m.div(m.largest(x), two)), m.add(m.log(two), m.log(x)),
        m.log1p(m.mul(sqrtXm1, m.add(m.sqrt(m.add(x, one)), sqrtXm1))));
  }

  /** asinh(x) = sign(x) log1p(|x| + x^2 / (1 + hypot(1, x))), or log 2 + log|x| beyond sqrt(max). */
  private static Value asinh(HloMath m, Value x) {
    Value ax = m.abs(x);
    Value ax2 = m.mul(ax, ax);
    Value one = m.constant(x, 1);
    return m.mul(m.sign(x), m.select(m.ge(ax, m.sqrt(m.largest(x))), m.add(m.log(m.constant(x, 2)), m.log(ax)),
        m.log1p(m.add(ax, m.div(ax2, m.add(one, m.sqrt(m.add(one, ax2))))))));
  }

  // ---- complex inverse trigonometric and hyperbolic functions (Hull et al.) -----------------

  /**
   * The kernel w of complex asin and acos (Hull, Fairgrieve and Tang): real(w) = the denominator of
   * real(asin z) = atan2(x, real w), imag(w) = log(a + sqrt(a^2 - 1)) with a = (|z+1| + |z-1|)/2,
   * each from the approximation region that avoids cancellation and overflow.
   */
  private static Value asinAcosKernel(HloMath m, Value z) {
    Value signedX = m.real(z);
    Value x = m.abs(signedX);
    Value signedY = m.imag(z);
    Value y = m.abs(signedY);
    Value safeMax = m.div(m.sqrt(m.largest(signedX)), m.constant(signedX, 8));
    Value one = m.constant(signedX, 1);
    Value half = m.constant(signedX, 0.5);
    Value sqrt2 = m.constant(signedX, 1.4142135623730951);
    Value zero = m.constant(signedX, 0);
    Value two = m.constant(signedX, 2);
    Value xp1 = m.add(x, one);
    Value absXp1 = m.abs(xp1);
    Value r = hypotOf(m, absXp1, y, one, two, zero, sqrt2);
    Value xm1 = m.sub(x, one);
    Value absXm1 = m.abs(xm1);
    Value s = hypotOf(m, absXm1, y, one, two, zero, sqrt2);
    Value a = m.mul(half, m.add(r, s));
    Value halfApx = m.mul(half, m.add(a, x));
    Value yy = m.mul(y, y);
    Value rpxp1 = m.add(r, xp1);
    Value smxm1 = m.sub(s, xm1);
    Value spxm1 = m.add(s, xm1);
    Value re = m.select(m.ge(m.max(x, y), safeMax), y,
        m.select(m.le(x, one), m.sqrt(m.mul(halfApx, m.add(m.div(yy, rpxp1), smxm1))),
            m.mul(y, m.sqrt(m.add(m.div(halfApx, rpxp1), m.div(halfApx, spxm1))))));
    Value safeMaxOpt = m.select(m.lt(x, m.mul(safeMax, m.constant(signedX, 1e12))),
        m.mul(safeMax, m.constant(signedX, 1e-6)), m.mul(safeMax, m.constant(signedX, 100.0)));
    Value yBig = m.ge(y, safeMaxOpt);
    Value mx = m.select(yBig, y, x);
    Value xoy = m.select(m.and(yBig, m.not(m.eq(y, m.posInf(signedY)))), m.div(x, y), zero);
    Value large = m.add(m.add(m.log(two), m.log(mx)), m.mul(half, m.log1p(m.mul(xoy, xoy))));
    Value tiny = m.and(m.lt(y, m.mul(m.sqrt(m.smallestNormal(signedX)), m.constant(signedX, 4))), m.lt(x, one));
    Value ap1 = m.add(a, one);
    Value halfYy = m.mul(half, yy);
    Value halfYyOverRpxp1 = m.div(halfYy, rpxp1);
    Value notTiny = m.select(m.ge(x, one), m.add(halfYyOverRpxp1, m.mul(half, spxm1)),
        m.select(m.le(a, m.constant(signedX, 1.5)), m.add(halfYyOverRpxp1, m.div(halfYy, smxm1)), m.sub(a, one)));
    Value am1 = m.select(tiny, m.neg(m.div(m.mul(xp1, xm1), ap1)), notTiny);
    Value sq = m.sqrt(m.mul(am1, ap1));
    Value small = m.select(tiny, m.div(y, sq), m.log1p(m.add(am1, sq)));
    Value im = m.select(m.ge(mx, m.select(yBig, safeMaxOpt, safeMax)), large, small);
    return m.complex(re, im);
  }

  /** asin(z) = atan2(x, real w) + i sign(y) imag w. */
  private static Value asinComplex(HloMath m, Value z) {
    Value signedX = m.real(z);
    Value w = asinAcosKernel(m, z);
    Value re = m.atan2(signedX, m.real(w));
    Value imW = m.imag(w);
    return m.complex(re, m.select(m.lt(m.imag(z), m.constant(signedX, 0)), m.neg(imW), imW));
  }

  /** acos(z) = atan2(real w, x) - i sign(y) imag w. */
  private static Value acosComplex(HloMath m, Value z) {
    Value w = asinAcosKernel(m, z);
    Value signedX = m.real(z);
    Value re = m.atan2(m.real(w), signedX);
    Value signedY = m.imag(z);
    Value imW = m.imag(w);
    return m.complex(re, m.select(m.lt(signedY, m.constant(signedY, 0)), imW, m.neg(imW)));
  }

  /** acosh(z) = imag w + i sign(y) atan2(real w, x). */
  private static Value acoshComplex(HloMath m, Value z) {
    Value w = asinAcosKernel(m, z);
    Value re = m.imag(w);
    Value signedY = m.imag(z);
    Value angle = m.atan2(m.real(w), m.real(z));
    return m.complex(re, m.select(m.lt(signedY, m.constant(signedY, 0)), m.neg(angle), angle));
  }

  /** asinh(z) = -i asin(iz): sign(x) imag w + i atan2(y, real w), w the kernel of (-y, x). */
  private static Value asinhComplex(HloMath m, Value z) {
    Value signedX = m.real(z);
    Value signedY = m.imag(z);
    Value w = asinAcosKernel(m, m.complex(m.neg(signedY), signedX));
    Value imW = m.imag(w);
    Value re = m.select(m.lt(signedX, m.constant(signedX, 0)), m.neg(imW), imW);
    return m.complex(re, m.atan2(signedY, m.real(w)));
  }

  /** atan(z) = -i atanh(iz). */
  private static Value atanComplex(HloMath m, Value z) {
    Value w = atanhComplex(m, m.complex(m.neg(m.imag(z)), m.real(z)));
    return m.complex(m.imag(w), m.neg(m.real(w)));
  }

  /**
   * atanh(z) = (log1p(z) - log1p(-z)) / 2: real part sign(x)/4 log1p(4|x| / ((1-|x|)^2 + y^2)),
   * with 1/|x| or 1/(|x|/y + y/|x|)/y outside the safe region; imaginary part
   * atan2(2y, (1-|x|)(1+|x|) - y^2) / 2, or sign(y) pi/2 outside.
   */
  private static Value atanhComplex(HloMath m, Value z) {
    Value x = m.real(z);
    Value zero = m.constant(x, 0);
    Value one = m.constant(x, 1);
    Value minusOne = m.constant(x, -1);
    Value ax = m.abs(x);
    Value largest = m.largest(x);
    Value invNegEps = m.select(m.gt(largest, m.constant(x, 1e308)), m.constant(x, 9007199254740994.0),
        m.select(m.gt(largest, m.constant(x, 1e38)), m.constant(x, 16777218.0), m.constant(x, 2050.0)));
    Value safeMax = m.mul(invNegEps, invNegEps);
    Value y = m.imag(z);
    Value ay = m.abs(y);
    Value safe = m.and(m.lt(ax, safeMax), m.lt(ay, safeMax));
    Value naxm1 = m.sub(one, ax);
    Value y2 = m.mul(y, y);
    Value posInf = m.posInf(x);
    Value negInf = m.negInf(x);
    Value infinite = m.or(m.or(m.eq(x, posInf), m.eq(x, negInf)), m.or(m.eq(y, posInf), m.eq(y, negInf)));
    Value outside = m.select(m.lt(m.mul(ay, invNegEps), ax), m.div(one, ax),
        m.select(infinite, zero, m.div(m.div(one, m.add(m.div(ax, y), m.div(y, ax))), y)));
    Value arg = m.select(safe, m.div(ax, m.add(m.mul(naxm1, naxm1), y2)), outside);
    Value re = m.mul(m.mul(m.select(m.ge(x, zero), one, minusOne), m.log1p(m.mul(m.constant(x, 4), arg))),
        m.constant(x, 0.25));
    Value im = m.mul(m.select(safe, m.atan2(m.add(y, y), m.sub(m.mul(naxm1, m.add(one, ax)), y2)),
        m.mul(m.select(m.ge(y, m.constant(y, 0)), one, minusOne), m.constant(x, Math.PI))), m.constant(x, 0.5));
    return m.complex(re, im);
  }

  /** hypot(a, b) of non-negative a and b, by the complex math expander's overflow-safe form. */
  private static Value hypotOf(HloMath m, Value a, Value b, Value one, Value two, Value zero, Value sqrt2) {
    return org.jmlir.dialect.hlo.transforms.ComplexMathExpander.hypot(m, m.max(a, b), m.min(a, b), one, two, zero, sqrt2);
  }

  /** square(x + iy) = (x - y)(x + y) + 2xy i, with an exact 0 real part where |x| = |y|. */
  private static Value squareComplex(HloMath m, Value z) {
    Value x = m.real(z);
    Value y = m.imag(z);
    Value re = m.select(m.and(m.isFinite(x), m.eq(m.abs(x), m.abs(y))), m.constant(x, 0),
        m.mul(m.sub(x, y), m.add(x, y)));
    return m.complex(re, m.mul(m.constant(x, 2), m.mul(x, y)));
  }

  /** cosh (or sinh) as exp(x + log(1/2)) +- exp(log(1/2) - x), which does not overflow early. */
  private static Value expPair(HloMath m, Value x, boolean minus) {
    Value logHalf = m.log(m.constant(x, 0.5));
    Value plus = m.exp(m.add(x, logHalf));
    Value neg = m.exp(m.sub(logHalf, x));
    return minus ? m.sub(plus, neg) : m.add(plus, neg);
  }

  /** sinh: (e + e/(e+1)) / 2 with e = expm1(x) for |x| < 1, the exp pair beyond. */
  private static Value sinh(HloMath m, Value x) {
    Value large = expPair(m, x, true);
    Value expm1 = m.expm1(x);
    Value one = m.constant(x, 1);
    Value small = m.mul(m.constant(x, 0.5), m.add(expm1, m.div(expm1, m.add(expm1, one))));
    return m.select(m.lt(m.abs(x), one), small, large);
  }

  // ---- erf, erfc, erf_inv --------------------------------------------------------------------

  private static final double[] ERFC_P64 = {2.46196981473530512524E-10, 5.64189564831068821977E-1,
      7.46321056442269912687E0, 4.86371970985681366614E1, 1.96520832956077098242E2, 5.26445194995477358631E2,
      9.34528527171957607540E2, 1.02755188689515710272E3, 5.57535335369399327526E2};
  private static final double[] ERFC_Q64 = {1.00000000000000000000E0, 1.32281951154744992508E1,
      8.67072140885989742329E1, 3.54937778887819891062E2, 9.75708501743205489753E2, 1.82390916687909736289E3,
      2.24633760818710981792E3, 1.65666309194161350182E3, 5.57535340817727675546E2};
  private static final double[] ERFC_R64 = {5.64189583547755073984E-1, 1.27536670759978104416E0,
      5.01905042251180477414E0, 6.16021097993053585195E0, 7.40974269950448939160E0, 2.97886665372100240670E0};
  private static final double[] ERFC_S64 = {1.00000000000000000000E0, 2.26052863220117276590E0,
      9.39603524938001434673E0, 1.20489539808096656605E1, 1.70814450747565897222E1, 9.60896809063285878198E0,
      3.36907645100081516050E0};
  private static final double[] ERF_T64 = {9.60497373987051638749E0, 9.00260197203842689217E1,
      2.23200534594684319226E3, 7.00332514112805075473E3, 5.55923013010394962768E4};
  private static final double[] ERF_U64 = {1.00000000000000000000E0, 3.35617141647503099647E1,
      5.21357949780152679795E2, 4.59432382970980127987E3, 2.26290000613890934246E4, 4.92673942608635921086E4};

  /** erfc for |x| >= 1 in f64: exp(-x^2) P/Q on [1, 8), R/S beyond, 0 past underflow, 2 - erfc(-x) for x < 0. */
  private static Value erfcLarge64(HloMath m, Value x) {
    Value z = m.neg(m.mul(x, x));
    Value expZ = m.exp(z);
    Value absX = m.abs(x);
    Value upTo8 = m.div(m.mul(expZ, polynomial(m, absX, ERFC_P64)), polynomial(m, absX, ERFC_Q64));
    Value beyond8 = m.div(m.mul(expZ, polynomial(m, absX, ERFC_R64)), polynomial(m, absX, ERFC_S64));
    Value approx = m.select(m.lt(absX, m.constant(x, 8)), upTo8, beyond8);
    return erfcTail(m, x, z, approx, 7.09782712893383996843E2);
  }

  /** Clamps erfc to 0 where exp(-x^2) underflows and reflects to 2 - erfc(|x|) for x < 0. */
  private static Value erfcTail(HloMath m, Value x, Value z, Value approx, double maxLog) {
    Value zero = m.constant(x, 0);
    Value clamped = m.select(m.lt(z, m.constant(x, -maxLog)), zero, approx);
    return m.select(m.lt(x, zero), m.sub(m.constant(x, 2), clamped), clamped);
  }

  /** erf for |x| <= 1 in f64: x T(x^2) / U(x^2). */
  private static Value erfSmall64(HloMath m, Value x) {
    Value x2 = m.mul(x, x);
    return m.div(m.mul(x, polynomial(m, x2, ERF_T64)), polynomial(m, x2, ERF_U64));
  }

  private static Value erf64(HloMath m, Value x) {
    Value small = erfSmall64(m, x);
    Value one = m.constant(x, 1);
    Value large = m.sub(one, erfcLarge64(m, x));
    return m.select(m.lt(m.abs(x), one), small, large);
  }

  private static Value erfc64(HloMath m, Value x) {
    Value large = erfcLarge64(m, x);
    Value one = m.constant(x, 1);
    Value small = m.sub(one, erfSmall64(m, x));
    return m.select(m.lt(m.abs(x), one), small, large);
  }

  private static final double[] ERFC_P32 = {+2.326819970068386E-2, -1.387039388740657E-1, +3.687424674597105E-1,
      -5.824733027278666E-1, +6.210004621745983E-1, -4.944515323274145E-1, +3.404879937665872E-1,
      -2.741127028184656E-1, +5.638259427386472E-1};
  private static final double[] ERFC_R32 = {-1.047766399936249E+1, +1.297719955372516E+1, -7.495518717768503E+0,
      +2.921019019210786E+0, -1.015265279202700E+0, +4.218463358204948E-1, -2.820767439740514E-1,
      +5.641895067754075E-1};
  private static final double[] ERF_T32 = {+7.853861353153693E-5, -8.010193625184903E-4, +5.188327685732524E-3,
      -2.685381193529856E-2, +1.128358514861418E-1, -3.761262582423300E-1, +1.128379165726710E+0};
  private static final double[] ERF_ALPHA32 = {-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06,
      -5.69250639462346e-05, -7.34990630326855e-04, -2.95459980854025e-03, -1.60960333262415e-02};
  private static final double[] ERF_BETA32 = {-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
      -7.37332916720468e-03, -1.42647390514189e-02};

  /** f32 erf (Eigen's): x Alpha(x^2) / Beta(x^2) on x clamped to [-4, 4], clamped to [-1, 1]. */
  private static Value erf32(HloMath m, Value x) {
    Value c = clamp(m, m.constant(x, -4.0), x, m.constant(x, 4.0));
    Value x2 = m.mul(c, c);
    Value alpha = polynomial(m, x2, ERF_ALPHA32);
    Value beta = polynomial(m, x2, ERF_BETA32);
    Value erf = m.div(m.mul(c, alpha), beta);
    return clamp(m, m.constant(x, -1.0), erf, m.constant(x, 1.0));
  }

  private static Value clamp(HloMath m, Value lo, Value v, Value hi) {
    return m.op("clamp", v.type(), List.of(lo, v, hi));
  }

  private static Value erfc32(HloMath m, Value x) {
    Value x2 = m.mul(x, x);
    Value z = m.neg(x2);
    Value absX = m.abs(x);
    Value one = m.constant(x, 1.0);
    Value reciprocalX2 = m.div(one, x2);
    Value expZ = m.exp(z);
    Value scaled = m.mul(expZ, m.div(one, absX));
    Value below2 = m.lt(absX, m.constant(x, 2.0));
    Value poly = m.select(below2, polynomial(m, reciprocalX2, ERFC_P32), polynomial(m, reciprocalX2, ERFC_R32));
    Value large = erfcTail(m, x, z, m.mul(scaled, poly), 88.72283905206835);
    Value small = m.sub(m.constant(x, 1.0), m.mul(x, polynomial(m, m.mul(x, x), ERF_T32)));
    return m.select(m.lt(m.abs(x), m.constant(x, 1.0)), small, large);
  }

  private static final double[] ERFINV_LT5 = {2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06,
      0.00021858087, -0.00125372503, -0.00417768164, 0.246640727, 1.50140941};
  private static final double[] ERFINV_GT5 = {-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844,
      0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682};

  /** Giles' single-precision erf_inv: a polynomial in w = -log(1 - x^2) (less or more than 5). */
  private static Value erfInv32(HloMath m, Value x) {
    Value w = m.neg(m.log1p(m.mul(x, m.neg(x))));
    Value lt = m.lt(w, m.constant(x, 5.0));
    w = m.select(lt, m.sub(w, m.constant(x, 2.5)), m.sub(m.sqrt(w), m.constant(x, 3.0)));
    Value p = m.select(lt, m.constant(x, ERFINV_LT5[0]), m.constant(x, ERFINV_GT5[0]));
    for (int i = 1; i < ERFINV_LT5.length; i++) {
      p = m.add(m.select(lt, m.constant(x, ERFINV_LT5[i]), m.constant(x, ERFINV_GT5[i])), m.mul(p, w));
    }
    return erfInvEdges(m, x, m.mul(p, x));
  }

  /** erf_inv(+-1) = +-inf. */
  private static Value erfInvEdges(HloMath m, Value x, Value result) {
    return m.select(m.eq(m.abs(x), m.constant(x, 1)), m.mul(x, m.posInf(x)), result);
  }

  private static final double[] ERFINV_LT625 = {-3.6444120640178196996e-21, -1.685059138182016589e-19,
      1.2858480715256400167e-18, 1.115787767802518096e-17, -1.333171662854620906e-16, 2.0972767875968561637e-17,
      6.6376381343583238325e-15, -4.0545662729752068639e-14, -8.1519341976054721522e-14, 2.6335093153082322977e-12,
      -1.2975133253453532498e-11, -5.4154120542946279317e-11, 1.051212273321532285e-09, -4.1126339803469836976e-09,
      -2.9070369957882005086e-08, 4.2347877827932403518e-07, -1.3654692000834678645e-06, -1.3882523362786468719e-05,
      0.0001867342080340571352, -0.00074070253416626697512, -0.0060336708714301490533, 0.24015818242558961693,
      1.6536545626831027356};
  private static final double[] ERFINV_LT16 = {2.2137376921775787049e-09, 9.0756561938885390979e-08,
      -2.7517406297064545428e-07, 1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06,
      2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05, 6.8284851459573175448e-05,
      2.4031110387097893999e-05, -0.0003550375203628474796, 0.00095328937973738049703, -0.0016882755560235047313,
      0.0024914420961078508066, -0.0037512085075692412107, 0.005370914553590063617, 1.0052589676941592334,
      3.0838856104922207635};
  private static final double[] ERFINV_GT16 = {-2.7109920616438573243e-11, -2.5556418169965252055e-10,
      1.5076572693500548083e-09, -3.7894654401267369937e-09, 7.6157012080783393804e-09, -1.4960026627149240478e-08,
      2.9147953450901080826e-08, -6.7711997758452339498e-08, 2.2900482228026654717e-07, -9.9298272942317002539e-07,
      4.5260625972231537039e-06, -1.9681778105531670567e-05, 7.5995277030017761139e-05, -0.00021503011930044477347,
      -0.00013871931833623122026, 1.0103004648645343977, 4.8499064014085844221};

  /** Giles' double-precision erf_inv: three polynomials in w (below 6.25, below 16, beyond). */
  private static Value erfInv64(HloMath m, Value x) {
    Value w = m.neg(m.log1p(m.mul(x, m.neg(x))));
    Value lt625 = m.lt(w, m.constant(x, 6.25));
    Value lt16 = m.lt(w, m.constant(x, 16));
    Value sqrtW = m.sqrt(w);
    Value wMinus3125 = m.sub(w, m.constant(x, 3.125));
    Value shifted = m.sub(sqrtW, m.select(lt16, m.constant(w, 3.25), m.constant(w, 5.0)));
    w = m.select(lt625, wMinus3125, shifted);
    Value p = coefficient64(m, x, lt625, lt16, 0);
    for (int i = 1; i < 17; i++) {
      p = m.add(coefficient64(m, x, lt625, lt16, i), m.mul(p, w));
    }
    for (int i = 17; i < 19; i++) {
      p = m.select(lt16, m.add(coefficient64(m, x, lt625, lt16, i), m.mul(p, w)), p);
    }
    for (int i = 19; i < 23; i++) {
      p = m.select(lt625, m.add(coefficient64(m, x, lt625, lt16, i), m.mul(p, w)), p);
    }
    return erfInvEdges(m, x, m.mul(p, x));
  }

  private static Value coefficient64(HloMath m, Value x, Value lt625, Value lt16, int i) {
    Value c = m.constant(x, ERFINV_LT625[i]);
    if (i < 19) {
      c = m.select(lt625, c, m.constant(x, ERFINV_LT16[i]));
    }
    if (i < 17) {
      c = m.select(lt16, c, m.constant(x, ERFINV_GT16[i]));
    }
    return c;
  }

  // ---- bessel_i1e ------------------------------------------------------------------------------

  private static final double[] I1E_A32 = {9.38153738649577178388E-9, -4.44505912879632808065E-8,
      2.00329475355213526229E-7, -8.56872026469545474066E-7, 3.47025130813767847674E-6, -1.32731636560394358279E-5,
      4.78156510755005422638E-5, -1.61760815825896745588E-4, 5.12285956168575772895E-4, -1.51357245063125314899E-3,
      4.15642294431288815669E-3, -1.05640848946261981558E-2, 2.47264490306265168283E-2, -5.29459812080949914269E-2,
      1.02643658689847095384E-1, -1.76416518357834055153E-1, 2.52587186443633654823E-1};
  private static final double[] I1E_B32 = {-3.83538038596423702205E-9, -2.63146884688951950684E-8,
      -2.51223623787020892529E-7, -3.88256480887769039346E-6, -1.10588938762623716291E-4, -9.76109749136146840777E-3,
      7.78576235018280120474E-1};
  private static final double[] I1E_A64 = {2.77791411276104639959E-18, -2.11142121435816608115E-17,
      1.55363195773620046921E-16, -1.10559694773538630805E-15, 7.60068429473540693410E-15, -5.04218550472791168711E-14,
      3.22379336594557470981E-13, -1.98397439776494371520E-12, 1.17361862988909016308E-11, -6.66348972350202774223E-11,
      3.62559028155211703701E-10, -1.88724975172282928790E-9, 9.38153738649577178388E-9, -4.44505912879632808065E-8,
      2.00329475355213526229E-7, -8.56872026469545474066E-7, 3.47025130813767847674E-6, -1.32731636560394358279E-5,
      4.78156510755005422638E-5, -1.61760815825896745588E-4, 5.12285956168575772895E-4, -1.51357245063125314899E-3,
      4.15642294431288815669E-3, -1.05640848946261981558E-2, 2.47264490306265168283E-2, -5.29459812080949914269E-2,
      1.02643658689847095384E-1, -1.76416518357834055153E-1, 2.52587186443633654823E-1};
  private static final double[] I1E_B64 = {7.51729631084210481353E-18, 4.41434832307170791151E-18,
      -4.65030536848935832153E-17, -3.20952592199342395980E-17, 2.96262899764595013876E-16, 3.30820231092092828324E-16,
      -1.88035477551078244854E-15, -3.81440307243700780478E-15, 1.04202769841288027642E-14, 4.27244001671195135429E-14,
      -2.10154184277266431302E-14, -4.08355111109219731823E-13, -7.19855177624590851209E-13, 2.03562854414708950722E-12,
      1.41258074366137813316E-11, 3.25260358301548823856E-11, -1.89749581235054123450E-11, -5.58974346219658380687E-10,
      -3.83538038596423702205E-9, -2.63146884688951950684E-8, -2.51223623787020892529E-7, -3.88256480887769039346E-6,
      -1.10588938762623716291E-4, -9.76109749136146840777E-3, 7.78576235018280120474E-1};

  /** Clenshaw's evaluation of a Chebyshev series. */
  private static Value chebyshev(HloMath m, Value x, double[] coefficients) {
    Value b0 = m.constant(x, 0.0);
    Value b1 = m.constant(x, 0.0);
    Value b2 = m.constant(x, 0.0);
    for (double c : coefficients) {
      b2 = b1;
      b1 = b0;
      b0 = m.add(m.sub(m.mul(x, b1), b2), m.constant(x, c));
    }
    return m.mul(m.sub(b0, b2), m.constant(x, 0.5));
  }

  /** i1e(x) = sign(x) (|x| cheb_A(|x|/2 - 2) for |x| <= 8, cheb_B(32/|x| - 2) / sqrt|x| beyond). */
  private static Value besselI1e(HloMath m, Value x, double[] a, double[] b) {
    Value z = m.abs(x);
    Value half = m.constant(x, 0.5);
    Value two = m.constant(x, 2.0);
    Value thirtyTwo = m.constant(x, 32.0);
    Value eight = m.constant(x, 8.0);
    Value upTo8 = m.mul(z, chebyshev(m, m.sub(m.mul(half, z), two), a));
    Value beyond8 = m.div(chebyshev(m, m.sub(m.div(thirtyTwo, z), two), b), m.sqrt(z));
    return m.mul(m.sign(x), m.select(m.le(z, eight), upTo8, beyond8));
  }

  // ---- lgamma, digamma, zeta, polygamma --------------------------------------------------------

  private static final double LANCZOS_G = 7;
  private static final double LANCZOS_BASE = 0.99999999999980993227684700473478;
  private static final double[] LANCZOS = {676.520368121885098567009190444019, -1259.13921672240287047156078755283,
      771.3234287776530788486528258894, -176.61502916214059906584551354, 12.507343278686904814458936853,
      -0.13857109526572011689554707, 9.984369578019570859563e-6, 1.50563273514931155834e-7};

  /** lgamma by Lanczos' approximation, Euler's reflection for x < 1/2, +inf at infinities. */
  private static Value lgamma(HloMath m, Value x) {
    Value half = m.constant(x, 0.5);
    Value reflect = m.lt(x, half);
    Value one = m.constant(x, 1);
    Value z = m.select(reflect, m.neg(x), m.sub(x, one));
    Value a = m.constant(x, LANCZOS_BASE);
    for (int i = 0; i < LANCZOS.length; i++) {
      a = m.add(a, m.div(m.constant(x, LANCZOS[i]), m.add(z, m.constant(x, i + 1))));
    }
    Value gHalf = m.constant(x, LANCZOS_G + 0.5);
    Value t = m.add(gHalf, z);
    Value logT = m.add(m.constant(x, Math.log(LANCZOS_G + 0.5)), m.log1p(m.div(z, gHalf)));
    Value r = m.mul(m.sub(m.add(z, half), m.div(t, logT)), logT);
    Value lgamma = m.add(m.add(m.constant(x, (Math.log(2) + Math.log(Math.PI)) / 2), r), m.log(a));
    Value abs = m.abs(x);
    Value frac = m.sub(abs, m.floor(abs));
    frac = m.select(m.lt(half, frac), m.sub(one, frac), frac);
    Value denominator = m.log(m.sin(m.mul(m.constant(x, Math.PI), frac)));
    Value reflection = m.sub(m.sub(m.constant(x, Math.log(Math.PI)), denominator), lgamma);
    reflection = m.select(m.isFinite(denominator), reflection, m.neg(denominator));
    lgamma = m.select(reflect, reflection, lgamma);
    Value isInf = chloUnary(m, "is_inf", x);
    return m.select(isInf, m.posInf(x), lgamma);
  }

  /** digamma: the derivative of the Lanczos lgamma, with reflection and NaN at the poles. */
  private static Value digamma(HloMath m, Value x) {
    Value half = m.constant(x, 0.5);
    Value reflect = m.lt(x, half);
    Value one = m.constant(x, 1);
    Value z = m.select(reflect, m.neg(x), m.sub(x, one));
    Value zero = m.constant(x, 0.0);
    Value a = m.constant(x, LANCZOS_BASE);
    Value aPrime = zero;
    for (int i = 0; i < LANCZOS.length; i++) {
      Value c = m.constant(x, LANCZOS[i]);
      Value term = m.add(z, m.constant(x, i + 1));
      aPrime = m.sub(aPrime, m.div(c, m.mul(term, term)));
      a = m.add(a, m.div(c, term));
    }
    Value gHalf = m.constant(x, LANCZOS_G + 0.5);
    Value t = m.add(gHalf, z);
    Value logT = m.add(m.constant(x, Math.log(LANCZOS_G + 0.5)), m.log1p(m.div(z, gHalf)));
    Value digamma = m.sub(m.add(logT, m.div(aPrime, a)), m.div(m.constant(x, LANCZOS_G), t));
    Value reduced = m.add(x, m.abs(m.floor(m.add(x, m.constant(x, 0.5)))));
    Value pi = m.constant(x, Math.PI);
    Value piX = m.mul(pi, reduced);
    Value reflection = m.sub(digamma, m.div(m.mul(pi, m.cos(piX)), m.sin(piX)));
    digamma = m.select(reflect, reflection, digamma);
    Value pole = m.and(m.le(x, zero), m.eq(x, m.floor(x)));
    return m.select(pole, m.nan(x), digamma);
  }

  private static final double[] ZETA = {-7.1661652561756670113e18, 1.8152105401943546773e17,
      -4.5979787224074726105e15, 1.1646782814350067249e14, -2.950130727918164224e12, 7.47242496e10,
      -1.8924375803183791606e9, 47900160.0, -1209600.0, 30240.0, -720.0, 12.0};

  /** Hurwitz zeta(x, q): ten terms of the sum, then the Euler-Maclaurin tail; domain errors and poles. */
  private static Value zeta(HloMath m, Value x, Value q) {
    int terms = ZETA.length;
    Value zero = m.constant(q, 0.0);
    Value one = m.constant(q, 1.0);
    Value acc = q;
    Value negX = m.neg(x);
    Value powerSum = m.pow(q, negX);
    for (int i = 0; i < 9; i++) {
      acc = m.add(acc, one);
      powerSum = m.add(powerSum, m.pow(acc, negX));
    }
    acc = m.add(acc, one);
    Value qNegPower = m.pow(acc, negX);
    Value oneLikeX = m.constant(x, 1.0);
    Value correction = m.div(m.mul(qNegPower, acc), m.sub(x, oneLikeX));
    Value rsqrtAcc = m.div(one, m.mul(acc, acc));
    Value hornerSum = zero;
    for (int i = 0; i < terms - 1; i++) {
      Value lhs = m.add(x, m.constant(x, 2 * terms - 1 - 1 - 2 * i));
      Value rhs = m.add(x, m.constant(x, 2 * terms - 1 - 2 - 2 * i));
      Value product = m.mul(lhs, rhs);
      hornerSum = m.mul(product, m.mul(rsqrtAcc, m.add(hornerSum, m.constant(acc, 1.0 / ZETA[i]))));
    }
    Value tail = m.mul(qNegPower, m.add(m.constant(qNegPower, 0.5),
        m.mul(m.div(x, acc), m.add(m.constant(acc, 1.0 / ZETA[terms - 1]), hornerSum))));
    Value accurate = m.add(m.add(powerSum, correction), tail);
    Value smallest = m.constBits(acc, BigInteger.ONE);
    Value output = m.select(m.lt(m.abs(qNegPower), m.mul(m.abs(powerSum), smallest)), powerSum, accurate);
    Value nan = m.nan(x);
    output = m.select(m.lt(x, oneLikeX), nan, output);
    Value qNonPositive = m.le(q, zero);
    Value domainError = m.and(qNonPositive, m.ne(x, m.floor(x)));
    output = m.select(domainError, nan, output);
    Value inf = m.posInf(x);
    Value atPole = m.and(qNonPositive, m.eq(q, m.floor(q)));
    Value two = m.constant(x, 2.0);
    Value evenInt = m.and(m.eq(x, m.floor(x)), m.eq(m.rem(x, two), zero));
    output = m.select(atPole, m.select(evenInt, inf, nan), output);
    return m.select(m.eq(x, one), inf, output);
  }

  /** polygamma(n, x) = (-1)^(n+1) n! zeta(n+1, x), digamma for n = 0, NaN for non-natural n. */
  private static Value polygamma(HloMath m, Value n, Value x) {
    Value one = m.constant(x, 1.0);
    Value two = m.constant(x, 2.0);
    Value sign = m.sub(m.mul(two, m.rem(n, two)), one);
    Value nPlusOne = m.add(n, one);
    Value expLgamma = m.exp(chloUnary(m, "lgamma", nPlusOne));
    Value zeta = chloOp(m, "zeta", nPlusOne.type(), List.of(nPlusOne, x));
    Value result = m.mul(m.mul(sign, expLgamma), zeta);
    Value zero = m.constant(x, 0.0);
    result = m.select(m.eq(n, zero), chloUnary(m, "digamma", x), result);
    Value nonNatural = m.or(m.ne(n, m.floor(n)), m.lt(n, zero));
    return m.select(nonNatural, m.nan(x), result);
  }

  /** A chlo op (lowered in a later round of the pass). */
  private static Value chloOp(HloMath m, String name, Type result, List<Value> operands) {
    return m.named("chlo." + name, result, operands);
  }

  private static Value chloUnary(HloMath m, String name, Value x) {
    Type result = name.equals("is_inf") ? withElement(m.context(), x.type(), IntegerType.get(m.context(), 1)) : x.type();
    return chloOp(m, name, result, List.of(x));
  }

  // ---- next_after and mulhi ----------------------------------------------------------------------

  /** next_after on the integer bit patterns: one step toward y, y itself when equal, NaN for NaN. */
  private static Value nextAfter(HloMath m, Value x, Value y) {
    ShapedType resultType = (ShapedType) x.type();
    int width = ((FloatType) resultType.elementType()).width();
    Type intType = withElement(m.context(), resultType, IntegerType.get(m.context(), width));
    Value xInt = m.op("bitcast_convert", intType, List.of(x));
    Value yInt = m.op("bitcast_convert", intType, List.of(y));
    Value nanInput = m.or(m.ne(x, x), m.ne(y, y));
    Value nanInt = m.op("bitcast_convert", intType, List.of(m.nan(x)));
    BigInteger mask = BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    BigInteger signBit = BigInteger.ONE.shiftLeft(width - 1);
    Value signMask = m.constBits(xInt, signBit);
    Value magnitudeMask = m.constBits(xInt, signBit.not().and(mask));
    Value xAbs = m.and(xInt, magnitudeMask);
    Value yAbs = m.and(yInt, magnitudeMask);
    Value equal = m.eq(x, y);
    Value zero = m.constBits(xInt, BigInteger.ZERO);
    Value xZero = m.eq(xAbs, zero);
    Value yZero = m.eq(yAbs, zero);
    Value xSign = m.and(xInt, signMask);
    Value ySign = m.and(yInt, signMask);
    Value one = m.constBits(xInt, BigInteger.ONE);
    Value fromZero = m.or(ySign, one);
    Value smaller = m.or(m.gt(xAbs, yAbs), m.ne(xSign, ySign));
    Value step = m.select(smaller, m.constBits(xInt, mask), one);
    Value result = m.add(xInt, step);
    result = m.select(xZero, m.select(yZero, yInt, fromZero), result);
    result = m.select(equal, yInt, result);
    result = m.select(nanInput, nanInt, result);
    return m.op("bitcast_convert", resultType, List.of(result));
  }

  /** The high half of the double-width product: a wider multiply below 64 bits, 32-bit limbs at 64. */
  private static Value mulhi(HloMath m, Value lhs, Value rhs) {
    IntegerType t = (IntegerType) ConstFold.elementTypeOrSelf(lhs.type());
    int width = t.width();
    if (width < 64) {
      IntegerType wide = IntegerType.get(m.context(), width * 2, t.signedness());
      Value product = m.mul(convert(m, lhs, wide), convert(m, rhs, wide));
      Value shift = m.constBits(product, BigInteger.valueOf(width));
      String op = t.isUnsigned() ? "shift_right_logical" : "shift_right_arithmetic";
      return convert(m, m.op(op, product.type(), List.of(product, shift)), t);
    }
    if (t.isUnsigned()) {
      return mulhiU64(m, lhs, rhs);
    }
    IntegerType u64 = IntegerType.get(m.context(), 64, IntegerType.Signedness.UNSIGNED);
    Value ul = convert(m, lhs, u64);
    Value ur = convert(m, rhs, u64);
    Value hi = chloOp(m, "mulhi", ul.type(), List.of(ul, ur));
    Value zero = m.constBits(lhs, BigInteger.ZERO);
    Value fixLhs = m.select(m.lt(lhs, zero), convert(m, rhs, u64), m.constBits(ur, BigInteger.ZERO));
    Value fixRhs = m.select(m.lt(rhs, m.constBits(rhs, BigInteger.ZERO)), convert(m, lhs, u64),
        m.constBits(ul, BigInteger.ZERO));
    return convert(m, m.sub(m.sub(hi, fixLhs), fixRhs), t);
  }

  private static Value mulhiU64(HloMath m, Value a, Value b) {
    BigInteger low32 = BigInteger.valueOf(0xFFFFFFFFL);
    Value aHi = m.op("shift_right_logical", a.type(), List.of(a, m.constBits(a, BigInteger.valueOf(32))));
    Value bHi = m.op("shift_right_logical", b.type(), List.of(b, m.constBits(b, BigInteger.valueOf(32))));
    Value p3 = m.mul(aHi, bHi);
    Value aLo = m.and(a, m.constBits(a, low32));
    Value p1 = m.mul(aLo, bHi);
    Value bLo = m.and(b, m.constBits(b, low32));
    Value p0 = m.mul(aLo, bLo);
    Value carryP0 = m.op("shift_right_logical", a.type(), List.of(p0, m.constBits(a, BigInteger.valueOf(32))));
    Value mid1 = m.add(p1, carryP0);
    Value carryMid1 = m.op("shift_right_logical", a.type(), List.of(mid1, m.constBits(a, BigInteger.valueOf(32))));
    Value p2 = m.mul(aHi, bLo);
    Value mid2 = m.add(p2, m.and(mid1, m.constBits(a, low32)));
    Value carryMid2 = m.op("shift_right_logical", a.type(), List.of(mid2, m.constBits(a, BigInteger.valueOf(32))));
    return m.add(m.add(p3, carryMid1), carryMid2);
  }
}
