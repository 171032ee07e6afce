package org.jmlir.conversion.complextollvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.conversion.arithtollvm.ArithToLlvm;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.conversion.llvmcommon.LlvmConversionPass;
import org.jmlir.conversion.llvmcommon.LlvmTypeConverter;
import org.jmlir.conversion.complextostandard.Division;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.dialect.llvm.LlvmEnums;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.dialect.llvm.FastmathFlagsAttr;
import org.jmlir.dialect.llvm.LlvmOps;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.rewrite.conversion.ConversionPattern;
import org.jmlir.ir.rewrite.conversion.ConversionTarget;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.Type;

/**
 * {@code convert-complex-to-llvm} (MLIR 22's ConvertComplexToLLVMPass): a {@code complex<fN>} is an
 * {@code !llvm.struct<(fN, fN)>} (real part first); create, re, im and constant become
 * insertvalue/extractvalue/llvm.mlir.constant, add/sub/mul/div/abs are expanded on the parts.
 * Division uses the textbook formula ({@code complex-range=basic}, the pass's default, and
 * {@code none}) or Smith's range reduction ({@code improved}), the same {@link Division} formulas
 * as convert-complex-to-standard in llvm ops.
 */
public final class ComplexToLlvm extends LlvmConversionPass {
  public ComplexToLlvm(PassOptions o) {
    super(o, Set.of("complex-range"), "convert-complex-to-llvm", "ConvertComplexToLLVMPass", "Convert Complex dialect to LLVM dialect");
    improved = o.getEnum("complex-range", "basic", Set.of("improved", "basic", "none")).equals("improved");
  }

  private final boolean improved;

  @Override
  protected void configure(ConversionTarget target) {
    target.addIllegalDialect("complex");
  }

  @Override
  protected List<RewritePattern> patterns(LlvmTypeConverter tc) {
    return patterns(tc, new ArrayList<>(), improved);
  }

  /** The division formulas' operations as llvm ops (fast-math flags on the arithmetic and fabs). */
  private static Division.Ops llvmOps(LlvmBuilder b, FastmathFlagsAttr f) {
    MLIRContext ctx = b.context();
    return new Division.Ops() {
      @Override
      public Value div(Value x, Value y) {
        return b.binary(LlvmOps.FDIV, x, y, "fastmathFlags", f);
      }

      @Override
      public Value mul(Value x, Value y) {
        return b.binary(LlvmOps.FMUL, x, y, "fastmathFlags", f);
      }

      @Override
      public Value add(Value x, Value y) {
        return b.binary(LlvmOps.FADD, x, y, "fastmathFlags", f);
      }

      @Override
      public Value sub(Value x, Value y) {
        return b.binary(LlvmOps.FSUB, x, y, "fastmathFlags", f);
      }

      @Override
      public Value abs(Value x) {
        return b.value(ctx.lookupOp("llvm.intr.fabs"), x.type(), List.of(x), "fastmathFlags", f);
      }

      @Override
      public Value cmp(String predicate, Value x, Value y) {
        return b.value(LlvmOps.FCMP, IntegerType.get(ctx, 1), List.of(x, y), "predicate", LlvmEnums.FCMP_PREDICATE.attr(ctx, predicate));
      }

      @Override
      public Value and(Value x, Value y) {
        return b.binary(LlvmOps.AND, x, y);
      }

      @Override
      public Value or(Value x, Value y) {
        return b.binary(LlvmOps.OR, x, y);
      }

      @Override
      public Value select(Value c, Value t, Value e) {
        return b.value(LlvmOps.SELECT, t.type(), List.of(c, t, e));
      }

      @Override
      public Value copysign(Value m, Value sign) {
        return b.value(ctx.lookupOp("llvm.intr.copysign"), m.type(), List.of(m, sign));
      }

      @Override
      public Value constant(Value like, double v) {
        return b.constant(like.type(), FloatAttr.get(ctx, (FloatType) like.type(), v));
      }
    };
  }

  private static FastmathFlagsAttr fm(Operation op) {
    int f = op.inherentAttr("fastmath") instanceof FastMathFlagsAttr a ? ArithToLlvm.fastmath(a.flags()) : 0;
    return FastmathFlagsAttr.get(op.context(), f);
  }

  /** The parts of two complex operands: lhs re, lhs im, rhs re, rhs im. */
  private static Value[] unpack(LlvmBuilder b, Type el, List<Value> operands) {
    return new Value[] {b.extractValue(el, operands.get(0), 0), b.extractValue(el, operands.get(0), 1),
        b.extractValue(el, operands.get(1), 0), b.extractValue(el, operands.get(1), 1)};
  }

