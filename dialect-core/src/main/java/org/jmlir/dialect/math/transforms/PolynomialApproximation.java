package org.jmlir.dialect.math.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * The polynomial approximations MLIR 22 applies to math functions before lowering
 * (populateMathPolynomialApproximationPatterns): tanh, exp, expm1, log, log2, log1p, erf, erfc,
 * atan, atan2, sin, cos, asin, acos and cbrt on f32 (asin and acos also on f16) become arith and
 * math.fma/absf/floor/copysign/sqrt with Cephes-style coefficients; the same functions on other
 * floats of at most 32 bits are computed in f32 between extf and truncf first.
 *
 * <p>Differs from MLIR: where MLIR broadcasts a scalar constant to a vector with
 * {@code vector.broadcast} (jmlir has no vector dialect), a vector operand gets the splat constant
 * {@code arith.constant dense<c>}, which is what canonicalization makes of MLIR's broadcast. The
 * AVX2 rsqrt approximation (x86vector) is not provided.
 */
public final class PolynomialApproximation {
  private PolynomialApproximation() {}

  /** Builds one approximation: scalar constants as MLIR creates them, splats for vectors. */
  private static final class Approx {
    final ArithBuilder b;
    /** The vector type of the operand, or null for a scalar. */
    final VectorType shape;

    Approx(PatternRewriter rw, Operation op, Value like) {
      b = new ArithBuilder(rw, op.location());
      shape = like.type() instanceof VectorType v ? v : null;
    }

    Type f32() {
      return shaped(b.f(FloatType.Kind.F32));
    }

    Type i32() {
      return shaped(b.i(32));
    }

    Type shaped(Type elem) {
      return shape == null ? elem : b.like(shape, elem);
    }

    /** MLIR's f32Cst: the value rounded to float. */
    Value f32c(double v) {
      return b.floatConst(f32(), (float) v);
    }

    /** MLIR's floatCst(builder, float, elementType). */
    Value fc(double v, Type elem) {
      return b.floatConst(shaped(elem), (float) v);
    }

    Value i32c(int v) {
      return b.intConst(i32(), v);
    }

    /** MLIR's f32FromBits: an i32 constant bitcast to f32 (a float splat for vectors). */
    Value f32Bits(int bits) {
      if (shape != null) {
        return b.floatBitsConst(f32(), java.math.BigInteger.valueOf(bits & 0xffffffffL));
      }
      return b.cast("arith.bitcast", b.f(FloatType.Kind.F32), b.intConst(b.i(32), bits));
    }

    Value fma(Value x, Value y, Value z) {
      return b.same("math.fma", x, y, z);
    }

    Value mul(Value x, Value y) {
      return b.same("arith.mulf", x, y);
    }

    Value add(Value x, Value y) {
      return b.same("arith.addf", x, y);
    }

    Value sub(Value x, Value y) {
      return b.same("arith.subf", x, y);
    }

    Value div(Value x, Value y) {
      return b.same("arith.divf", x, y);
    }

    Value sel(Value c, Value x, Value y) {
      return b.select(c, x, y);
    }

    Value cmp(String pred, Value x, Value y) {
      return b.cmpf(pred, x, y);
    }

    Value un(String name, Value x) {
      return b.same(name, x);
    }

    /** select(value pred bound, value, bound). */
    Value selectCmp(String pred, Value v, Value bound) {
      return sel(cmp(pred, v, bound), v, bound);
    }

    Value clamp(Value v, Value lo, Value hi) {
      return selectCmp("ugt", selectCmp("ult", v, hi), lo);
    }

    /**
     * std::frexp: the fraction in [0.5, 1) and the exponent, both as f32. For vectors the splats
     * are made where MLIR broadcasts its scalar constants (at their use).
     */
    Value[] frexp(Value arg, boolean positive) {
      Value cst126 = shape == null ? f32c(126.0) : null;
      Value i32Half = null;
      Value i32InvMantMask = null;
      if (shape == null) {
        Value half = f32c(0.5);
        Value invMantMask = f32Bits(~0x7f800000);
        i32Half = b.cast("arith.bitcast", b.i(32), half);
        i32InvMantMask = b.cast("arith.bitcast", b.i(32), invMantMask);
      }
      Value bits = b.cast("arith.bitcast", i32(), arg);
      Value t0 = b.same("arith.andi", bits, shape == null ? i32InvMantMask : i32c(~0x7f800000));
      Value t1 = b.same("arith.ori", t0, shape == null ? i32Half : i32c(Float.floatToRawIntBits(0.5f)));
      Value fraction = b.cast("arith.bitcast", f32(), t1);
      Value a = positive ? arg : un("math.absf", arg);
      Value biasedBits = b.same("arith.shrui", b.cast("arith.bitcast", i32(), a), i32c(23));
      Value biased = b.cast("arith.sitofp", f32(), biasedBits);
      return new Value[] {fraction, sub(biased, shape == null ? cst126 : f32c(126.0))};
    }

