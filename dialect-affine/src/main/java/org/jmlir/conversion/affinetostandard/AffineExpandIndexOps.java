package org.jmlir.conversion.affinetostandard;

import java.util.List;
import org.jmlir.dialect.affine.AffineIndexOp;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/** {@code affine-expand-index-ops}: affine.linearize_index/delinearize_index as arith ops, greedily (MLIR 22). */
public final class AffineExpandIndexOps extends Pass {
  public AffineExpandIndexOps(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "affine-expand-index-ops";
  }

  @Override
  public String summary() {
    return "Lower affine operations operating on indices into more fundamental operations";
  }

  /** MLIR's populateAffineExpandIndexOpsPatterns. */
  public static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("LowerDelinearizeIndexOps", "affine.delinearize_index", 1, (op, rw) -> {
          IndexOpsLowering.lowerDelinearize(rw, (AffineIndexOp) op);
          return true;
        }),
        new NamedPattern("LowerLinearizeIndexOps", "affine.linearize_index", 1, (op, rw) -> {
          IndexOpsLowering.lowerLinearize(rw, (AffineIndexOp) op);
          return true;
        }));
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns()), GreedyRewriteConfig.BOTTOM_UP);
  }
}
