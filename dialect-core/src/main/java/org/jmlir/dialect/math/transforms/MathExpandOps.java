package org.jmlir.dialect.math.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.Floats;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code math-expand-ops} (MLIR 22's MathExpandOpsPass, populateExpansionPatterns): rewrites math
 * ops into arith and simpler math ops with the greedy driver; {@code ops=} restricts it to the
 * given mnemonics (all when empty). ctlz becomes a binary search; sinh/cosh/tanh go through exp;
 * tan is sin/cos; asinh/acosh/atanh through log and sqrt; fma is mulf + addf; ceil, round and
 * roundeven work on the bits or via i64; exp2 is exp(x ln 2); powf becomes exp(b log a) except for
 * the constant exponents 0, +-1/2, +-1, +-2 and 3; fpowi with a constant exponent is repeated
 * squaring (else powf); rsqrt is 1/sqrt; clampf is minimumf + maximumf.
 */
public final class MathExpandOps extends Pass {
  private final List<String> ops;

  public MathExpandOps(PassOptions o) {
    super(o);
    ops = o.getList("ops");
  }

  @Override
  public String argument() {
    return "math-expand-ops";
  }

  @Override
  public String name() {
    return "MathExpandOpsPass";
  }

  @Override
  public String summary() {
    return "Expand math operations.";
  }

  private static ArithBuilder at(PatternRewriter rw, Operation op) {
    return new ArithBuilder(rw, op.location());
  }

  private static boolean done(PatternRewriter rw, Operation op, Value v) {
    rw.replaceOp(op, List.of(v));
    return true;
  }

  private static RewritePattern pat(String mnemonic, NamedPattern.Body body) {
    return new NamedPattern("math.expand." + mnemonic, "math." + mnemonic, 1, body);
  }

  private static FloatType.Kind kind(Type t) {
    return ((FloatType) ConstFold.elementTypeOrSelf(t)).kind();
  }

  /** x truncated toward zero through i64, keeping the sign of -0. */
  private static Value truncated(ArithBuilder b, Value x) {
    Type i64 = b.like(x.type(), b.i(64));
    Value fp = b.cast("arith.sitofp", x.type(), b.cast("arith.fptosi", i64, x));
    return b.same("math.copysign", fp, x);
  }

  private static boolean dynamicShape(Type t) {
    return t instanceof ShapedType s && !s.hasStaticShape();
  }

  /** sinh: (exp(x) - exp(-x)) / 2; cosh: (exp(x) + exp(-x)) / 2. */
  private static RewritePattern hyperbolic(String mnemonic, String combine) {
    return pat(mnemonic, (op, rw) -> {
      ArithBuilder b = at(rw, op);
      Value x = op.operand(0);
      Value e = b.same("math.exp", x);
      Value ne = b.same("math.exp", b.same("arith.negf", x));
      Value sum = b.same(combine, e, ne);
      return done(rw, op, b.same("arith.mulf", sum, b.floatConst(x.type(), 0.5)));
    });
  }

  /** tanh(x) = sign * (1 - exp(-2|x|)) / (1 + exp(-2|x|)) with sign = (x < 0) * -2 + 1. */
  static final RewritePattern TANH = pat("tanh", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value x = op.operand(0);
    Type t = x.type();
    Value zero = b.floatConst(t, 0.0);
    Value one = b.floatConst(t, 1.0);
    Value negTwo = b.floatConst(t, -2.0);
    Value isNeg = b.cast("arith.uitofp", t, b.cmpf("olt", x, zero));
    Value sign = b.same("arith.addf", b.same("arith.mulf", isNeg, negTwo), one);
    Value pos = b.same("arith.mulf", sign, x);
    Value e = b.same("math.exp", b.same("arith.mulf", negTwo, pos));
    Value q = b.same("arith.divf", b.same("arith.subf", one, e), b.same("arith.addf", one, e));
    return done(rw, op, b.same("arith.mulf", sign, q));
  });

  static final RewritePattern TAN = pat("tan", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value x = op.operand(0);
    Value sin = b.same("math.sin", x);
    Value cos = b.same("math.cos", x);
    return done(rw, op, b.same("arith.divf", sin, cos));
  });

  /** asinh: log(x + sqrt(fma(x, x, 1))); acosh with -1. */
  private static RewritePattern arcHyperbolic(String mnemonic, double c) {
    return pat(mnemonic, (op, rw) -> {
      ArithBuilder b = at(rw, op);
      Value x = op.operand(0);
      Value k = b.floatConst(x.type(), c);
      Value sqrt = b.same("math.sqrt", b.same("math.fma", x, x, k));
      return done(rw, op, b.same("math.log", b.same("arith.addf", x, sqrt)));
    });
  }

  static final RewritePattern ATANH = pat("atanh", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value x = op.operand(0);
    Value one = b.floatConst(x.type(), 1.0);
    Value add = b.same("arith.addf", x, one);
    Value sub = b.same("arith.addf", b.same("arith.negf", x), one);
    Value log = b.same("math.log", b.same("arith.divf", add, sub));
    return done(rw, op, b.same("arith.mulf", log, b.floatConst(x.type(), 0.5)));
  });

  static final RewritePattern FMA = pat("fma", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    return done(rw, op, b.same("arith.addf", b.same("arith.mulf", op.operand(0), op.operand(1)), op.operand(2)));
  });

  static final RewritePattern CEIL = pat("ceil", (op, rw) -> {
    Value x = op.operand(0);
    if (dynamicShape(x.type())) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Value t = truncated(b, x);
    Value zero = b.floatConst(x.type(), 0.0);
    Value one = b.floatConst(x.type(), 1.0);
    Value incr = b.select(b.cmpf("ogt", x, t), one, zero);
    return done(rw, op, b.same("arith.addf", t, incr));
  });

  static final RewritePattern EXP2 = pat("exp2", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value x = op.operand(0);
    Value ln2 = b.floatConst(x.type(), 0.693147180559945309417);
    return done(rw, op, b.same("math.exp", b.same("arith.mulf", x, ln2)));
  });

  /** The float value of a constant-like op defining {@code v} (scalar or splat), else null. */
  static Double constFloat(Value v) {
    Attribute a = OperationFolder.constantValue(v);
    if (a == null || ConstFold.floatKind(a) == null) {
      return null;
    }
    BigInteger bits = ConstFold.floatBits(a);
    return bits == null ? null : Floats.toDouble(ConstFold.floatKind(a), bits);
  }

  static final RewritePattern POWF = pat("powf", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value a = op.operand(0);
    Value e = op.operand(1);
    Double c = constFloat(e);
    if (c != null) {
      double v = c;
      if (v == 0.0) {
        return done(rw, op, b.floatConst(a.type(), 1.0));
      } else if (v == 1.0) {
        return done(rw, op, a);
      } else if (v == -1.0) {
        Value one = b.floatConst(a.type(), 1.0);
        return done(rw, op, b.same("arith.divf", one, a));
      } else if (v == 0.5) {
        return done(rw, op, b.same("math.sqrt", a));
      } else if (v == -0.5) {
        return done(rw, op, b.same("math.rsqrt", a));
      } else if (v == 2.0) {
        return done(rw, op, b.same("arith.mulf", a, a));
      } else if (v == -2.0) {
        Value one = b.floatConst(a.type(), 1.0);
        return done(rw, op, b.same("arith.divf", one, b.same("arith.mulf", a, a)));
      } else if (v == 3.0) {
        return done(rw, op, b.same("arith.mulf", b.same("arith.mulf", a, a), a));
      }
    }
    Value log = b.same("math.log", a);
    return done(rw, op, b.same("math.exp", b.same("arith.mulf", e, log)));
  });

  static final RewritePattern FPOWI = pat("fpowi", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value base = op.operand(0);
    Value power = op.operand(1);
    Type t = base.type();
    BigInteger p = OperationFolder.constantValue(power) instanceof Attribute a ? ConstFold.intValue(a) : null;
    if (p == null) {
      Value fp = b.cast("arith.sitofp", t, power);
      return done(rw, op, b.op("math.powf", List.of(t), List.of(base, fp)).result(0));
    }
    int w = ConstFold.width(ConstFold.elementTypeOrSelf(power.type()));
    long n = org.jmlir.dialect.fold.IntBits.wrap(p, w).longValue();
    boolean negative = n < 0;
    long abs = Math.abs(n);
    Value one = b.floatConst(t, 1.0);
    Value res = b.floatConst(t, 1.0);
    while (abs > 0) {
      if ((abs & 1) != 0) {
        res = b.same("arith.mulf", base, res);
      }
      abs >>= 1;
      base = b.same("arith.mulf", base, base);
    }
    if (negative) {
      Value zero = b.floatConst(t, 0.0);
      Value negZero = b.floatConst(t, -0.0);
      Value posInf = b.floatConst(t, Double.POSITIVE_INFINITY);
      Value negInf = b.floatConst(t, Double.NEGATIVE_INFINITY);
      Value isZero = b.cmpf("oeq", res, zero);
      Value isNegZero = b.cmpf("oeq", res, negZero);
      res = b.same("arith.divf", one, res);
      res = b.select(isZero, posInf, res);
      res = b.select(isNegZero, negInf, res);
    }
    return done(rw, op, res);
  });

  /** round (f32 only): trunc(x + copysign(0.5, x)), except where the biased exponent is at least 23. */
  static final RewritePattern ROUND = pat("round", (op, rw) -> {
    Value x = op.operand(0);
    if (kind(x.type()) != FloatType.Kind.F32) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Type i32 = b.like(x.type(), b.i(32));
    Value half = b.floatConst(x.type(), 0.5);
    Value c23 = b.intConst(i32, 23);
    Value c127 = b.intConst(i32, 127);
    Value expMask = b.intConst(i32, 255);
    Value incr = b.same("math.copysign", half, x);
    Value t = truncated(b, b.same("arith.addf", x, incr));
    Value bits = b.cast("arith.bitcast", i32, x);
    Value exp = b.same("arith.andi", b.same("arith.shrui", bits, c23), expMask);
    Value biased = b.same("arith.subi", exp, c127);
    Value large = b.cmpi("sge", biased, c23);
    return done(rw, op, b.select(large, x, t));
  });

  /** roundeven: round, then step back toward even where the operand was exactly halfway. */
  static final RewritePattern ROUNDEVEN = pat("roundeven", (op, rw) -> {
    Value x = op.operand(0);
    if (!(ConstFold.elementTypeOrSelf(x.type()) instanceof FloatType ft)) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    int bitWidth = ft.width();
    int mant = ft.kind().mantissaBits();
    int expW = bitWidth - mant - 1;
    Type iTy = b.like(x.type(), b.i(bitWidth));
    Value c1Float = b.floatConst(x.type(), 1.0);
    Value c0 = b.intConst(iTy, 0);
    Value c1 = b.intConst(iTy, 1);
    Value cNeg1 = b.intConst(iTy, -1);
    Value c23 = b.intConst(iTy, mant);
    Value c31 = b.intConst(iTy, bitWidth - 1);
    Value c127 = b.intConst(iTy, BigInteger.ONE.shiftLeft(expW - 1).subtract(BigInteger.ONE));
    Value c2To22 = b.intConst(iTy, BigInteger.ONE.shiftLeft(mant - 1));
    Value c23Mask = b.intConst(iTy, BigInteger.ONE.shiftLeft(mant).subtract(BigInteger.ONE));
    Value expMask = b.intConst(iTy, BigInteger.ONE.shiftLeft(expW).subtract(BigInteger.ONE));
    Value xBits = b.cast("arith.bitcast", iTy, x);
    Value round = b.same("math.round", x);
    Value roundBits = b.cast("arith.bitcast", iTy, round);
    Value xExp = b.same("arith.andi", b.same("arith.shrui", xBits, c23), expMask);
    Value xBiased = b.same("arith.subi", xExp, c127);
    Value rExp = b.same("arith.andi", b.same("arith.shrui", roundBits, c23), expMask);
    Value rBiased = b.same("arith.subi", rExp, c127);
    java.util.function.BiFunction<Value, Value, Value> shr = (v, s) -> {
      Value cl = b.same("arith.minsi", b.same("arith.maxsi", s, c0), c31);
      return b.same("arith.shrui", v, cl);
    };
    java.util.function.BiFunction<Value, Value, Value> maskMantissa =
        (m, s) -> b.same("arith.andi", m, shr.apply(c23Mask, s));
    Value rBiasedEq0 = b.cmpi("eq", rBiased, c0);
    Value rBiasedMinus1 = b.same("arith.subi", rBiased, c1);
    Value rMasked = maskMantissa.apply(roundBits, rBiasedMinus1);
    Value notEven = b.cmpi("ne", rMasked, c0);
    notEven = b.same("arith.ori", notEven, rBiasedEq0);
    Value xBiasedEqNeg1 = b.cmpi("eq", xBiased, cNeg1);
    Value expected = b.select(xBiasedEqNeg1, c0, shr.apply(c2To22, xBiased));
    Value xMasked = maskMantissa.apply(xBits, xBiased);
    Value halfway = b.cmpi("eq", xMasked, expected);
    Value geNeg1 = b.cmpi("sge", xBiased, cNeg1);
    Value lt23 = b.cmpi("slt", xBiased, c23);
    halfway = b.same("arith.andi", halfway, lt23);
    halfway = b.same("arith.andi", halfway, geNeg1);
    Value sign = b.same("math.copysign", c1Float, x);
    Value shifted = b.same("arith.subf", round, sign);
    Value needsShift = b.same("arith.andi", notEven, halfway);
    Value result = b.select(needsShift, shifted, round);
    return done(rw, op, b.same("math.copysign", result, x));
  });

  static final RewritePattern RSQRT = pat("rsqrt", (op, rw) -> {
    Value x = op.operand(0);
    if (dynamicShape(x.type()) || !(ConstFold.elementTypeOrSelf(x.type()) instanceof FloatType)) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Value one = b.floatConst(x.type(), 1.0);
    Value sqrt = b.same("math.sqrt", x);
    return done(rw, op, b.same("arith.divf", one, sqrt));
  });

  static final RewritePattern CLAMPF = pat("clampf", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    FastMathFlagsAttr fm = op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f ? f : null;
    Value min = b.sameFm("arith.minimumf", fm, op.operand(0), op.operand(1));
    return done(rw, op, b.sameFm("arith.maximumf", fm, min, op.operand(2)));
  });

  /** ctlz by binary search on the bits (integers up to 64 bits). */
  static final RewritePattern CTLZ = pat("ctlz", (op, rw) -> {
    Value x0 = op.operand(0);
    Type t = x0.type();
    if (!(ConstFold.elementTypeOrSelf(t) instanceof IntegerType it) || it.width() > 64) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    int bw = it.width();
    BigInteger all = BigInteger.ONE.shiftLeft(bw).subtract(BigInteger.ONE);
    Value x = x0;
    Value count = b.intConst(t, 0);
    for (int w = bw; w > 1; w /= 2) {
      int half = w / 2;
      Value bits = b.intConst(t, half);
      Value mask = b.intConst(t, all.shiftRight(half));
      Value pred = b.cmpi("ule", x, mask);
      Value add = b.same("arith.addi", count, bits);
      Value shift = b.same("arith.shli", x, bits);
      x = b.select(pred, shift, x);
      count = b.select(pred, add, count);
    }
    Value zero = b.intConst(t, 0);
    Value isZero = b.cmpi("eq", x0, zero);
    Value width = b.intConst(t, bw);
    return done(rw, op, b.select(isZero, width, count));
  });

  /** populateExpansionPatterns, filtered by mnemonic (all when the list is empty). */
  public static List<RewritePattern> patterns(List<String> mnemonics) {
    List<RewritePattern> all = List.of(CTLZ, hyperbolic("sinh", "arith.subf"), hyperbolic("cosh", "arith.addf"), TAN, TANH, arcHyperbolic("asinh", 1.0),
        arcHyperbolic("acosh", -1.0), ATANH, FMA, CEIL, EXP2, POWF, FPOWI, ROUND, ROUNDEVEN, RSQRT, CLAMPF);
    List<RewritePattern> out = new ArrayList<>();
    for (RewritePattern p : all) {
      if (mnemonics.isEmpty() || mnemonics.contains(p.rootName().substring("math.".length()))) {
        out.add(p);
      }
    }
    return out;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns(ops)), config);
  }
}