    /** 2^n for an i32 n, by building the exponent field. */
    Value exp2I32(Value n) {
      Value loc23 = i32c(23);
      Value bias = i32c(127);
      Value biased = b.same("arith.addi", n, bias);
      return b.cast("arith.bitcast", f32(), b.same("arith.shli", biased, loc23));
    }

    /** sum coeffs[i] x^i by Horner's rule with fma. */
    Value polynomial(Value[] coeffs, Value x, Type elem) {
      if (coeffs.length == 0) {
        return fc(0.0, elem);
      }
      if (coeffs.length == 1) {
        return coeffs[0];
      }
      Value res = fma(x, coeffs[coeffs.length - 1], coeffs[coeffs.length - 2]);
      for (int i = coeffs.length - 3; i >= 0; i--) {
        res = fma(x, res, coeffs[i]);
      }
      return res;
    }
  }

  private static Type elem(Value v) {
    return ConstFold.elementTypeOrSelf(v.type());
  }

  private static boolean isF32(Value v) {
    return elem(v) instanceof FloatType f && f.kind() == FloatType.Kind.F32;
  }

  private static boolean isF16(Value v) {
    return elem(v) instanceof FloatType f && f.kind() == FloatType.Kind.F16;
  }

  private static boolean done(PatternRewriter rw, Operation op, Value v) {
    rw.replaceOp(op, List.of(v));
    return true;
  }

  private static RewritePattern pat(String name, String root, NamedPattern.Body body) {
    return new NamedPattern(name, root, 1, body);
  }

  // ---- f32 fallback for narrower floats ------------------------------------------------------

  /** ReuseF32Expansion: an op on a float of at most 32 bits (not f32) computes in f32. */
  private static RewritePattern reuseF32(String root) {
    return pat("ReuseF32Expansion", root, (op, rw) -> {
      Type orig = op.result(0).type();
      for (Value r : op.results()) {
        if (r.type() != orig) {
          return false;
        }
      }
      for (Value v : op.operands()) {
        if (v.type() != orig) {
          return false;
        }
      }
      Type e = ConstFold.elementTypeOrSelf(orig);
      if (!(e instanceof FloatType f) || f.kind() == FloatType.Kind.F32 || f.width() > 32) {
        return false;
      }
      ArithBuilder b = new ArithBuilder(rw, op.location());
      Type f32 = b.like(orig, b.f(FloatType.Kind.F32));
      List<Value> ext = new ArrayList<>();
      for (Value v : op.operands()) {
        ext.add(b.cast("arith.extf", f32, v));
      }
      org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(rw.context(), op.name(), op.location());
      s.addOperands(ext);
      s.addType(f32);
      s.properties = op.properties();
      s.attributes.addAll(op.attributes().entries());
      Value r = rw.create(s).result(0);
      return done(rw, op, b.cast("arith.truncf", orig, r));
    });
  }

  // ---- atan / atan2 --------------------------------------------------------------------------

  static final RewritePattern ATAN = pat("AtanApproximation", "math.atan", (op, rw) -> {
    Value operand = op.operand(0);
    if (!isF32(operand)) {
      return false;
    }
    Approx a = new Approx(rw, op, operand);
    Value abs = a.un("math.absf", operand);
    Value one = a.f32c(1.0);
    Value twoThirds = a.f32c(0.66);
    Value cmp2 = a.cmp("ogt", abs, twoThirds);
    Value addOne = a.add(abs, one);
    Value subOne = a.sub(abs, one);
    Value xnum = a.sel(cmp2, subOne, abs);
    Value xden = a.sel(cmp2, addOne, one);
    Value tan3pio8 = a.f32c(2.41421356237309504880);
    Value cmp1 = a.cmp("ogt", abs, tan3pio8);
    xnum = a.sel(cmp1, one, xnum);
    xden = a.sel(cmp1, abs, xden);
    Value x = a.div(xnum, xden);
    Value xx = a.mul(x, x);
    Value p0 = a.f32c(-8.750608600031904122785e-01);
    Value p1 = a.f32c(-1.615753718733365076637e+01);
    Value p2 = a.f32c(-7.500855792314704667340e+01);
    Value p3 = a.f32c(-1.228866684490136173410e+02);
    Value p4 = a.f32c(-6.485021904942025371773e+01);
    Value q0 = a.f32c(+2.485846490142306297962e+01);
    Value q1 = a.f32c(+1.650270098316988542046e+02);
    Value q2 = a.f32c(+4.328810604912902668951e+02);
    Value q3 = a.f32c(+4.853903996359136964868e+02);
    Value q4 = a.f32c(+1.945506571482613964425e+02);
    Value n = a.fma(xx, p0, p1);
    n = a.fma(xx, n, p2);
    n = a.fma(xx, n, p3);
    n = a.fma(xx, n, p4);
    n = a.mul(n, xx);
    Value d = a.fma(xx, q0, q1);
    d = a.fma(xx, d, q2);
    d = a.fma(xx, d, q3);
    d = a.fma(xx, d, q4);
    Value ans0 = a.fma(a.div(n, d), x, x);
    Value mpi4 = a.f32c(Math.PI / 4);
    Value ans = a.sel(cmp2, a.add(mpi4, ans0), ans0);
    Value mpi2 = a.f32c(Math.PI / 2);
    ans = a.sel(cmp1, a.sub(mpi2, ans0), ans);
    return done(rw, op, a.b.same("math.copysign", ans, operand));
  });

