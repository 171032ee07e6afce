package org.jmlir.dialect.hlo.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code --stablehlo-target-independent-optimization}: the simplification and folding patterns of
 * {@link AggressiveSimplification} and {@link AggressiveFolder} in one greedy rewrite, as upstream.
 */
public final class TargetIndependentOptimization extends Pass {
  public TargetIndependentOptimization(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-target-independent-optimization";
  }

  @Override
  public String summary() {
    return "Runs canonicalizers, folders, and other target-independent optimizations.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    AggressiveFolder.Options o = AggressiveFolder.Options.of(options());
    List<RewritePattern> patterns = new ArrayList<>(AggressiveSimplification.patterns(o));
    patterns.addAll(AggressiveFolder.patterns(o));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.BOTTOM_UP);
  }
}
