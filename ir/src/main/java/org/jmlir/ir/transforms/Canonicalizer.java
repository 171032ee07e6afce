package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code canonicalize}: folds and applies every loaded op's canonicalization patterns greedily.
 * Options as MLIR 22: top-down, region-simplify, max-iterations, max-num-rewrites, test-convergence,
 * disable-patterns, enable-patterns.
 */
public final class Canonicalizer extends Pass {
  private final GreedyRewriteConfig config;
  private final boolean testConvergence;
  private final Set<String> disabled;
  private final Set<String> enabled;
  private FrozenPatternSet patterns;

  public Canonicalizer(PassOptions o) {
    super(o);
    String simplify = o.getEnum("region-simplify", "normal", Set.of("aggressive", "normal", "disabled"));
    GreedyRewriteConfig.RegionSimplification rs =
        switch (simplify) {
          case "aggressive" -> GreedyRewriteConfig.RegionSimplification.AGGRESSIVE;
          case "disabled" -> GreedyRewriteConfig.RegionSimplification.DISABLED;
          default -> GreedyRewriteConfig.RegionSimplification.NORMAL;
        };
    this.config =
        new GreedyRewriteConfig(
            o.getBool("top-down", true),
            (int) o.getLong("max-iterations", 10),
            o.getLong("max-num-rewrites", -1),
            rs,
            true,
            true);
    this.testConvergence = o.getBool("test-convergence", false);
    this.disabled = new HashSet<>(o.getList("disable-patterns"));
    this.enabled = new HashSet<>(o.getList("enable-patterns"));
  }

  /** The options as MLIR 22 declares them (for --help and name checks). */
  static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("disable-patterns", "<string>", "Labels of patterns that should be filtered out during application").asList(),
    new PassRegistry.Option("enable-patterns", "<string>",
        "Labels of patterns that should be used during application, all other patterns are filtered out").asList(),
    new PassRegistry.Option("max-iterations", "<long>", "Max. iterations between applying patterns / simplifying regions").withDefault("10"),
    new PassRegistry.Option("max-num-rewrites", "<long>", "Max. number of pattern rewrites within an iteration").withDefault("-1"),
    new PassRegistry.Option("region-simplify", "<value>", "Perform control flow optimizations to the region tree").withDefault("normal"),
    new PassRegistry.Option("test-convergence", "", "Test only: Fail pass on non-convergence to detect cyclic pattern").withDefault("false"),
    new PassRegistry.Option("top-down", "", "Seed the worklist in general top-down order").withDefault("true"),
  };

  @Override
  public String argument() {
    return "canonicalize";
  }

  @Override
  public String summary() {
    return "Canonicalize operations";
  }

  @Override
  public void initialize(MLIRContext context) {
    List<RewritePattern> all = new ArrayList<>();
    for (Dialect d : context.loadedDialects()) {
      for (OpDef def : d.operations()) {
        CanonicalizationPatterns cp = def.extension(CanonicalizationPatterns.class);
        if (cp != null) {
          for (RewritePattern p : cp.patterns()) {
            if (!disabled.contains(p.debugName()) && (enabled.isEmpty() || enabled.contains(p.debugName()))) {
              all.add(p);
            }
          }
        }
      }
    }
    patterns = new FrozenPatternSet(all);
  }

  @Override
  public void run(Operation op, PassContext pc) {
    GreedyPatternRewriteDriver.Result r = GreedyPatternRewriteDriver.applyPatternsGreedily(op, patterns, config, pc.patternObserver());
    if (testConvergence && !r.converged()) {
      op.emitError("Canonicalizer failed to converge within " + config.maxIterations() + " iterations").report();
      pc.signalFailure();
    }
  }
}