  static final RewritePattern ATAN2 = pat("Atan2Approximation", "math.atan2", (op, rw) -> {
    Value y = op.operand(0);
    Value x = op.operand(1);
    if (!isF32(x)) {
      return false;
    }
    Approx a = new Approx(rw, op, op.result(0));
    Value atan = a.un("math.atan", a.div(y, x));
    Value zero = a.f32c(0.0);
    Value pi = a.f32c(3.14159265359f);
    Value addPi = a.add(atan, pi);
    Value subPi = a.sub(atan, pi);
    Value flipped = a.sel(a.cmp("ogt", atan, zero), subPi, addPi);
    Value result = a.sel(a.cmp("ogt", x, zero), atan, flipped);
    Value xZero = a.cmp("oeq", x, zero);
    Value yGt = a.cmp("ogt", y, zero);
    Value isHalfPi = a.b.same("arith.andi", xZero, yGt);
    Value halfPi = a.f32c(1.57079632679f);
    result = a.sel(isHalfPi, halfPi, result);
    Value yLt = a.cmp("olt", y, zero);
    Value isNegHalfPi = a.b.same("arith.andi", xZero, yLt);
    Value negHalfPi = a.f32c(-1.57079632679f);
    result = a.sel(isNegHalfPi, negHalfPi, result);
    Value yZero = a.cmp("oeq", y, zero);
    Value isNan = a.b.same("arith.andi", xZero, yZero);
    Value nan = a.f32Bits(0x7fc00000);
    return done(rw, op, a.sel(isNan, nan, result));
  });

  // ---- tanh ----------------------------------------------------------------------------------

  static final RewritePattern TANH = pat("TanhApproximation", "math.tanh", (op, rw) -> {
    Value operand = op.operand(0);
    if (!isF32(operand)) {
      return false;
    }
    Approx a = new Approx(rw, op, operand);
    Value minusClamp = a.f32c(-7.99881172180175781f);
    Value plusClamp = a.f32c(7.99881172180175781f);
    Value x = a.clamp(operand, minusClamp, plusClamp);
    Value tiny = a.f32c(0.0004f);
    Value tinyMask = a.cmp("olt", a.un("math.absf", operand), tiny);
    Value alpha1 = a.f32c(4.89352455891786e-03f);
    Value alpha3 = a.f32c(6.37261928875436e-04f);
    Value alpha5 = a.f32c(1.48572235717979e-05f);
    Value alpha7 = a.f32c(5.12229709037114e-08f);
    Value alpha9 = a.f32c(-8.60467152213735e-11f);
    Value alpha11 = a.f32c(2.00018790482477e-13f);
    Value alpha13 = a.f32c(-2.76076847742355e-16f);
    Value beta0 = a.f32c(4.89352518554385e-03f);
    Value beta2 = a.f32c(2.26843463243900e-03f);
    Value beta4 = a.f32c(1.18534705686654e-04f);
    Value beta6 = a.f32c(1.19825839466702e-06f);
    Value x2 = a.mul(x, x);
    Value p = a.fma(x2, alpha13, alpha11);
    p = a.fma(x2, p, alpha9);
    p = a.fma(x2, p, alpha7);
    p = a.fma(x2, p, alpha5);
    p = a.fma(x2, p, alpha3);
    p = a.fma(x2, p, alpha1);
    p = a.mul(x, p);
    Value q = a.fma(x2, beta6, beta4);
    q = a.fma(x2, q, beta2);
    q = a.fma(x2, q, beta0);
    return done(rw, op, a.sel(tinyMask, x, a.div(p, q)));
  });

  // ---- log / log2 / log1p --------------------------------------------------------------------

  private static final double LN2 = 0.693147180559945309417232121458176568;
  private static final double LOG2E = 1.442695040888963407359924681001892137;

