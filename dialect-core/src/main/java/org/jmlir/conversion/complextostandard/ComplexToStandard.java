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
 * formula ({@code basic}/{@code none}). Lowered: abs, add, sub, mul, div, neg, conj, exp, log, sqrt,
 * sin, cos, sign, angle, eq, neq; the other complex ops (tanh, tan, expm1, log1p, rsqrt, pow,
 * atan2) stay.
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

  private enum AbsFn { ABS, SQRT }

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
    Value imZero = b.cmpf("oeq", p.im(), zero, f);
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
    Value inf = b.floatConst(t, Double.POSITIVE_INFINITY);
    Value negInf = b.floatConst(t, Double.NEGATIVE_INFINITY);
    Value nan = b.floatConst(t, Double.NaN);
    Value absIm = b.sameFm("math.absf", f, p.im());
    Value imInf = b.cmpf("oeq", absIm, inf, f);
    Value imFinite = b.cmpf("one", absIm, inf, f);
    Value rePosInf = b.cmpf("oeq", p.re(), inf, f);
    Value reNegInf = b.cmpf("oeq", p.re(), negInf, f);
    Value re1 = b.select(b.same("arith.andi", reNegInf, imFinite), zero, re);
    Value re2 = b.select(b.same("arith.ori", imInf, rePosInf), inf, re1);
    Value signedInf = b.sameFm("math.copysign", f, inf, p.im());
    Value im1 = b.select(b.cmpf("uno", absSqrt, absSqrt, f), nan, im);
    Value im2 = b.select(b.same("arith.ori", imInf, reNegInf), signedInf, im1);
    Value absZero = b.cmpf("oeq", absSqrt, zero, f);
    return create(rw, b, op, b.select(absZero, zero, re2), b.select(absZero, zero, im2));
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

  private RewritePattern division() {
    return pat("div", (op, rw) -> {
      ArithBuilder b = new ArithBuilder(rw, op.location());
      FastMathFlagsAttr f = fm(op);
      Parts l = parts(b, op.operand(0));
      Parts r = parts(b, op.operand(1));
      Value[] q = improvedDivision ? Division.rangeReduction(b, f, l.re(), l.im(), r.re(), r.im())
          : Division.algebraic(b, f, l.re(), l.im(), r.re(), r.im());
      return create(rw, b, op, q[0], q[1]);
    });
  }

  List<RewritePattern> patterns() {
    List<RewritePattern> out = new ArrayList<>(List.of(ABS, ANGLE, NEG, CONJ, MUL, EXP, LOG, SQRT, SIGN));
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
    ConversionTarget target = new ConversionTarget().addLegalDialect("arith").addLegalDialect("math");
    for (String m : List.of("abs", "angle", "add", "sub", "mul", "div", "neg", "conj", "exp", "log", "sqrt", "sin", "cos", "sign", "eq", "neq")) {
      target.addIllegalOp("complex." + m);
    }
    if (!DialectConversion.applyPartialConversion(root, target, patterns())) {
      pc.signalFailure();
    }
  }
}
