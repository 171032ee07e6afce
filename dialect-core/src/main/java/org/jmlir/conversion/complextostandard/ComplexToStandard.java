package org.jmlir.conversion.complextostandard;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.rewrite.conversion.DialectConversion;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-complex-to-standard} (MLIR 22's ConvertComplexToStandardPass): complex arithmetic
 * becomes arith and math on the real and imaginary parts, which {@code complex.re}/{@code im}/
 * {@code create} take apart and put together (those stay, for convert-complex-to-llvm). The same
 * formulas as MLIR 22, op for op: abs scaled by the larger part, exp and sqrt with their infinity
 * cases, division by range reduction ({@code complex-range=improved}, the default) or the textbook
 * formula ({@code basic}/{@code none}). Lowered: abs, add, sub, mul, div, neg, conj, exp, expm1,
 * log, log1p, sqrt, rsqrt, sin, cos, tan, tanh, pow, powi, atan2, sign, angle, eq, neq (everything but
 * create/re/im/constant, which convert-complex-to-llvm takes, and bitcast).
 */
public final class ComplexToStandard extends Pass {
  private final boolean improvedDivision;

  public ComplexToStandard(PassOptions o) {
    super(o);
    improvedDivision = o.getEnum("complex-range", "improved", Set.of("improved", "basic", "none")).equals("improved");
  }

  @Override
  public String argument() {
    return "convert-complex-to-standard";
  }

  @Override
  public String name() {
    return "ConvertComplexToStandardPass";
  }

  @Override
  public String summary() {
    return "Convert Complex dialect to standard dialect";
  }

  /** The real and imaginary parts of a complex value, extracted in this order. */
  private record Parts(Value re, Value im) {}

  private static Parts parts(ArithBuilder b, Value c) {
    Type el = ((ComplexType) c.type()).elementType();
    return new Parts(b.cast("complex.re", el, c), b.cast("complex.im", el, c));
  }

  private static FastMathFlagsAttr fm(Operation op) {
    return op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f ? f : null;
  }

  /** {@code fm} without nnan and ninf (what the abs computation needs to see NaNs and infinities). */
  private static FastMathFlagsAttr withNanInf(Operation op, FastMathFlagsAttr fm) {
    return fm == null ? null : FastMathFlagsAttr.get(op.context(), fm.flags() & ~0b110);
  }

  private enum AbsFn { ABS, SQRT, RSQRT }

  /** |re + i im| as max * sqrt(1 + (min/max)^2) (or its square root), min where that is NaN. */
  private static Value abs(ArithBuilder b, Operation op, Value re, Value im, AbsFn fn) {
    FastMathFlagsAttr f = fm(op);
    FastMathFlagsAttr g = withNanInf(op, f);
    Value one = b.floatConst(re.type(), 1.0);
    Value absRe = b.sameFm("math.absf", f, re);
    Value absIm = b.sameFm("math.absf", f, im);
    Value max = b.sameFm("arith.maximumf", f, absRe, absIm);
    Value min = b.sameFm("arith.minimumf", f, absRe, absIm);
    Value ratio = b.sameFm("arith.divf", g, min, max);
    Value ratioSq = b.sameFm("arith.mulf", g, ratio, ratio);
    Value plusOne = b.sameFm("arith.addf", g, ratioSq, one);
    if (fn == AbsFn.RSQRT) {
      plusOne = b.sameFm("math.rsqrt", g, plusOne);
      min = b.sameFm("math.rsqrt", g, min);
      max = b.sameFm("math.rsqrt", g, max);
    }
    Value result;
    if (fn == AbsFn.SQRT) {
      Value quarter = b.floatConst(re.type(), 0.25);
      Value sqrt = b.sameFm("math.sqrt", g, max);
      Value p = b.sameFm("math.powf", g, plusOne, quarter);
      result = b.sameFm("arith.mulf", g, sqrt, p);
    } else {
      Value sqrt = b.sameFm("math.sqrt", g, plusOne);
      result = b.sameFm("arith.mulf", g, max, sqrt);
    }
    Value nan = b.cmpf("uno", result, result, g);
    return b.select(nan, min, result);
  }

  private static boolean create(PatternRewriter rw, ArithBuilder b, Operation op, Value re, Value im) {
    rw.replaceOp(op, List.of(b.op("complex.create", List.of(op.result(0).type()), List.of(re, im)).result(0)));
    return true;
  }

  private static RewritePattern pat(String mnemonic, NamedPattern.Body body) {
    return new NamedPattern("complex-to-standard." + mnemonic, "complex." + mnemonic, 1, body);
  }

  private static RewritePattern elementwise(String mnemonic, String arith) {
    return pat(mnemonic, (op, rw) -> {
      ArithBuilder b = new ArithBuilder(rw, op.location());
      Type el = ((ComplexType) op.result(0).type()).elementType();
      FastMathFlagsAttr f = fm(op);
      Value lr = b.cast("complex.re", el, op.operand(0));
      Value rr = b.cast("complex.re", el, op.operand(1));
      Value re = b.sameFm(arith, f, lr, rr);
      Value li = b.cast("complex.im", el, op.operand(0));
      Value ri = b.cast("complex.im", el, op.operand(1));
      return create(rw, b, op, re, b.sameFm(arith, f, li, ri));
    });
  }

  private static RewritePattern comparison(String mnemonic, String pred, String combine) {
    return pat(mnemonic, (op, rw) -> {
      ArithBuilder b = new ArithBuilder(rw, op.location());
      Parts l = parts(b, op.operand(0));
      Parts r = parts(b, op.operand(1));
      Value re = b.cmpf(pred, l.re(), r.re());
      Value im = b.cmpf(pred, l.im(), r.im());
      rw.replaceOp(op, List.of(b.same(combine, re, im)));
      return true;
    });
  }

  /** sin and cos from exp(im) and the sine and cosine of re. */
  private static RewritePattern trigonometric(String mnemonic, boolean cos) {
    return pat(mnemonic, (op, rw) -> {
      ArithBuilder b = new ArithBuilder(rw, op.location());
      FastMathFlagsAttr f = fm(op);
      Parts p = parts(b, op.operand(0));
      Value half = b.floatConst(p.re().type(), 0.5);
      Value exp = b.sameFm("math.exp", f, p.im());
      Value scaled = b.sameFm("arith.mulf", f, half, exp);
      Value reciprocal = b.sameFm("arith.divf", f, half, exp);
      Value sin = b.sameFm("math.sin", f, p.re());
      Value cosv = b.sameFm("math.cos", f, p.re());
      if (cos) {
        Value re = b.sameFm("arith.mulf", f, b.sameFm("arith.addf", f, reciprocal, scaled), cosv);
        Value im = b.sameFm("arith.mulf", f, b.sameFm("arith.subf", f, reciprocal, scaled), sin);
        return create(rw, b, op, re, im);
      }
      Value re = b.sameFm("arith.mulf", f, b.sameFm("arith.addf", f, scaled, reciprocal), sin);
      Value im = b.sameFm("arith.mulf", f, b.sameFm("arith.subf", f, scaled, reciprocal), cosv);
      return create(rw, b, op, re, im);
    });
  }

  static final RewritePattern ABS = pat("abs", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    Parts p = parts(b, op.operand(0));
    rw.replaceOp(op, List.of(abs(b, op, p.re(), p.im(), AbsFn.ABS)));
    return true;
  });

  static final RewritePattern ANGLE = pat("angle", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    Parts p = parts(b, op.operand(0));
    rw.replaceOp(op, List.of(b.sameFm("math.atan2", fm(op), p.im(), p.re())));
    return true;
  });

  static final RewritePattern NEG = pat("neg", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    Parts p = parts(b, op.operand(0));
    return create(rw, b, op, b.same("arith.negf", p.re()), b.same("arith.negf", p.im()));
  });

  static final RewritePattern CONJ = pat("conj", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    Parts p = parts(b, op.operand(0));
    return create(rw, b, op, p.re(), b.same("arith.negf", p.im()));
  });

  static final RewritePattern MUL = pat("mul", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    Parts l = parts(b, op.operand(0));
    Parts r = parts(b, op.operand(1));
    Value rr = b.sameFm("arith.mulf", f, l.re(), r.re());
    Value ii = b.sameFm("arith.mulf", f, l.im(), r.im());
    Value re = b.sameFm("arith.subf", f, rr, ii);
    Value ir = b.sameFm("arith.mulf", f, l.im(), r.re());
    Value ri = b.sameFm("arith.mulf", f, l.re(), r.im());
    return create(rw, b, op, re, b.sameFm("arith.addf", f, ir, ri));
  });

  /** exp(re) (cos im + i sin im); where exp(re) overflows, exp(re/2)^2 keeps a finite product finite. */
  static final RewritePattern EXP = pat("exp", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    Parts p = parts(b, op.operand(0));
    Type t = p.re().type();
    Value zero = b.floatConst(t, 0.0);
    Value half = b.floatConst(t, 0.5);
    Value inf = b.floatConst(t, Double.POSITIVE_INFINITY);
    Value exp = b.sameFm("math.exp", f, p.re());
    Value halfExp = b.sameFm("math.exp", f, b.sameFm("arith.mulf", f, p.re(), half));
    Value cos = b.sameFm("math.cos", f, p.im());
    Value sin = b.sameFm("math.sin", f, p.im());
    Value overflow = b.cmpf("oeq", exp, inf, f);
    Value imZero = b.cmpf("oeq", p.im(), zero, null); // MLIR 22 builds this compare without the op's fastmath
    Value expCos = b.sameFm("arith.mulf", f, exp, cos);
    Value re = b.select(overflow, b.sameFm("arith.mulf", f, b.sameFm("arith.mulf", f, halfExp, cos), halfExp), expCos);
    Value expSin = b.sameFm("arith.mulf", f, exp, sin);
    Value im = b.select(overflow, b.sameFm("arith.mulf", f, b.sameFm("arith.mulf", f, halfExp, sin), halfExp), expSin);
    return create(rw, b, op, re, b.select(imZero, zero, im));
  });

  static final RewritePattern LOG = pat("log", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    Parts p = parts(b, op.operand(0));
    Value re = b.sameFm("math.log", f, abs(b, op, p.re(), p.im(), AbsFn.ABS));
    Parts q = parts(b, op.operand(0));
    return create(rw, b, op, re, b.sameFm("math.atan2", f, q.im(), q.re()));
  });

  /** sqrt(|z|) (cos(arg/2) + i sin(arg/2)), with C99's special cases for zeros, infinities and NaNs. */
  static final RewritePattern SQRT = pat("sqrt", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    Type t = ((ComplexType) op.operand(0).type()).elementType();
    Value zero = b.floatConst(t, 0.0);
    Value half = b.floatConst(t, 0.5);
    Parts p = parts(b, op.operand(0));
    Value absSqrt = abs(b, op, p.re(), p.im(), AbsFn.SQRT);
    Value argHalf = b.sameFm("arith.mulf", f, b.sameFm("math.atan2", f, p.im(), p.re()), half);
    Value cos = b.sameFm("math.cos", f, argHalf);
    Value sin = b.sameFm("math.sin", f, argHalf);
    Value sinZero = b.cmpf("oeq", sin, zero, f);
    Value re = b.sameFm("arith.mulf", f, absSqrt, cos);
    Value im = b.select(sinZero, zero, b.sameFm("arith.mulf", f, absSqrt, sin));
    if (!finiteOnly(f)) {
      Value inf = b.floatConst(t, Double.POSITIVE_INFINITY);
      Value negInf = b.floatConst(t, Double.NEGATIVE_INFINITY);
      Value nan = b.floatConst(t, Double.NaN);
      Value absIm = b.sameFm("math.absf", f, p.im());
      Value imInf = b.cmpf("oeq", absIm, inf, f);
      Value imFinite = b.cmpf("one", absIm, inf, f);
      Value rePosInf = b.cmpf("oeq", p.re(), inf, f);
      Value reNegInf = b.cmpf("oeq", p.re(), negInf, f);
      Value re1 = b.select(b.same("arith.andi", reNegInf, imFinite), zero, re);
      re = b.select(b.same("arith.ori", imInf, rePosInf), inf, re1);
      Value signedInf = b.sameFm("math.copysign", f, inf, p.im());
      Value im1 = b.select(b.cmpf("uno", absSqrt, absSqrt), nan, im);
      im = b.select(b.same("arith.ori", imInf, reNegInf), signedInf, im1);
    }
    Value absZero = b.cmpf("oeq", absSqrt, zero, f);
    return create(rw, b, op, b.select(absZero, zero, re), b.select(absZero, zero, im));
  });

  /** Whether the flags promise no NaNs and no infinities (then the special cases are left out). */
  private static boolean finiteOnly(FastMathFlagsAttr f) {
    return f != null && (f.flags() & 0b110) == 0b110;
  }

  /**
   * tanh(x + iy) = (e^2x - e^-2x + i 4 cos y sin y) / (e^2x + e^-2x - 2 + 4 cos^2 y) through expm1,
   * with the limits where e^2x overflows; tan(z) = -i tanh(-y + ix).
   */
  private static RewritePattern tanTanh(String mnemonic, boolean tan) {
    return pat(mnemonic, (op, rw) -> {
      ArithBuilder b = new ArithBuilder(rw, op.location());
      FastMathFlagsAttr f = fm(op);
      Parts p = parts(b, op.operand(0));
      Type t = p.re().type();
      Value negOne = b.floatConst(t, -1.0);
      Value re = p.re();
      Value im = p.im();
      if (tan) {
        Value r = im;
        im = re;
        re = b.sameFm("arith.mulf", f, r, negOne);
      }
      Value inf = b.floatConst(t, Double.POSITIVE_INFINITY);
      Value four = b.floatConst(t, 4.0);
      Value twoRe = b.sameFm("arith.addf", f, re, re);
      Value negTwoRe = b.sameFm("arith.mulf", f, negOne, twoRe);
      Value e1 = b.sameFm("math.expm1", f, twoRe);
      Value e2 = b.sameFm("math.expm1", f, negTwoRe);
      Value reNum = b.sameFm("arith.subf", f, e1, e2);
      Value cos = b.sameFm("math.cos", f, im);
      Value cosSq = b.sameFm("arith.mulf", f, cos, cos);
      Value cosTerm = b.sameFm("arith.mulf", f, cosSq, four);
      Value sin = b.sameFm("math.sin", f, im);
      Value imNum = b.sameFm("arith.mulf", f, four, b.sameFm("arith.mulf", f, cos, sin));
      Value expSum = b.sameFm("arith.addf", f, e1, e2);
      Value denom = b.sameFm("arith.addf", f, expSum, cosTerm);
      Value isInf = b.cmpf("oeq", expSum, inf, f);
      Value limit = b.sameFm("math.copysign", f, negOne, re);
      Value resRe = b.select(isInf, limit, b.sameFm("arith.divf", f, reNum, denom));
      Value resIm = b.sameFm("arith.divf", f, imNum, denom);
      if (!finiteOnly(f)) {
        Value absRe = b.sameFm("math.absf", f, re);
        Value zero = b.floatConst(t, 0.0);
        Value nan = b.floatConst(t, Double.NaN);
        Value reInf = b.cmpf("oeq", absRe, inf, f);
        Value imZero = b.cmpf("oeq", im, zero, f);
        Value reFinite = b.same("arith.xori", reInf, b.intConst(b.i(1), 1));
        Value imNumNan = b.cmpf("uno", imNum, imNum, f);
        Value reNan = b.same("arith.andi", imNumNan, reFinite);
        Value imIsZero = b.same("arith.ori", imZero, b.same("arith.andi", reInf, imNumNan));
        resRe = b.select(reNan, nan, resRe);
        resIm = b.select(imIsZero, zero, resIm);
      }
      if (tan) {
        Value r = resRe;
        resRe = resIm;
        resIm = b.sameFm("arith.mulf", f, r, negOne);
      }
      return create(rw, b, op, resRe, resIm);
    });
  }

  /** cephes' cosm1 coefficients (cos x - 1 for |x| below pi/4). */
  private static final double[] COSM1 = {4.7377507964246204691685E-14, -1.1470284843425359765671E-11, 2.0876754287081521758361E-9,
      -2.7557319214999787979814E-7, 2.4801587301570552304991E-5, -1.3888888888888872993737E-3, 4.1666666666666666609054E-2};

  /** e^z - 1 = (expm1(x) cos y + cosm1(y)) + i e^x sin y. */
  static final RewritePattern EXPM1 = pat("expm1", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    Parts p = parts(b, op.operand(0));
    Type t = p.re().type();
    Value zero = b.floatConst(t, 0.0);
    Value one = b.floatConst(t, 1.0);
    Value expm1 = b.sameFm("math.expm1", f, p.re());
    Value exp = b.sameFm("arith.addf", f, expm1, one);
    Value sin = b.sameFm("math.sin", f, p.im());
    Value negHalf = b.floatConst(t, -0.5);
    Value negOne = b.floatConst(t, -1.0);
    Value cos = b.sameFm("math.cos", f, p.im());
    Value large = b.sameFm("arith.addf", f, cos, negOne);
    Value y2 = b.sameFm("arith.mulf", f, p.im(), p.im());
    Value y4 = b.sameFm("arith.mulf", f, y2, y2);
    Value poly = b.floatConst(t, COSM1[0]);
    for (int i = 1; i < COSM1.length; i++) {
      poly = b.sameFm("math.fma", f, poly, y2, b.floatConst(t, COSM1[i]));
    }
    Value small = b.same("arith.addf", b.sameFm("arith.mulf", f, y4, poly), b.sameFm("arith.mulf", f, negHalf, y2));
    Value bound = b.floatConst(t, 0.61685);
    Value cosm1 = b.select(b.cmpf("oge", y2, bound, f), large, small);
    Value cosY = b.sameFm("arith.addf", f, cosm1, one);
    Value re = b.sameFm("arith.addf", f, b.sameFm("arith.mulf", f, expm1, cosY), cosm1);
    Value imZero = b.cmpf("oeq", p.im(), zero, f);
    return create(rw, b, op, re, b.select(imZero, zero, b.sameFm("arith.mulf", f, exp, sin)));
  });

  /** log(1 + z): log1p of the larger part and half log1p of the squared ratio, arg(1 + z). */
  static final RewritePattern LOG1P = pat("log1p", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    FastMathFlagsAttr g = withNanInf(op, f);
    Parts p = parts(b, op.operand(0));
    Type t = p.re().type();
    Value half = b.floatConst(t, 0.5);
    Value one = b.floatConst(t, 1.0);
    Value rePlusOne = b.sameFm("arith.addf", f, p.re(), one);
    Value absRe = b.sameFm("math.absf", f, rePlusOne);
    Value absIm = b.sameFm("math.absf", f, p.im());
    Value max = b.sameFm("arith.maximumf", f, absRe, absIm);
    Value min = b.sameFm("arith.minimumf", f, absRe, absIm);
    Value useRe = b.cmpf("ogt", rePlusOne, absIm, f);
    Value maxMinusOne = b.sameFm("arith.subf", f, max, one);
    Value arg = b.select(useRe, p.re(), maxMinusOne);
    Value ratio = b.sameFm("arith.divf", g, min, max);
    Value logMax = b.sameFm("math.log1p", f, arg);
    Value logRatio = b.sameFm("math.log1p", g, b.sameFm("arith.mulf", g, ratio, ratio));
    Value r = b.sameFm("arith.addf", g, b.sameFm("arith.mulf", g, half, logRatio), logMax);
    Value re = b.select(b.cmpf("uno", r, r, g), min, r);
    return create(rw, b, op, re, b.sameFm("math.atan2", f, p.im(), rePlusOne));
  });

  /** 1 / sqrt(z) = |z|^-1/2 (cos(-arg/2) + i sin(-arg/2)), with the zero, infinite and NaN cases. */
  static final RewritePattern RSQRT = pat("rsqrt", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    Type t = ((ComplexType) op.operand(0).type()).elementType();
    Value zero = b.floatConst(t, 0.0);
    Value inf = b.floatConst(t, Double.POSITIVE_INFINITY);
    Value negHalf = b.floatConst(t, -0.5);
    Value nan = b.floatConst(t, Double.NaN);
    Parts p = parts(b, op.operand(0));
    Value absRsqrt = abs(b, op, p.re(), p.im(), AbsFn.RSQRT);
    Value arg = b.sameFm("arith.mulf", f, b.sameFm("math.atan2", f, p.im(), p.re()), negHalf);
    Value cos = b.sameFm("math.cos", f, arg);
    Value sin = b.sameFm("math.sin", f, arg);
    Value re = b.sameFm("arith.mulf", f, absRsqrt, cos);
    Value im = b.sameFm("arith.mulf", f, absRsqrt, sin);
    if (!finiteOnly(f)) {
      Value negOne = b.floatConst(t, -1.0);
      Value reZero = b.sameFm("math.copysign", f, zero, p.re());
      Value imZero = b.sameFm("math.copysign", f, zero, p.im());
      Value negImZero = b.sameFm("arith.mulf", f, negOne, imZero);
      Value absRe = b.sameFm("math.absf", f, p.re());
      Value absIm = b.sameFm("math.absf", f, p.im());
      Value imInf = b.cmpf("oeq", absIm, inf, f);
      Value reNan = b.cmpf("uno", p.re(), p.re(), f);
      Value reInf = b.cmpf("oeq", absRe, inf, f);
      Value nanInf = b.same("arith.andi", imInf, reNan);
      Value toZero = b.same("arith.ori", nanInf, reInf);
      re = b.select(toZero, reZero, re);
      im = b.select(toZero, negImZero, im);
    }
    Value isZero = b.same("arith.andi", b.cmpf("oeq", p.re(), zero, f), b.cmpf("oeq", p.im(), zero, f));
    return create(rw, b, op, b.select(isZero, inf, re), b.select(isZero, nan, im));
  });

  private static Value complexOp(ArithBuilder b, String name, Type type, FastMathFlagsAttr f, Value... operands) {
    return b.op(name, List.of(type), List.of(operands), "fastmath", f == null || f.flags() == 0 ? null : f).result(0);
  }

  /** z^w through |z|^c e^(-d arg z) (cos q + i sin q), q = c arg z + d ln|z|, with Kahan's special cases. */
  static final RewritePattern POW = pat("pow", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    ComplexType type = (ComplexType) op.result(0).type();
    Type t = type.elementType();
    Value c = b.cast("complex.re", t, op.operand(1));
    Value d = b.cast("complex.im", t, op.operand(1));
    Value lhs = op.operand(0);
    Value x = b.cast("complex.re", t, lhs);
    Value y = b.cast("complex.im", t, lhs);
    Value abs = complexOp(b, "complex.abs", t, f, lhs);
    Value absToC = b.sameFm("math.powf", f, abs, c);
    Value negD = b.sameFm("arith.negf", f, d);
    Value arg = b.sameFm("math.atan2", f, y, x);
    Value coeff = b.sameFm("arith.mulf", f, absToC, b.sameFm("math.exp", f, b.sameFm("arith.mulf", f, negD, arg)));
    Value lnAbs = b.sameFm("math.log", f, abs);
    Value cArg = b.sameFm("arith.mulf", f, c, arg);
    Value dLn = b.sameFm("arith.mulf", f, d, lnAbs);
    Value q = b.sameFm("arith.addf", f, cArg, dLn);
    Value cosQ = b.sameFm("math.cos", f, q);
    Value sinQ = b.sameFm("math.sin", f, q);
    Value inf = b.floatConst(t, Double.POSITIVE_INFINITY);
    Value zero = b.floatConst(t, 0.0);
    Value one = b.floatConst(t, 1.0);
    Value cOne = b.op("complex.create", List.of(type), List.of(one, zero)).result(0);
    Value cZero = b.op("complex.create", List.of(type), List.of(zero, zero)).result(0);
    Value cInf = b.op("complex.create", List.of(type), List.of(inf, zero)).result(0);
    Value absZero = b.cmpf("oeq", abs, zero, f);
    Value dZero = b.cmpf("oeq", d, zero, f);
    Value cZeroE = b.cmpf("oeq", c, zero, f);
    Value yZero = b.cmpf("oeq", y, zero, f);
    Value zeroLeC = b.cmpf("ole", zero, c, f);
    Value re = b.sameFm("arith.mulf", f, coeff, cosQ);
    Value im = b.sameFm("arith.mulf", f, coeff, sinQ);
    Value oneOrZero = b.select(cZeroE, cOne, cZero);
    Value value = b.op("complex.create", List.of(type), List.of(re, im)).result(0);
    Value cut0 = b.select(b.same("arith.andi", b.same("arith.andi", absZero, dZero), zeroLeC), oneOrZero, value);
    Value cut1 = b.select(b.same("arith.andi", cZeroE, dZero), cOne, cut0);
    Value lhsOne = b.same("arith.andi", b.cmpf("oeq", x, one, f), yZero);
    Value cut2 = b.select(lhsOne, cOne, cut1);
    Value lhsInf = b.same("arith.andi", b.cmpf("oeq", x, inf, f), yZero);
    Value gt0 = b.same("arith.andi", dZero, b.cmpf("ogt", c, zero, f));
    Value cut3 = b.select(b.same("arith.andi", lhsInf, gt0), cInf, cut2);
    Value lt0 = b.same("arith.andi", dZero, b.cmpf("olt", c, zero, f));
    Value cut4 = b.select(b.same("arith.andi", lhsInf, lt0), cZero, cut3);
    rw.replaceOp(op, List.of(cut4));
    return true;
  });

  /** z^n = z^(n + 0i): complex.pow of the converted exponent (lowered in turn). */
  static final RewritePattern POWI = pat("powi", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    ComplexType type = (ComplexType) op.result(0).type();
    Type t = type.elementType();
    Value exponent = b.cast("arith.sitofp", t, op.operand(1));
    Value zero = b.floatConst(t, 0.0);
    Value w = b.op("complex.create", List.of(type), List.of(exponent, zero)).result(0);
    rw.replaceOp(op, List.of(complexOp(b, "complex.pow", type, fm(op), op.operand(0), w)));
    return true;
  });

  /** atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2)), in complex ops that are lowered in turn. */
  static final RewritePattern ATAN2 = pat("atan2", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    ComplexType type = (ComplexType) op.result(0).type();
    Type t = type.elementType();
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    Value rhsSq = complexOp(b, "complex.mul", type, f, rhs, rhs);
    Value lhsSq = complexOp(b, "complex.mul", type, f, lhs, lhs);
    Value sum = complexOp(b, "complex.add", type, f, rhsSq, lhsSq);
    Value root = complexOp(b, "complex.sqrt", type, f, sum);
    Value zero = b.floatConst(t, 0.0);
    Value one = b.floatConst(t, 1.0);
    Value i = b.op("complex.create", List.of(type), List.of(zero, one)).result(0);
    Value iLhs = complexOp(b, "complex.mul", type, f, i, lhs);
    Value num = complexOp(b, "complex.add", type, f, rhs, iLhs);
    Value log = complexOp(b, "complex.log", type, f, complexOp(b, "complex.div", type, f, num, root));
    Value negOne = b.floatConst(t, -1.0);
    Value negI = b.op("complex.create", List.of(type), List.of(zero, negOne)).result(0);
    rw.replaceOp(op, List.of(complexOp(b, "complex.mul", type, f, negI, log)));
    return true;
  });

  /** z / |z|, z itself where it is zero. */
  static final RewritePattern SIGN = pat("sign", (op, rw) -> {
    ArithBuilder b = new ArithBuilder(rw, op.location());
    FastMathFlagsAttr f = fm(op);
    Parts p = parts(b, op.operand(0));
    Value zero = b.floatConst(p.re().type(), 0.0);
    Value isZero = b.same("arith.andi", b.cmpf("oeq", p.re(), zero), b.cmpf("oeq", p.im(), zero));
    Parts q = parts(b, op.operand(0));
    Value abs = abs(b, op, q.re(), q.im(), AbsFn.ABS);
    Value re = b.sameFm("arith.divf", f, p.re(), abs);
    Value im = b.sameFm("arith.divf", f, p.im(), abs);
    Value sign = b.op("complex.create", List.of(op.result(0).type()), List.of(re, im)).result(0);
    rw.replaceOp(op, List.of(b.select(isZero, op.operand(0), sign)));
    return true;
  });

  /** The division formulas' operations as arith and math ops. */
  private static Division.Ops arithOps(ArithBuilder b, FastMathFlagsAttr f) {
    return new Division.Ops() {
      @Override
      public Value div(Value x, Value y) {
        return b.sameFm("arith.divf", f, x, y);
      }

      @Override
      public Value mul(Value x, Value y) {
        return b.sameFm("arith.mulf", f, x, y);
      }

      @Override
      public Value add(Value x, Value y) {
        return b.sameFm("arith.addf", f, x, y);
      }

      @Override
      public Value sub(Value x, Value y) {
        return b.sameFm("arith.subf", f, x, y);
      }

      @Override
      public Value abs(Value x) {
        return b.sameFm("math.absf", f, x);
      }

      @Override
      public Value cmp(String predicate, Value x, Value y) {
        return b.cmpf(predicate, x, y);
      }

      @Override
      public Value and(Value x, Value y) {
        return b.same("arith.andi", x, y);
      }

      @Override
      public Value or(Value x, Value y) {
        return b.same("arith.ori", x, y);
      }

      @Override
      public Value select(Value c, Value t, Value e) {
        return b.select(c, t, e);
      }

      @Override
      public Value copysign(Value m, Value sign) {
        return b.same("math.copysign", m, sign);
      }

      @Override
      public Value constant(Value like, double v) {
        return b.floatConst(like.type(), v);
      }
    };
  }

  private RewritePattern division() {
    return pat("div", (op, rw) -> {
      ArithBuilder b = new ArithBuilder(rw, op.location());
      FastMathFlagsAttr f = fm(op);
      Parts l = parts(b, op.operand(0));
      Parts r = parts(b, op.operand(1));
      Division.Ops o = arithOps(b, f);
      Value[] q = improvedDivision ? Division.rangeReduction(o, l.re(), l.im(), r.re(), r.im())
          : Division.algebraic(o, l.re(), l.im(), r.re(), r.im());
      return create(rw, b, op, q[0], q[1]);
    });
  }

  List<RewritePattern> patterns() {
    List<RewritePattern> out = new ArrayList<>(List.of(ABS, ANGLE, NEG, CONJ, MUL, EXP, LOG, SQRT, SIGN, EXPM1, LOG1P, RSQRT, POW, POWI, ATAN2));
    out.add(tanTanh("tanh", false));
    out.add(tanTanh("tan", true));
    out.add(elementwise("add", "arith.addf"));
    out.add(elementwise("sub", "arith.subf"));
    out.add(comparison("eq", "oeq", "arith.andi"));
    out.add(comparison("neq", "une", "arith.ori"));
    out.add(trigonometric("sin", false));
    out.add(trigonometric("cos", true));
    out.add(division());
    return out;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    // as MLIR: arith, math and the part ops are legal, the other complex ops are converted where a
    // pattern applies (unknown to the target, so one without a lowering stays)
    ConversionTarget target = new ConversionTarget().addLegalDialect("arith").addLegalDialect("math")
        .addLegalOp("complex.create").addLegalOp("complex.re").addLegalOp("complex.im");
    if (!DialectConversion.applyPartialConversion(root, target, patterns())) {
      pc.signalFailure();
    }
  }
}