  /** Cephes' log (Julien Pommier's SSE version); base 2 when {@code base2}. */
  private static RewritePattern log(String root, boolean base2) {
    return pat(base2 ? "Log2Approximation" : "LogApproximation", root, (op, rw) -> {
      Value operand = op.operand(0);
      if (!isF32(operand)) {
        return false;
      }
      Approx a = new Approx(rw, op, operand);
      Value zero = a.f32c(0.0f);
      Value one = a.f32c(1.0f);
      Value negHalf = a.f32c(-0.5f);
      Value minNormPos = a.f32Bits(0x00800000);
      Value minusInf = a.f32Bits(0xff800000);
      Value posInf = a.f32Bits(0x7f800000);
      Value nan = a.f32Bits(0x7fc00000);
      Value sqrthf = a.f32c(0.707106781186547524f);
      Value p0 = a.f32c(7.0376836292E-2f);
      Value p1 = a.f32c(-1.1514610310E-1f);
      Value p2 = a.f32c(1.1676998740E-1f);
      Value p3 = a.f32c(-1.2420140846E-1f);
      Value p4 = a.f32c(+1.4249322787E-1f);
      Value p5 = a.f32c(-1.6668057665E-1f);
      Value p6 = a.f32c(+2.0000714765E-1f);
      Value p7 = a.f32c(-2.4999993993E-1f);
      Value p8 = a.f32c(+3.3333331174E-1f);
      Value x = a.selectCmp("ugt", operand, minNormPos);
      Value[] fe = a.frexp(x, true);
      x = fe[0];
      Value e = fe[1];
      Value mask = a.cmp("olt", x, sqrthf);
      Value tmp = a.sel(mask, x, zero);
      x = a.sub(x, one);
      e = a.sub(e, a.sel(mask, one, zero));
      x = a.add(x, tmp);
      Value x2 = a.mul(x, x);
      Value x3 = a.mul(x2, x);
      Value y0 = a.fma(p0, x, p1);
      Value y1 = a.fma(p3, x, p4);
      Value y2 = a.fma(p6, x, p7);
      y0 = a.fma(y0, x, p2);
      y1 = a.fma(y1, x, p5);
      y2 = a.fma(y2, x, p8);
      y0 = a.fma(y0, x3, y1);
      y0 = a.fma(y0, x3, y2);
      y0 = a.mul(y0, x3);
      y0 = a.fma(negHalf, x2, y0);
      x = a.add(x, y0);
      if (base2) {
        x = a.fma(x, a.f32c(LOG2E), e);
      } else {
        x = a.fma(e, a.f32c(LN2), x);
      }
      Value invalid = a.cmp("ult", operand, zero);
      Value isZero = a.cmp("oeq", operand, zero);
      Value isPosInf = a.cmp("oeq", operand, posInf);
      Value r = a.sel(isPosInf, posInf, x);
      r = a.sel(invalid, nan, r);
      return done(rw, op, a.sel(isZero, minusInf, r));
    });
  }

  /** log1p(x) = x * log(u) / (u - 1) with u = 1 + x (W. Kahan), x itself where u is 1 or inf. */
  static final RewritePattern LOG1P = pat("Log1pApproximation", "math.log1p", (op, rw) -> {
    Value x = op.operand(0);
    if (!isF32(x)) {
      return false;
    }
    Approx a = new Approx(rw, op, x);
    Value one = a.f32c(1.0f);
    Value u = a.add(x, one);
    Value uSmall = a.cmp("oeq", u, one);
    Value logU = a.un("math.log", u);
    Value uInf = a.cmp("oeq", u, logU);
    Value logLarge = a.mul(x, a.div(logU, a.sub(u, one)));
    Value small = a.b.same("arith.ori", uSmall, uInf);
    return done(rw, op, a.sel(small, x, logLarge));
  });

  // ---- asin / acos ---------------------------------------------------------------------------

