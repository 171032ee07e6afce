package org.jmlir.dialect.math;

import java.util.List;
import org.jmlir.dialect.arith.FastMathFlagsAttr;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code math-sincos-fusion} (MLIR's MathSincosFusion): a {@code math.sin} and a {@code math.cos} of
 * the same value in the same block, with the same fast-math flags, become one {@code math.sincos}
 * at the earlier of the two; run by the greedy driver (MLIR's default configuration).
 */
public final class SincosFusion extends Pass {
  public SincosFusion(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "math-sincos-fusion";
  }

  @Override
  public String summary() {
    return "Fuse sin and cos operations.";
  }

  private static final class Fuse extends RewritePattern {
    Fuse() {
      super("math.sin", 1);
    }

    @Override
    public boolean matchAndRewrite(Operation sin, PatternRewriter rw) {
      Operation cos = null;
      for (OpOperand u = sin.operand(0).firstUse(); u != null && cos == null; u = u.nextUse()) {
        Operation o = u.owner();
        if (o.name().equals("math.cos") && o.block() == sin.block()
            && java.util.Objects.equals(o.inherentAttr("fastmath"), sin.inherentAttr("fastmath"))) {
          cos = o;
        }
      }
      if (cos == null) {
        return false;
      }
      Operation first = cos.isBeforeInBlock(sin) ? cos : sin;
      OperationState s = new OperationState(rw.context(), SincosOp.DEF, sin.location());
      s.addOperands(List.of(sin.operand(0)));
      s.addType(sin.result(0).type());
      s.addType(sin.result(0).type());
      s.properties = sin.properties();
      rw.setInsertionPoint(first);
      Operation fused = rw.create(s);
      rw.replaceOp(sin, List.of(fused.result(0)));
      rw.replaceOp(cos, List.of(fused.result(1)));
      return true;
    }
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(List.of(new Fuse())), config);
  }
}
