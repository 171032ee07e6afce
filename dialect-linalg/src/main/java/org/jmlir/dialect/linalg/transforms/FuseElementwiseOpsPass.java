package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code linalg-fuse-elementwise-ops}: fuses elementwise linalg.generic producers into their
 * consumers, greedily, with affine.apply's canonicalization (MLIR's LinalgElementwiseOpFusionPass).
 */
public final class FuseElementwiseOpsPass extends Pass {
  public FuseElementwiseOpsPass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "linalg-fuse-elementwise-ops";
  }

  @Override
  public String summary() {
    return "Fuse elementwise operations on tensors";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = new ArrayList<>(ElementwiseFusion.patterns());
    // As upstream: with linalg.generic's and affine.apply's canonicalization.
    for (String name : List.of("linalg.generic", "affine.apply")) {
      var def = root.context().lookupOp(name);
      CanonicalizationPatterns c = def == null ? null : def.extension(CanonicalizationPatterns.class);
      if (c != null) {
        patterns.addAll(c.patterns());
      }
    }
    // linalg's dialect-wide canonicalization: ops on zero-sized buffers go.
    for (var def : org.jmlir.dialect.linalg.LinalgOps.ALL) {
      CanonicalizationPatterns c = def.extension(CanonicalizationPatterns.class);
      if (c != null && !def.name().equals("linalg.generic")) {
        for (RewritePattern p : c.patterns()) {
          if (p.debugName().equals("EraseDeadLinalgOp")) {
            patterns.add(p);
          }
        }
      }
    }
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), config);
  }
}