  static final RewritePattern ASIN = pat("AsinPolynomialApproximation", "math.asin", (op, rw) -> {
    Value operand = op.operand(0);
    if (!isF32(operand) && !isF16(operand)) {
      return false;
    }
    Type et = elem(operand);
    Approx a = new Approx(rw, op, operand);
    Value abso = a.un("math.absf", operand);
    Value aa = a.mul(operand, operand);
    Value opp = a.un("math.sqrt", a.sub(a.fc(1.0, et), aa));
    Value gt = a.cmp("ogt", aa, a.fc(0.5, et));
    Value x = a.sel(gt, opp, abso);
    Value s = a.mul(x, x);
    Value q = a.mul(s, s);
    Value r = a.fc(5.5579749017470502e-2, et);
    Value t = a.fc(-6.2027913464120114e-2, et);
    r = a.fma(r, q, a.fc(5.4224464349245036e-2, et));
    t = a.fma(t, q, a.fc(-1.1326992890324464e-2, et));
    r = a.fma(r, q, a.fc(1.5268872539397656e-2, et));
    t = a.fma(t, q, a.fc(1.0493798473372081e-2, et));
    r = a.fma(r, q, a.fc(1.4106045900607047e-2, et));
    t = a.fma(t, q, a.fc(1.7339776384962050e-2, et));
    r = a.fma(r, q, a.fc(2.2372961589651054e-2, et));
    t = a.fma(t, q, a.fc(3.0381912707941005e-2, et));
    r = a.fma(r, q, a.fc(4.4642857881094775e-2, et));
    t = a.fma(t, q, a.fc(7.4999999991367292e-2, et));
    r = a.fma(r, s, t);
    r = a.fma(r, s, a.fc(1.6666666666670193e-1, et));
    t = a.mul(x, s);
    r = a.fma(r, t, x);
    Value rsub = a.sub(a.fc(1.57079632679, et), r);
    r = a.sel(gt, rsub, r);
    return done(rw, op, a.b.same("math.copysign", r, operand));
  });

  static final RewritePattern ACOS = pat("AcosPolynomialApproximation", "math.acos", (op, rw) -> {
    Value operand = op.operand(0);
    if (!isF32(operand) && !isF16(operand)) {
      return false;
    }
    Type et = elem(operand);
    Approx a = new Approx(rw, op, operand);
    Value negOperand = a.un("arith.negf", operand);
    Value zero = a.fc(0.0, et);
    Value half = a.fc(0.5, et);
    Value negOne = a.fc(-1.0, et);
    Value selR = a.cmp("ogt", operand, zero);
    Value r = a.sel(selR, negOperand, operand);
    Value chk = a.fc(-0.5625, et);
    Value firstPred = a.cmp("ogt", r, chk);
    Value c0 = a.fc(9.3282184640716537e-1, et);
    Value c1 = a.fc(1.6839188885261840e+0, et);
    Value trueVal = a.fma(c0, c1, a.un("math.asin", r));
    Value falseVal = a.un("math.sqrt", a.fma(half, r, half));
    falseVal = a.un("math.asin", falseVal);
    falseVal = a.mul(a.fc(2.0, et), falseVal);
    r = a.sel(firstPred, trueVal, falseVal);
    Value geNegOne = a.cmp("oge", operand, negOne);
    Value ltZero = a.cmp("olt", operand, zero);
    Value between = a.b.same("arith.andi", geNegOne, ltZero);
    Value c2 = a.fc(1.8656436928143307e+0, et);
    Value c3 = a.fc(1.6839188885261840e+0, et);
    trueVal = a.fma(c2, c3, a.un("arith.negf", r));
    return done(rw, op, a.sel(between, trueVal, r));
  });

  // ---- erf / erfc ----------------------------------------------------------------------------

  private static final double[][] ERF_P = {
    {+0.00000000000000000e+00f, +1.12837916222975858e+00f, -5.23018562988006470e-01f, +2.09741709609267072e-01f,
        +2.58146801602987875e-02f},
    {+0.00000000000000000e+00f, +1.12750687816789140e+00f, -3.64721408487825775e-01f, +1.18407396425136952e-01f,
        +3.70645533056476558e-02f},
    {-3.30093071049483172e-03f, +3.51961938357697011e-03f, -1.41373622814988039e-03f, +2.53447094961941348e-04f,
        -1.71048029455037401e-05f}};
  private static final double[][] ERF_Q = {
    {+1.000000000000000000e+00f, -4.635138185962547255e-01f, +5.192301327279782447e-01f, -1.318089722204810087e-01f,
        +7.397964654672315005e-02f},
    {+1.00000000000000000e+00f, -3.27607011824493086e-01f, +4.48369090658821977e-01f, -8.83462621207857930e-02f,
        +5.72442770283176093e-02f},
    {+1.00000000000000000e+00f, -2.06069165953913769e+00f, +1.62705939945477759e+00f, -5.83389859211130017e-01f,
        +8.21908939856640930e-02f}};

