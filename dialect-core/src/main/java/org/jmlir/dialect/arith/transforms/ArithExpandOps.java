package org.jmlir.dialect.arith.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.fold.ConstFold;
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
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FloatType.Kind;
import org.jmlir.ir.type.Type;

/**
 * {@code arith-expand} (MLIR 22's ArithExpandOpsPass): a partial conversion that rewrites the
 * arith ops LLVM has no direct lowering for into simpler arith ops. Always: ceildivsi, ceildivui,
 * floordivsi, the integer max/min, maximumf/minimumf/maxnumf/minnumf and scaling_extf/truncf. With
 * {@code include-bf16}: extf bf16 to f32 and truncf f32 to bf16 as integer bit manipulation; with
 * {@code include-f8e8m0} / {@code include-f4e2m1}: extf from and truncf to those types.
 */
public final class ArithExpandOps extends Pass {
  private final boolean bf16;
  private final boolean f8e8m0;
  private final boolean f4e2m1;

  public ArithExpandOps(PassOptions o) {
    super(o);
    bf16 = o.getBool("include-bf16", false);
    f8e8m0 = o.getBool("include-f8e8m0", false);
    f4e2m1 = o.getBool("include-f4e2m1", false);
  }

  @Override
  public String argument() {
    return "arith-expand";
  }

  @Override
  public String name() {
    return "ArithExpandOpsPass";
  }

  @Override
  public String summary() {
    return "Legalize Arith ops to be convertible to LLVM.";
  }

  private static RewritePattern pat(String name, String root, NamedPattern.Body body) {
    return new NamedPattern(name, root, 1, body);
  }

  private static ArithBuilder at(PatternRewriter rw, Operation op) {
    return new ArithBuilder(rw, op.location());
  }

  private static void replace(PatternRewriter rw, Operation op, Value v) {
    rw.replaceOp(op, List.of(v));
  }

  static FastMathFlagsAttr fastmath(Operation op) {
    return op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f ? f : null;
  }

  private static Kind kind(Type t) {
    return ConstFold.elementTypeOrSelf(t) instanceof FloatType f ? f.kind() : null;
  }

  // ---- division ------------------------------------------------------------------------------

