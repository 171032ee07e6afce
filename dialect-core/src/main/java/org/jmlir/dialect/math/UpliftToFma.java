package org.jmlir.dialect.math;

import java.util.List;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code math-uplift-to-fma} (MLIR's UpliftToFMA): {@code arith.addf} of an {@code arith.mulf} (either
 * side), both with the {@code contract} fast-math flag, becomes {@code math.fma} with the flags the two
 * share; run by the greedy driver (MLIR's default configuration: bottom-up, folding).
 */
public final class UpliftToFma extends Pass {
  private static final int CONTRACT = 1 << 5;

  public UpliftToFma(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "math-uplift-to-fma";
  }

  @Override
  public String summary() {
    return "Uplift arith ops to math.fma.";
  }

  private static int flags(Operation op) {
    return op.inherentAttr("fastmath") instanceof FastMathFlagsAttr f ? f.flags() : FastMathFlagsAttr.NONE;
  }

  private static final class UpliftFma extends RewritePattern {
    UpliftFma() {
      super("arith.addf", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation op, PatternRewriter rw) {
      if ((flags(op) & CONTRACT) == 0) {
        return false;
      }
      Operation mul = op.operand(0).definingOp();
      Value c = op.operand(1);
      if (mul == null || !mul.name().equals("arith.mulf")) {
        mul = op.operand(1).definingOp();
        c = op.operand(0);
        if (mul == null || !mul.name().equals("arith.mulf")) {
          return false;
        }
      }
      if ((flags(mul) & CONTRACT) == 0) {
        return false;
      }
      OperationState s = new OperationState(rw.context(), FmaOp.DEF, op.location());
      s.addOperands(List.of(mul.operand(0), mul.operand(1), c));
      s.addType(op.result(0).type());
      s.properties = DictionaryAttr.get(rw.context(),
          List.of(new NamedAttribute("fastmath", FastMathFlagsAttr.get(rw.context(), flags(op) & flags(mul)))));
      rw.replaceOpWithNewOp(op, s);
      return true;
    }
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(List.of(new UpliftFma())), config);
  }
}