  /** erf(x) = offset + P(x)/Q(x) on three intervals of |x| (degree 4 each), 1 beyond 3.75; odd. */
  static final RewritePattern ERF = pat("ErfPolynomialApproximation", "math.erf", (op, rw) -> {
    Value operand = op.operand(0);
    if (!isF32(operand) && !isF16(operand)) {
      return false;
    }
    Type et = elem(operand);
    Approx a = new Approx(rw, op, operand);
    int intervals = 3;
    int degree = 4;
    Value zero = a.fc(0, et);
    Value one = a.fc(1, et);
    Value[][] pp = new Value[intervals][degree + 1];
    for (int j = 0; j < intervals; j++) {
      for (int i = 0; i <= degree; i++) {
        pp[j][i] = a.fc(ERF_P[j][i], et);
      }
    }
    Value[][] qq = new Value[intervals][degree + 1];
    for (int j = 0; j < intervals; j++) {
      for (int i = 0; i <= degree; i++) {
        qq[j][i] = a.fc(ERF_Q[j][i], et);
      }
    }
    Value[] offsets = {a.fc(0.0f, et), a.fc(0.0f, et), a.fc(1.0f, et)};
    Value[] bounds = {a.fc(0.8f, et), a.fc(2.0f, et), a.fc(3.75f, et)};
    Value isNeg = a.cmp("olt", operand, zero);
    Value neg = a.un("arith.negf", operand);
    Value x = a.sel(isNeg, neg, operand);
    Value offset = offsets[0];
    Value[] p = pp[0].clone();
    Value[] q = qq[0].clone();
    Value[] lt = new Value[intervals];
    for (int j = 0; j < intervals - 1; j++) {
      lt[j] = a.cmp("olt", x, bounds[j]);
      for (int i = 0; i <= degree; i++) {
        p[i] = a.sel(lt[j], p[i], pp[j + 1][i]);
        q[i] = a.sel(lt[j], q[i], qq[j + 1][i]);
      }
      offset = a.sel(lt[j], offset, offsets[j + 1]);
    }
    lt[intervals - 1] = a.cmp("ult", x, bounds[intervals - 1]);
    Value pPoly = a.polynomial(p, x, et);
    Value qPoly = a.polynomial(q, x, et);
    Value formula = a.add(offset, a.div(pPoly, qPoly));
    formula = a.sel(lt[intervals - 1], formula, one);
    Value negFormula = a.un("arith.negf", formula);
    return done(rw, op, a.sel(isNeg, negFormula, formula));
  });

  /** erfc(x) by p((x - 2) / (x + 2)) (degree 9) and a correction step. */
  static final RewritePattern ERFC = pat("ErfcPolynomialApproximation", "math.erfc", (op, rw) -> {
    Value x = op.operand(0);
    if (!isF32(x)) {
      return false;
    }
    Type et = elem(x);
    Approx a = new Approx(rw, op, x);
    Value trueValue = a.shape == null ? a.b.constant(org.jmlir.ir.attr.IntegerAttr.bool(rw.context(), true))
        : a.b.constant(ConstFold.bool(rw.context(), a.shaped(a.b.i(1)), true));
    Value zero = a.fc(0.0f, et);
    Value one = a.fc(1.0f, et);
    Value onehalf = a.fc(0.5f, et);
    Value neg4 = a.fc(-4.0f, et);
    Value neg2 = a.fc(-2.0f, et);
    Value pos2 = a.fc(2.0f, et);
    Value posInf = a.f32Bits(0x7f800000);
    Value clampVal = a.fc(10.0546875f, et);
    Value abs = a.un("math.absf", x);
    Value p = a.add(abs, pos2);
    Value r = a.div(one, p);
    Value q = a.fma(neg4, r, one);
    Value t = a.fma(a.add(q, one), neg2, abs);
    Value e = a.fma(a.un("arith.negf", abs), q, t);
    q = a.fma(r, e, q);
    double[] cs = {-0x1.42a260p-10f, 0x1.585714p-10f, 0x1.1adcc4p-07f, -0x1.081b82p-07f, -0x1.bc0b6ap-05f,
        0x1.4ffc46p-03f, -0x1.540840p-03f, -0x1.7bf616p-04f, 0x1.1ba03ap-02f};
    p = a.fc(-0x1.a4a000p-12f, et);
    for (double c : cs) {
      Value cv = a.fc(c, et);
      p = a.fma(p, q, cv);
    }
    Value d = a.fma(pos2, abs, one);
    r = a.div(one, d);
    q = a.fma(p, r, r);
    Value negfa = a.un("arith.negf", abs);
    Value fmaqah = a.fma(q, negfa, onehalf);
    Value psubq = a.sub(p, q);
    e = a.fma(fmaqah, pos2, psubq);
    r = a.fma(e, r, q);
    Value s = a.mul(abs, abs);
    e = a.un("math.exp", a.un("arith.negf", s));
    t = a.fma(a.un("arith.negf", abs), abs, s);
    r = a.fma(r, e, a.mul(a.mul(r, e), t));
    Value notLtInf = a.b.same("arith.xori", a.cmp("olt", abs, posInf), trueValue);
    r = a.sel(notLtInf, a.add(x, x), r);
    Value gtClamp = a.cmp("ogt", abs, clampVal);
    r = a.sel(gtClamp, zero, r);
    Value isNegative = a.cmp("olt", x, zero);
    return done(rw, op, a.sel(isNegative, a.sub(pos2, r), r));
  });