  /** ceildivui(a, b) = a == 0 ? 0 : (a - 1) / b + 1. */
  static final RewritePattern CEILDIVUI = pat("CeilDivUIOpConverter", "arith.ceildivui", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value a = op.operand(0);
    Value zero = b.intConst(a.type(), 0);
    Value isZero = b.cmpi("eq", a, zero);
    Value one = b.intConst(a.type(), 1);
    Value q = b.same("arith.divui", b.same("arith.subi", a, one), op.operand(1));
    replace(rw, op, b.select(isZero, zero, b.same("arith.addi", q, one)));
    return true;
  });

  /** ceildivsi(a, b) = q = a / b; q * b != a and sign(a) == sign(b) ? q + 1 : q. */
  static final RewritePattern CEILDIVSI = pat("CeilDivSIOpConverter", "arith.ceildivsi", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value a = op.operand(0);
    Value d = op.operand(1);
    Value zero = b.intConst(a.type(), 0);
    Value one = b.intConst(a.type(), 1);
    Value q = b.same("arith.divsi", a, d);
    Value inexact = b.cmpi("ne", a, b.same("arith.muli", q, d));
    Value sameSign = b.cmpi("eq", b.cmpi("slt", a, zero), b.cmpi("slt", d, zero));
    Value cond = b.same("arith.andi", inexact, sameSign);
    replace(rw, op, b.select(cond, b.same("arith.addi", q, one), q));
    return true;
  });

  /** floordivsi(a, b) = q = a / b; q * b != a and sign(a) != sign(b) ? q - 1 : q. */
  static final RewritePattern FLOORDIVSI = pat("FloorDivSIOpConverter", "arith.floordivsi", (op, rw) -> {
    ArithBuilder b = at(rw, op);
    Value a = op.operand(0);
    Value d = op.operand(1);
    Value q = b.same("arith.divsi", a, d);
    Value inexact = b.cmpi("ne", a, b.same("arith.muli", q, d));
    Value zero = b.intConst(a.type(), 0);
    Value signDiffers = b.cmpi("ne", b.cmpi("slt", a, zero), b.cmpi("slt", d, zero));
    Value cond = b.same("arith.andi", inexact, signDiffers);
    Value minusOne = b.intConst(a.type(), -1);
    replace(rw, op, b.select(cond, b.same("arith.addi", q, minusOne), q));
    return true;
  });

  // ---- max / min -----------------------------------------------------------------------------

  private static RewritePattern maxMinI(String root, String pred) {
    return pat("MaxMinIOpConverter", root, (op, rw) -> {
      ArithBuilder b = at(rw, op);
      replace(rw, op, b.select(b.cmpi(pred, op.operand(0), op.operand(1)), op.operand(0), op.operand(1)));
      return true;
    });
  }

  /**
   * maximumf/minimumf: NaN in either operand gives NaN (the unordered compare selects lhs, then a
   * NaN rhs is chosen); maxnumf/minnumf: a NaN operand gives the other one.
   */
  private static RewritePattern maxMinF(String root, String pred, boolean num) {
    return pat(num ? "MaxNumMinNumFOpConverter" : "MaximumMinimumFOpConverter", root, (op, rw) -> {
      ArithBuilder b = at(rw, op);
      Value lhs = op.operand(0);
      Value rhs = op.operand(1);
      Value sel = b.select(b.cmpf(pred, lhs, rhs), lhs, rhs);
      Value probe = num ? lhs : rhs;
      replace(rw, op, b.select(b.cmpf("uno", probe, probe), rhs, sel));
      return true;
    });
  }

  // ---- bf16 ----------------------------------------------------------------------------------

  static final RewritePattern BF16_EXTF = pat("BFloat16ExtFOpConverter", "arith.extf", (op, rw) -> {
    Value in = op.operand(0);
    if (kind(in.type()) != Kind.BF16 || kind(op.result(0).type()) != Kind.F32) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Type i16 = b.like(in.type(), b.i(16));
    Type i32 = b.like(in.type(), b.i(32));
    Value ext = b.cast("arith.extui", i32, b.cast("arith.bitcast", i16, in));
    Value shl = b.same("arith.shli", ext, b.intConst(i32, 16));
    replace(rw, op, b.cast("arith.bitcast", op.result(0).type(), shl));
    return true;
  });

  /** Round to nearest even by adding 0x7fff plus bit 16, then keep the high half; NaN becomes 0x7fc0. */
  static final RewritePattern BF16_TRUNCF = pat("BFloat16TruncFOpConverter", "arith.truncf", (op, rw) -> {
    Value in = op.operand(0);
    if (kind(in.type()) != Kind.F32 || kind(op.result(0).type()) != Kind.BF16
        || op.inherentAttr("roundingmode") != null) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Type i16 = b.like(in.type(), b.i(16));
    Type i32 = b.like(in.type(), b.i(32));
    Value isNan = b.cmpf("une", in, in);
    Value c7fff = b.intConst(i32, 0x7fff);
    Value qnan = b.intConst(i16, 0x7fc0);
    Value c16 = b.intConst(i32, 16);
    Value c1 = b.intConst(i32, 1);
    Value bits = b.cast("arith.bitcast", i32, in);
    Value bit16 = b.same("arith.andi", b.same("arith.shrui", bits, c16), c1);
    Value biased = b.same("arith.addi", bits, b.same("arith.addi", bit16, c7fff));
    Value high = b.cast("arith.trunci", i16, b.same("arith.shrui", biased, c16));
    replace(rw, op, b.cast("arith.bitcast", op.result(0).type(), b.select(isNan, qnan, high)));
    return true;
  });

  // ---- f8E8M0FNU -----------------------------------------------------------------------------

  /** The f32 whose exponent field is the f8E8M0 byte (0xff, NaN, becomes all ones). */
  static final RewritePattern F8E8M0_EXTF = pat("F8E8M0ExtFOpConverter", "arith.extf", (op, rw) -> {
    Value in = op.operand(0);
    if (kind(in.type()) != Kind.F8E8M0FNU) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Type i8 = b.like(in.type(), b.i(8));
    Type i32 = b.like(in.type(), b.i(32));
    Type f32 = b.like(in.type(), b.f(Kind.F32));
    Value bits = b.cast("arith.bitcast", i8, in);
    Value nan8 = b.intConst(i8, 0xff);
    Value nan32 = b.intConst(i32, 0xffffffffL);
    Value c23 = b.intConst(i32, 23);
    Value f32Bits = b.same("arith.shli", b.cast("arith.extui", i32, bits), c23);
    f32Bits = b.select(b.cmpi("eq", bits, nan8), nan32, f32Bits);
    Value result = b.cast("arith.bitcast", f32, f32Bits);
    Type out = op.result(0).type();
    int w = ((FloatType) ConstFold.elementTypeOrSelf(out)).width();
    if (w < 32) {
      result = b.castFm("arith.truncf", out, result, fastmath(op));
    } else if (w > 32) {
      result = b.castFm("arith.extf", out, result, fastmath(op));
    }
    replace(rw, op, result);
    return true;
  });

  /** The exponent byte of the value as f32. */
  static final RewritePattern F8E8M0_TRUNCF = pat("F8E8M0TruncFOpConverter", "arith.truncf", (op, rw) -> {
    Type out = op.result(0).type();
    if (kind(out) != Kind.F8E8M0FNU || op.inherentAttr("roundingmode") != null) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Value in = op.operand(0);
    Type i8 = b.like(in.type(), b.i(8));
    Type i32 = b.like(in.type(), b.i(32));
    Type f32 = b.like(in.type(), b.f(Kind.F32));
    int w = ((FloatType) ConstFold.elementTypeOrSelf(in.type())).width();
    if (w < 32) {
      in = b.castFm("arith.extf", f32, in, fastmath(op));
    } else if (w > 32) {
      in = b.castFm("arith.truncf", f32, in, fastmath(op));
    }
    Value bits = b.cast("arith.bitcast", i32, in);
    Value exp = b.same("arith.shrui", bits, b.intConst(i32, 23));
    replace(rw, op, b.cast("arith.bitcast", out, b.cast("arith.trunci", i8, exp)));
    return true;
  });

  // ---- f4E2M1FN ------------------------------------------------------------------------------

  /**
   * extf from f4E2M1FN: the f32 bits are assembled from the 3 magnitude bits (exponent high part
   * 0x3f000000 or 0x40000000, zero for 0; mantissa and low exponent bit shifted into place, with
   * 0.5 special) and the sign; then truncated to a narrower result type.
   */
  static final RewritePattern F4E2M1_EXTF = pat("F4E2M1ExtFOpConverter", "arith.extf", (op, rw) -> {
    Value in = op.operand(0);
    if (kind(in.type()) != Kind.F4E2M1FN) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Type f32 = b.like(in.type(), b.f(Kind.F32));
    Type i4 = b.like(in.type(), b.i(4));
    Type i32 = b.like(in.type(), b.i(32));
    Value bits = b.cast("arith.bitcast", i4, in);
    Value c0 = b.intConst(i4, 0);
    Value c1 = b.intConst(i4, 1);
    Value c2 = b.intConst(i4, 2);
    Value c4 = b.intConst(i4, 4);
    Value c7 = b.intConst(i4, 7);
    Value mag = b.same("arith.andi", bits, c7);
    Value c20 = b.intConst(i32, 0x14);
    Value low = b.same("arith.shli", mag, c2);
    low = b.select(b.cmpi("eq", mag, c1), c0, low);
    low = b.same("arith.shli", b.cast("arith.extui", i32, low), c20);
    Value zeroBits = b.intConst(i32, 0);
    Value highExp = b.intConst(i32, 0x40000000);
    Value lowExp = b.intConst(i32, 0x3f000000);
    Value exp = b.select(b.cmpi("uge", mag, c4), highExp, lowExp);
    exp = b.select(b.cmpi("eq", mag, c0), zeroBits, exp);
    Value signBit = b.intConst(i32, 0x80000000L);
    Value c8 = b.intConst(i4, 8);
    Value sign = b.select(b.cmpi("uge", bits, c8), signBit, zeroBits);
    Value all = b.same("arith.addi", b.same("arith.addi", low, exp), sign);
    Value result = b.cast("arith.bitcast", f32, all);
    if (kind(op.result(0).type()) != Kind.F32) {
      result = b.cast("arith.truncf", op.result(0).type(), result);
    }
    replace(rw, op, result);
    return true;
  });

  /**
   * truncf to f4E2M1FN (round to nearest, ties to even, as the OCP MX spec asks): clamp to
   * [-6, 6], then sign, rebiased exponent and first mantissa bit, with the subnormal and 0.5 cases,
   * rounded up when the dropped mantissa is at least half.
   */
  static final RewritePattern F4E2M1_TRUNCF = pat("F4E2M1TruncFOpConverter", "arith.truncf", (op, rw) -> {
    Type out = op.result(0).type();
    if (kind(out) != Kind.F4E2M1FN) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Value in = op.operand(0);
    Type i4 = b.like(in.type(), b.i(4));
    Type i8 = b.like(in.type(), b.i(8));
    Type i32 = b.like(in.type(), b.i(32));
    Type f32 = b.like(in.type(), b.f(Kind.F32));
    if (kind(in.type()) != Kind.F32) {
      in = b.cast("arith.extf", f32, in);
    }
    Value c1 = b.intConst(i4, 1);
    Value c3 = b.intConst(i4, 3);
    Value c22 = b.intConst(i32, 22);
    Value c0i8 = b.intConst(i8, 0);
    Value cffi8 = b.intConst(i8, 0xff);
    Value zero32 = b.intConst(i32, 0);
    Value hi = b.floatConst(f32, 6.0);
    Value lo = b.floatConst(f32, -6.0);
    Value clamped = b.same("arith.minnumf", in, hi);
    clamped = b.same("arith.maxnumf", clamped, lo);
    Value bits = b.cast("arith.bitcast", i32, clamped);
    Value sign = b.same("arith.shrui", bits, b.intConst(i32, 31));
    Value f4 = b.same("arith.shli", b.cast("arith.trunci", i4, sign), c3);
    Value bias = b.intConst(i32, 0x7e);
    Value signExp = b.same("arith.shrui", bits, b.intConst(i32, 23));
    Value biased = b.same("arith.subi", signExp, bias);
    Value exp4 = b.same("arith.shli", b.cast("arith.trunci", i4, biased), c1);
    f4 = b.same("arith.addi", f4, exp4);
    Value firstBit = b.same("arith.andi", bits, b.intConst(i32, 0x400000));
    firstBit = b.same("arith.shrui", firstBit, c22);
    f4 = b.same("arith.addi", f4, b.cast("arith.trunci", i4, firstBit));
    Value manMask = b.intConst(i32, 0x7fffff);
    Value exp8 = b.cast("arith.trunci", i8, biased);
    Value subnormal = b.cmpi("sle", exp8, c0i8);
    Value negOneExp = b.cmpi("eq", exp8, cffi8);
    Value man23 = b.same("arith.andi", bits, manMask);
    Value nonZeroMan = b.cmpi("ugt", man23, zero32);
    Value toHalf = b.same("arith.andi", negOneExp, nonZeroMan);
    Value zeroExp = b.cmpi("eq", exp8, c0i8);
    Value subBits = b.intConst(i4, 0xf);
    Value halfBits = b.intConst(i4, 0);
    Value sub = b.select(subnormal, subBits, f4);
    sub = b.select(toHalf, halfBits, sub);
    f4 = b.select(zeroExp, f4, sub);
    Value mask22 = b.intConst(i32, 0x3fffff);
    Value half = b.intConst(i32, 0x200000);
    Value round = b.cmpi("uge", b.same("arith.andi", bits, mask22), half);
    round = b.same("arith.ori", round, subnormal);
    f4 = b.select(round, b.same("arith.addi", f4, c1), f4);
    replace(rw, op, b.cast("arith.bitcast", out, f4));
    return true;
  });

  // ---- scaling_extf / scaling_truncf ---------------------------------------------------------

  /** The scale as f8E8M0FNU: 16- and 32-bit float scales are truncated to it first; null if it cannot be. */
  private static Value scale(ArithBuilder b, Operation op) {
    Value s = op.operand(1);
    Type e = ConstFold.elementTypeOrSelf(s.type());
    if (ConstFold.width(e) >= 16) {
      s = b.castFm("arith.truncf", b.like(s.type(), b.f(Kind.F8E8M0FNU)), s, fastmath(op));
    }
    return kind(s.type()) == Kind.F8E8M0FNU ? s : null;
  }

  private static boolean scaleConvertible(Operation op) {
    Type e = ConstFold.elementTypeOrSelf(op.operand(1).type());
    return ConstFold.width(e) >= 16 || kind(e) == Kind.F8E8M0FNU;
  }

  /** scaling_extf(x, s) = extf(x) * extf(s). */
  static final RewritePattern SCALING_EXTF = pat("ScalingExtFOpConverter", "arith.scaling_extf", (op, rw) -> {
    if (!scaleConvertible(op)) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Value s = scale(b, op);
    Type out = op.result(0).type();
    FastMathFlagsAttr fm = fastmath(op);
    Value sExt = b.castFm("arith.extf", out, s, fm);
    Value xExt = b.castFm("arith.extf", out, op.operand(0), fm);
    replace(rw, op, b.sameFm("arith.mulf", fm, xExt, sExt));
    return true;
  });

  /** scaling_truncf(x, s) = truncf(x / extf(s)). */
  static final RewritePattern SCALING_TRUNCF = pat("ScalingTruncFOpConverter", "arith.scaling_truncf", (op, rw) -> {
    if (!scaleConvertible(op)) {
      return false;
    }
    ArithBuilder b = at(rw, op);
    Value s = scale(b, op);
    FastMathFlagsAttr fm = fastmath(op);
    Value x = op.operand(0);
    Value sExt = b.castFm("arith.extf", x.type(), s, fm);
    Value q = b.sameFm("arith.divf", fm, x, sExt);
    replace(rw, op, b.op("arith.truncf", List.of(op.result(0).type()), List.of(q),
        "roundingmode", op.inherentAttr("roundingmode"), "fastmath", fm == null || fm.flags() == 0 ? null : fm).result(0));
    return true;
  });

  /** populateArithExpandOpsPatterns: division, scaling casts and max/min. */
  public static List<RewritePattern> patterns() {
    List<RewritePattern> out = new ArrayList<>(List.of(CEILDIVSI, CEILDIVUI, FLOORDIVSI, SCALING_EXTF, SCALING_TRUNCF));
    out.add(maxMinI("arith.maxsi", "sgt"));
    out.add(maxMinI("arith.maxui", "ugt"));
    out.add(maxMinI("arith.minsi", "slt"));
    out.add(maxMinI("arith.minui", "ult"));
    out.add(maxMinF("arith.maximumf", "ugt", false));
    out.add(maxMinF("arith.minimumf", "ult", false));
    out.add(maxMinF("arith.maxnumf", "ugt", true));
    out.add(maxMinF("arith.minnumf", "ult", true));
    return out;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = patterns();
    ConversionTarget target = new ConversionTarget().addLegalDialect("arith").addLegalDialect("vector");
    for (String n : List.of("ceildivsi", "ceildivui", "floordivsi", "maxsi", "maxui", "minsi", "minui", "maximumf",
        "minimumf", "maxnumf", "minnumf", "scaling_extf", "scaling_truncf")) {
      target.addIllegalOp("arith." + n);
    }
    if (bf16) {
      patterns.add(BF16_EXTF);
      patterns.add(BF16_TRUNCF);
    }
    if (f8e8m0) {
      patterns.add(F8E8M0_EXTF);
      patterns.add(F8E8M0_TRUNCF);
    }
    if (f4e2m1) {
      patterns.add(F4E2M1_EXTF);
      patterns.add(F4E2M1_TRUNCF);
    }
    target.addDynamicallyLegalOp("arith.extf", op -> {
      Kind in = kind(op.operand(0).type());
      Kind out = kind(op.result(0).type());
      return !(bf16 && in == Kind.BF16 && out == Kind.F32) && !(f8e8m0 && in == Kind.F8E8M0FNU)
          && !(f4e2m1 && in == Kind.F4E2M1FN);
    });
    target.addDynamicallyLegalOp("arith.truncf", op -> {
      Kind in = kind(op.operand(0).type());
      Kind out = kind(op.result(0).type());
      return !(bf16 && in == Kind.F32 && out == Kind.BF16) && !(f8e8m0 && out == Kind.F8E8M0FNU)
          && !(f4e2m1 && out == Kind.F4E2M1FN);
    });
    if (!DialectConversion.applyPartialConversion(root, target, patterns)) {
      pc.signalFailure();
    }
  }
}
