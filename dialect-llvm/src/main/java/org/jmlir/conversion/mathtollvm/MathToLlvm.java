package org.jmlir.conversion.mathtollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.conversion.arithtollvm.ArithToLlvm;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.llvm.FastmathFlagsAttr;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-math-to-llvm}, as MLIR 22's MathToLLVM: math ops with an LLVM intrinsic become it
 * (fast-math flags carried over), rsqrt, expm1 and log1p expand, the classification ops become
 * {@code llvm.intr.is.fpclass}. The ops without an intrinsic (erf, cbrt, ...) stay for
 * {@code convert-math-to-libm}.
 */
public final class MathToLlvm extends LlvmConversionPass {
  public MathToLlvm(PassOptions o) {
    super(o, Set.of("approximate-log1p"), "convert-math-to-llvm", "ConvertMathToLLVMPass", "Convert Math dialect to LLVM dialect");
  }




  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter converter) {
    return patterns(converter, new ArrayList<>(), options().getBool("approximate-log1p", true));
  }


  /** math op -> llvm intrinsic with the same operands. */
  private static final Map<String, String> DIRECT =
      Map.ofEntries(
          Map.entry("math.sqrt", "sqrt"), Map.entry("math.absf", "fabs"), Map.entry("math.exp", "exp"),
          Map.entry("math.exp2", "exp2"), Map.entry("math.log", "log"), Map.entry("math.log2", "log2"),
          Map.entry("math.log10", "log10"), Map.entry("math.sin", "sin"), Map.entry("math.cos", "cos"),
          Map.entry("math.tan", "tan"), Map.entry("math.tanh", "tanh"), Map.entry("math.sinh", "sinh"),
          Map.entry("math.cosh", "cosh"), Map.entry("math.asin", "asin"), Map.entry("math.acos", "acos"),
          Map.entry("math.atan", "atan"), Map.entry("math.floor", "floor"), Map.entry("math.ceil", "ceil"),
          Map.entry("math.round", "round"), Map.entry("math.roundeven", "roundeven"), Map.entry("math.trunc", "trunc"),
          Map.entry("math.powf", "pow"), Map.entry("math.copysign", "copysign"), Map.entry("math.atan2", "atan2"),
          Map.entry("math.fma", "fma"), Map.entry("math.fpowi", "powi"), Map.entry("math.ctpop", "ctpop"));

  /** The classification ops and their is.fpclass masks. */
  private static final Map<String, Integer> FPCLASS =
      Map.of("math.isnan", 3, "math.isfinite", 504); // MLIR 22 lowers only these two

  /**
   * Adds the math-to-llvm patterns to {@code out}; none applies to a float format LLVM lacks (those
   * ops stay, for convert-math-to-apfloat).
   */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    return patterns(tc, out, true);
  }

  /** As above; {@code approximateLog1p} false leaves math.log1p alone (the pass option of that name). */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out, boolean approximateLog1p) {
    List<RewritePattern> mine = new ArrayList<>();
    addPatterns(tc, mine, approximateLog1p);
    for (RewritePattern p : mine) {
      ConversionPattern c = (ConversionPattern) p;
      out.add(ConversionPattern.of(p.rootName(), p.benefit(), tc,
          (op, operands, rw) -> !ArithToLlvm.touchesIntegerCarriedFloat(op) && c.matchAndRewrite(op, operands, rw)));
    }
    return out;
  }

  private static void addPatterns(LlvmTypeConverter tc, List<RewritePattern> out, boolean approximateLog1p) {
    for (Map.Entry<String, String> e : DIRECT.entrySet()) {
      out.add(ConversionPattern.of(e.getKey(), tc, (op, operands, rw) -> {
        Type t = tc.convertType(op.result(0).type());
        if (t == null) {
          return false;
        }
        OpDef def = op.context().lookupOp("llvm.intr." + e.getValue());
        Object[] props = def.isInherentAttr("fastmathFlags") ? new Object[] {"fastmathFlags", fastmath(op)} : new Object[0];
        LlvmBuilder b = new LlvmBuilder(rw, op.location());
        rw.replaceOp(op, List.of(t instanceof org.jmlir.dialect.llvm.LlvmArrayType
            ? b.unrollNd(t, operands, (row, rows) -> LlvmBuilder.passDiscardable(op, b.value(def, row, rows, props)))
            : LlvmBuilder.passDiscardable(op, b.value(def, t, operands, props))));
        return true;
      }));
    }
    for (String n : List.of("ctlz", "cttz")) {
      out.add(ConversionPattern.of("math." + n, tc, (op, operands, rw) -> {
        if (operands.get(0).type() instanceof org.jmlir.dialect.llvm.LlvmArrayType) {
          return false; // MLIR 22 leaves n-D vectors to other patterns
        }
        MLIRContext ctx = op.context();
        Value v = new LlvmBuilder(rw, op.location())
            .value(ctx.lookupOp("llvm.intr." + n), operands.get(0).type(), operands, "is_zero_poison", IntegerAttr.get(ctx, IntegerType.get(ctx, 1), 0));
        rw.replaceOp(op, List.of(v));
        return true;
      }));
    }
    out.add(ConversionPattern.of("math.absi", tc, (op, operands, rw) -> {
      if (operands.get(0).type() instanceof org.jmlir.dialect.llvm.LlvmArrayType) {
        return false; // as ctlz/cttz: no unrolling of n-D vectors in MLIR 22
      }
      MLIRContext ctx = op.context();
      Value v = new LlvmBuilder(rw, op.location())
          .value(ctx.lookupOp("llvm.intr.abs"), operands.get(0).type(), operands, "is_int_min_poison", IntegerAttr.get(ctx, IntegerType.get(ctx, 1), 0));
      rw.replaceOp(op, List.of(v));
      return true;
    }));
    for (Map.Entry<String, Integer> e : FPCLASS.entrySet()) {
      out.add(ConversionPattern.of(e.getKey(), tc, (op, operands, rw) -> {
        MLIRContext ctx = op.context();
        Value v = new LlvmBuilder(rw, op.location())
            .value(ctx.lookupOp("llvm.intr.is.fpclass"), op.result(0).type(), operands, "bit", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), e.getValue()));
        rw.replaceOp(op, List.of(v));
        return true;
      }));
    }
    expansion(tc, out, "math.rsqrt", (b, op, x) -> {
      Value one = one(b, x.type());
      Value sqrt = LlvmBuilder.passDiscardable(op, b.value(op.context().lookupOp("llvm.intr.sqrt"), x.type(), List.of(x), "fastmathFlags", fastmath(op)));
      return LlvmBuilder.passDiscardable(op, b.binary(LlvmOps.FDIV, one, sqrt, "fastmathFlags", fastmath(op)));
    });
    expansion(tc, out, "math.expm1", (b, op, x) -> {
      Value one = one(b, x.type());
      Value exp = LlvmBuilder.passDiscardable(op, b.value(op.context().lookupOp("llvm.intr.exp"), x.type(), List.of(x), "fastmathFlags", fastmath(op)));
      return LlvmBuilder.passDiscardable(op, b.binary(LlvmOps.FSUB, exp, one, "fastmathFlags", fastmath(op)));
    });
    if (approximateLog1p) {
      expansion(tc, out, "math.log1p", (b, op, x) -> {
        Value sum = LlvmBuilder.passDiscardable(op, b.binary(LlvmOps.FADD, one(b, x.type()), x, "fastmathFlags", fastmath(op)));
        return LlvmBuilder.passDiscardable(op, b.value(op.context().lookupOp("llvm.intr.log"), sum.type(), List.of(sum), "fastmathFlags", fastmath(op)));
      });
    }
    out.add(ConversionPattern.of("math.sincos", tc, (op, operands, rw) -> {
      Type t = operands.get(0).type();
      if (t instanceof org.jmlir.dialect.llvm.LlvmArrayType) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Type struct = org.jmlir.dialect.llvm.LlvmStructType.getLiteral(rw.context(), List.of(t, t));
      Value both = b.value(op.context().lookupOp("llvm.intr.sincos"), struct, operands, "fastmathFlags", fastmath(op));
      rw.replaceOp(op, List.of(b.extractValue(t, both, 0), b.extractValue(t, both, 1)));
      return true;
    }));
  }

  /** The body of an expanded unary op, on one scalar or 1-D vector {@code x}. */
  private interface Expansion {
    Value build(LlvmBuilder b, Operation op, Value x);
  }

  /** A unary float op expanded into llvm ops, n-D vectors unrolled over their 1-D rows. */
  private static void expansion(LlvmTypeConverter tc, List<RewritePattern> out, String name, Expansion body) {
    out.add(ConversionPattern.of(name, tc, (op, operands, rw) -> {
      Type t = tc.convertType(op.result(0).type());
      if (t == null) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value v = t instanceof org.jmlir.dialect.llvm.LlvmArrayType
          ? b.unrollNd(t, operands, (row, rows) -> body.build(b, op, rows.get(0)))
          : body.build(b, op, operands.get(0));
      rw.replaceOp(op, List.of(v));
      return true;
    }));
  }

  /** 1.0 of a float type, or its splat for a vector. */
  private static Value one(LlvmBuilder b, Type t) {
    if (t instanceof org.jmlir.ir.type.VectorType v) {
      FloatAttr one = FloatAttr.get(b.context(), (FloatType) v.elementType(), 1.0);
      return b.constant(t, org.jmlir.dialect.fold.ConstFold.splat(b.context(), v, one.bits()));
    }
    return b.constant(t, FloatAttr.get(b.context(), (FloatType) t, 1.0));
  }

  private static FastmathFlagsAttr fastmath(Operation op) {
    int f = op.inherentAttr("fastmath") instanceof FastMathFlagsAttr a ? ArithToLlvm.fastmath(a.flags()) : 0;
    return FastmathFlagsAttr.get(op.context(), f);
  }

}