  // ---- exp / expm1 ---------------------------------------------------------------------------

  private static Value clampWithNormals(Approx a, Value v, float lo, float hi) {
    v = a.selectCmp("uge", v, a.f32c(lo));
    return a.selectCmp("ule", v, a.f32c(hi));
  }

  /** Cephes' exp: e^x = e^a 2^n with n = floor(x log2(e) + 1/2) clamped to [-127, 127]. */
  static final RewritePattern EXP = pat("ExpApproximation", "math.exp", (op, rw) -> {
    if (!isF32(op.result(0))) {
      return false;
    }
    Approx a = new Approx(rw, op, op.operand(0));
    Value half = a.f32c(0.5f);
    Value one = a.f32c(1.0f);
    Value log2ef = a.f32c(1.44269504088896341f);
    Value c1 = a.f32c(-0.693359375f);
    Value c2 = a.f32c(2.12194440e-4f);
    Value p0 = a.f32c(1.9875691500E-4f);
    Value p1 = a.f32c(1.3981999507E-3f);
    Value p2 = a.f32c(8.3334519073E-3f);
    Value p3 = a.f32c(4.1665795894E-2f);
    Value p4 = a.f32c(1.6666665459E-1f);
    Value p5 = a.f32c(5.0000001201E-1f);
    Value x = clampWithNormals(a, op.operand(0), -87.8f, 88.8f);
    Value n = a.un("math.floor", a.fma(x, log2ef, half));
    n = clampWithNormals(a, n, -127.0f, 127.0f);
    x = a.fma(c1, n, x);
    x = a.fma(c2, n, x);
    Value z = a.fma(x, p0, p1);
    z = a.fma(z, x, p2);
    z = a.fma(z, x, p3);
    z = a.fma(z, x, p4);
    z = a.fma(z, x, p5);
    z = a.fma(z, a.mul(x, x), x);
    z = a.add(one, z);
    Value nI32 = a.b.cast("arith.fptosi", a.i32(), n);
    Value pow2 = a.exp2I32(nI32);
    return done(rw, op, a.mul(z, pow2));
  });

  static final RewritePattern EXPM1 = pat("ExpM1Approximation", "math.expm1", (op, rw) -> {
    Value x = op.operand(0);
    if (!isF32(x)) {
      return false;
    }
    Approx a = new Approx(rw, op, x);
    Value one = a.f32c(1.0f);
    Value negOne = a.f32c(-1.0f);
    Value u = a.un("math.exp", x);
    Value uEqOneOrNaN = a.cmp("ueq", u, one);
    Value uMinusOne = a.sub(u, one);
    Value uMinusOneEqNegOne = a.cmp("oeq", uMinusOne, negOne);
    Value logU = a.un("math.log", u);
    Value isInf = a.cmp("oeq", logU, u);
    Value expm1 = a.mul(uMinusOne, a.div(x, logU));
    expm1 = a.sel(isInf, u, expm1);
    Value inner = a.sel(uMinusOneEqNegOne, negOne, expm1);
    return done(rw, op, a.sel(uEqOneOrNaN, x, inner));
  });

  // ---- sin / cos -----------------------------------------------------------------------------

  private static final double TWO_OVER_PI = 0.6366197723675813430755350534900574481378;
  private static final double PI_OVER_2 = 1.5707963267948966192313216916397514420986;

