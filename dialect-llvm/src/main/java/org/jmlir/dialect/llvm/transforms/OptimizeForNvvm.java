package org.jmlir.dialect.llvm.transforms;

import java.util.List;
import org.jmlir.conversion.llvmcommon.LlvmBuilder;
import org.jmlir.dialect.llvm.LlvmEnums;
import org.jmlir.dialect.llvm.LlvmOpConstants;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code llvm-optimize-for-nvvm-target}, as MLIR 22: an f16 {@code llvm.fdiv} becomes an f32
 * division through {@code nvvm.rcp.approx.ftz.f}, refined by one Newton step (two fmas) unless the
 * approximation's exponent is all zeros or all ones, and truncated back to f16.
 */
public final class OptimizeForNvvm extends Pass {
  public OptimizeForNvvm(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
    }
  }

  @Override
  public String argument() {
    return "llvm-optimize-for-nvvm-target";
  }

  @Override
  public String name() {
    return "NVVMOptimizeForTargetPass";
  }

  @Override
  public String summary() {
    return "Optimize NVVM IR";
  }

  private static final RewritePattern EXPAND_DIV_F16 = new RewritePattern("llvm.fdiv", 1) {
    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rewriter) {
      if (!(op.result(0).type() instanceof FloatType ft) || ft.kind() != FloatType.Kind.F16) {
        return false;
      }
      MLIRContext ctx = op.context();
      OpDef rcpDef = ctx.lookupOp("nvvm.rcp.approx.ftz.f");
      if (rcpDef == null || !rcpDef.isRegistered()) {
        return false;
      }
      rewriter.setInsertionPoint(op);
      LlvmBuilder b = new LlvmBuilder(rewriter, op.location());
      Type f32 = FloatType.f32(ctx);
      IntegerType i32 = IntegerType.get(ctx, 32);
      IntegerType ui32 = IntegerType.get(ctx, 32, IntegerType.Signedness.UNSIGNED);
      Value lhs = b.value(LlvmOpConstants.FPEXT, f32, List.of(op.operand(0)));
      Value rhs = b.value(LlvmOpConstants.FPEXT, f32, List.of(op.operand(1)));
      Value rcp = b.value(rcpDef, f32, List.of(rhs));
      Value approx = b.value(LlvmOpConstants.FMUL, f32, List.of(lhs, rcp));
      OpDef fma = ctx.lookupOp("llvm.intr.fma");
      Value neg = b.value(LlvmOpConstants.FNEG, f32, List.of(rhs));
      Value err = b.value(fma, f32, List.of(approx, neg, lhs));
      Value refined = b.value(fma, f32, List.of(err, rcp, approx));
      Value mask = b.constant(i32, IntegerAttr.get(ctx, ui32, 0x7f800000L));
      Value cast = b.value(LlvmOpConstants.BITCAST, i32, List.of(approx));
      Value exp = b.value(LlvmOpConstants.AND, i32, List.of(cast, mask));
      Value zero = b.constant(i32, IntegerAttr.get(ctx, ui32, 0));
      IntegerType i1 = IntegerType.get(ctx, 1);
      Value isZero = b.value(LlvmOpConstants.ICMP, i1, List.of(exp, zero), "predicate", LlvmEnums.ICMP_PREDICATE.attr(ctx, "eq"));
      Value isMask = b.value(LlvmOpConstants.ICMP, i1, List.of(exp, mask), "predicate", LlvmEnums.ICMP_PREDICATE.attr(ctx, "eq"));
      Value pred = b.value(LlvmOpConstants.OR, i1, List.of(isZero, isMask));
      Value result = b.value(LlvmOpConstants.SELECT, f32, List.of(pred, approx, refined));
      Value trunc = b.value(LlvmOpConstants.FPTRUNC, op.result(0).type(), List.of(result));
      rewriter.replaceOp(op, List.of(trunc));
      return true;
    }
  };

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(List.of(EXPAND_DIV_F16)), GreedyRewriteConfig.BOTTOM_UP);
  }
}