  private interface Binary {
    Value[] apply(LlvmBuilder b, FastmathFlagsAttr f, Value lre, Value lim, Value rre, Value rim);
  }

  private static RewritePattern binary(LlvmTypeConverter tc, String mnemonic, Binary body) {
    return ConversionPattern.of("complex." + mnemonic, tc, (op, operands, rw) -> {
      Type st = tc.convertType(op.result(0).type());
      if (st == null) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Value[] p = unpack(b, tc.convertType(((ComplexType) op.result(0).type()).elementType()), operands);
      Value result = b.poison(st);
      Value[] r = body.apply(b, fm(op), p[0], p[1], p[2], p[3]);
      rw.replaceOp(op, List.of(b.insertValue(b.insertValue(result, r[0], 0), r[1], 1)));
      return true;
    });
  }

  /** Adds the complex-to-llvm patterns to {@code out} (division by the textbook formula, as {@code complex-range=basic}). */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out) {
    return patterns(tc, out, false);
  }

  /** Adds the complex-to-llvm patterns to {@code out}; {@code improved}: division by range reduction. */
  public static List<RewritePattern> patterns(LlvmTypeConverter tc, List<RewritePattern> out, boolean improved) {
    out.add(ConversionPattern.of("complex.create", tc, (op, operands, rw) -> {
      Type st = tc.convertType(op.result(0).type());
      if (st == null) {
        return false;
      }
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      rw.replaceOp(op, List.of(b.insertValue(b.insertValue(b.poison(st), operands.get(0), 0), operands.get(1), 1)));
      return true;
    }));
    for (String m : List.of("re", "im")) {
      out.add(ConversionPattern.of("complex." + m, tc, (op, operands, rw) -> {
        LlvmBuilder b = new LlvmBuilder(rw, op.location());
        rw.replaceOp(op, List.of(b.extractValue(tc.convertType(op.result(0).type()), operands.get(0), m.equals("re") ? 0 : 1)));
        return true;
      }));
    }
    out.add(ConversionPattern.of("complex.constant", tc, (op, operands, rw) -> {
      Type st = tc.convertType(op.result(0).type());
      if (st == null) {
        return false;
      }
      rw.replaceOp(op, List.of(LlvmBuilder.passDiscardable(op, new LlvmBuilder(rw, op.location()).constant(st, op.attr("value")))));
      return true;
    }));
    out.add(ConversionPattern.of("complex.abs", tc, (op, operands, rw) -> {
      LlvmBuilder b = new LlvmBuilder(rw, op.location());
      Type el = op.result(0).type();
      Value re = b.extractValue(el, operands.get(0), 0);
      Value im = b.extractValue(el, operands.get(0), 1);
      FastmathFlagsAttr f = fm(op);
      Value sq = b.binary(LlvmOps.FADD, b.binary(LlvmOps.FMUL, re, re, "fastmathFlags", f), b.binary(LlvmOps.FMUL, im, im, "fastmathFlags", f),
          "fastmathFlags", f);
      rw.replaceOp(op, List.of(b.value(op.context().lookupOp("llvm.intr.sqrt"), el, List.of(sq))));
      return true;
    }));
    out.add(binary(tc, "add", (b, f, lre, lim, rre, rim) -> new Value[] {
        b.binary(LlvmOps.FADD, lre, rre, "fastmathFlags", f), b.binary(LlvmOps.FADD, lim, rim, "fastmathFlags", f)}));
    out.add(binary(tc, "sub", (b, f, lre, lim, rre, rim) -> new Value[] {
        b.binary(LlvmOps.FSUB, lre, rre, "fastmathFlags", f), b.binary(LlvmOps.FSUB, lim, rim, "fastmathFlags", f)}));
    out.add(binary(tc, "mul", (b, f, lre, lim, rre, rim) -> {
      Value re = b.binary(LlvmOps.FSUB, b.binary(LlvmOps.FMUL, rre, lre, "fastmathFlags", f), b.binary(LlvmOps.FMUL, rim, lim, "fastmathFlags", f),
          "fastmathFlags", f);
      Value im = b.binary(LlvmOps.FADD, b.binary(LlvmOps.FMUL, lim, rre, "fastmathFlags", f), b.binary(LlvmOps.FMUL, lre, rim, "fastmathFlags", f),
          "fastmathFlags", f);
      return new Value[] {re, im};
    }));
    out.add(binary(tc, "div", (b, f, lre, lim, rre, rim) -> improved ? Division.rangeReduction(llvmOps(b, f), lre, lim, rre, rim)
        : Division.algebraic(llvmOps(b, f), lre, lim, rre, rim)));
    return out;
  }
}