  /** sin and cos from one polynomial pair on [0, pi/2], chosen and signed by the quadrant. */
  private static RewritePattern sinCos(String root, boolean sine) {
    return pat("SinAndCosApproximation", root, (op, rw) -> {
      Value x = op.operand(0);
      if (!isF32(x)) {
        return false;
      }
      Approx a = new Approx(rw, op, x);
      Value twoOverPi = a.f32c((float) TWO_OVER_PI);
      Value piOverTwo = a.f32c((float) PI_OVER_2);
      Value k = a.un("math.floor", a.mul(x, twoOverPi));
      Value y = a.sub(x, a.mul(k, piOverTwo));
      Value one = a.f32c(1.0);
      Value negOne = a.f32c(-1.0);
      Value sc2 = a.f32c(-0.16666667163372039794921875f);
      Value sc4 = a.f32c(8.333347737789154052734375e-3f);
      Value sc6 = a.f32c(-1.9842604524455964565277099609375e-4f);
      Value sc8 = a.f32c(2.760012648650445044040679931640625e-6f);
      Value sc10 = a.f32c(-2.50293279435709337121807038784027099609375e-8f);
      Value cc2 = a.f32c(-0.5f);
      Value cc4 = a.f32c(4.166664183139801025390625e-2f);
      Value cc6 = a.f32c(-1.388833043165504932403564453125e-3f);
      Value cc8 = a.f32c(2.47562347794882953166961669921875e-5f);
      Value cc10 = a.f32c(-2.59630184018533327616751194000244140625e-7f);
      Value kI = a.b.cast("arith.fptosi", a.i32(), k);
      Value kMod4 = a.b.same("arith.andi", kI, a.i32c(3));
      Value kR0 = a.b.cmpi("eq", kMod4, a.i32c(0));
      Value kR1 = a.b.cmpi("eq", kMod4, a.i32c(1));
      Value kR2 = a.b.cmpi("eq", kMod4, a.i32c(2));
      Value kR3 = a.b.cmpi("eq", kMod4, a.i32c(3));
      Value useCos = sine ? a.b.same("arith.ori", kR1, kR3) : a.b.same("arith.ori", kR0, kR2);
      Value negative = sine ? a.b.cmpi("sgt", kMod4, a.i32c(1)) : a.b.same("arith.ori", kR1, kR2);
      Value y2 = a.mul(y, y);
      Value base = a.sel(useCos, one, y);
      Value c2 = a.sel(useCos, cc2, sc2);
      Value c4 = a.sel(useCos, cc4, sc4);
      Value c6 = a.sel(useCos, cc6, sc6);
      Value c8 = a.sel(useCos, cc8, sc8);
      Value c10 = a.sel(useCos, cc10, sc10);
      Value v1 = a.fma(y2, c10, c8);
      Value v2 = a.fma(y2, v1, c6);
      Value v3 = a.fma(y2, v2, c4);
      Value v4 = a.fma(y2, v3, c2);
      Value v5 = a.fma(y2, v4, one);
      Value v6 = a.mul(base, v5);
      return done(rw, op, a.sel(negative, a.mul(negOne, v6), v6));
    });
  }

  // ---- cbrt ----------------------------------------------------------------------------------

  /** Hacker's Delight's cube root: an integer estimate of x/3 in the exponent, two Newton steps. */
  static final RewritePattern CBRT = pat("CbrtApproximation", "math.cbrt", (op, rw) -> {
    Value operand = op.operand(0);
    if (!isF32(operand)) {
      return false;
    }
    Approx a = new Approx(rw, op, operand);
    ArithBuilder b = a.b;
    Value two = a.i32c(2);
    Value four = a.i32c(4);
    Value eight = a.i32c(8);
    Value magic = a.i32c(0x2a5137a0);
    Value third = a.f32c(0.33333333f);
    Value fTwo = a.f32c(2.0f);
    Value fZero = a.f32c(0.0f);
    Value abs = a.un("math.absf", operand);
    Value iv = b.cast("arith.bitcast", a.i32(), abs);
    Value by4 = b.same("arith.shrsi", iv, two);
    Value by16 = b.same("arith.shrsi", iv, four);
    iv = b.same("arith.addi", by4, by16);
    by16 = b.same("arith.shrsi", iv, four);
    iv = b.same("arith.addi", iv, by16);
    Value by256 = b.same("arith.shrsi", iv, eight);
    iv = b.same("arith.addi", iv, by256);
    iv = b.same("arith.addi", iv, magic);
    Value fv = b.cast("arith.bitcast", a.f32(), iv);
    for (int step = 0; step < 2; step++) {
      Value sq = a.mul(fv, fv);
      Value mulTwo = a.mul(fv, fTwo);
      Value divSq = a.div(abs, sq);
      fv = a.add(mulTwo, divSq);
      fv = a.mul(fv, third);
    }
    Value isZero = a.cmp("oeq", abs, fZero);
    fv = a.sel(isZero, fZero, fv);
    return done(rw, op, b.same("math.copysign", fv, operand));
  });

  /** The functions approximated (and first computed in f32 when narrower). */
  public static final Set<String> FUNCTIONS = Set.of("atan", "atan2", "tanh", "log", "log2", "log1p", "erf", "erfc",
      "asin", "acos", "exp", "expm1", "cbrt", "sin", "cos");

  /** populateMathPolynomialApproximationPatterns: the f32 fallbacks, then the approximations. */
  public static List<RewritePattern> patterns() {
    List<RewritePattern> out = new ArrayList<>();
    // MLIR's populateMathF32ExpansionPatterns order (asin and acos have f16 approximations instead).
    for (String f : List.of("atan", "atan2", "cbrt", "cos", "erf", "erfc", "exp", "expm1", "log", "log1p", "log2",
        "sin", "tanh")) {
      out.add(reuseF32("math." + f));
    }
    out.addAll(List.of(ACOS, ASIN, ATAN, ATAN2, CBRT, sinCos("math.cos", false), ERF, ERFC, EXP, EXPM1,
        log("math.log", false), log("math.log2", true), LOG1P, sinCos("math.sin", true), TANH));
    return out;
  }
}
