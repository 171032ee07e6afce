package org.jmlir.dialect.math.transforms;

import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;

/**
 * {@code test-math-polynomial-approximation}, the name under which mlir-opt 22 applies the math
 * polynomial approximations (MLIR has no public pass for them): {@link PolynomialApproximation}'s
 * patterns under the greedy driver. {@code enable-avx2} is accepted; its rsqrt approximation needs
 * the x86vector dialect, which jmlir does not have, so it changes nothing.
 */
public final class TestPolynomialApproximation extends Pass {
  public TestPolynomialApproximation(PassOptions o) {
    super(o);
    o.getBool("enable-avx2", false);
  }

  @Override
  public String argument() {
    return "test-math-polynomial-approximation";
  }

  @Override
  public String summary() {
    return "Test math polynomial approximations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(PolynomialApproximation.patterns()), config);
  }
}
