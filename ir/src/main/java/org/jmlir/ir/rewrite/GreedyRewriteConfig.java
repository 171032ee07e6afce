package org.jmlir.ir.rewrite;

/**
 * Options of the greedy driver, as MLIR's GreedyRewriteConfig.
 *
 * @param topDown visit ops parents-first (else children-first)
 * @param maxIterations the most full sweeps; -1 for no limit
 * @param maxNumRewrites the most rewrites in total; -1 for no limit
 * @param regionSimplification what region simplification to run between sweeps
 * @param enableFolding try each op's folder
 * @param enableConstantCSE unique and hoist constants
 */
public record GreedyRewriteConfig(
    boolean topDown,
    int maxIterations,
    long maxNumRewrites,
    RegionSimplification regionSimplification,
    boolean enableFolding,
    boolean enableConstantCSE) {
  public enum RegionSimplification {
    DISABLED,
    NORMAL,
    AGGRESSIVE
  }

  /** MLIR's defaults: top-down, 10 iterations, normal region simplification, folding on. */
  public static final GreedyRewriteConfig DEFAULT =
      new GreedyRewriteConfig(true, 10, -1, RegionSimplification.NORMAL, true, true);

  /**
   * A default-constructed MLIR GreedyRewriteConfig, what a pass calling applyPatternsGreedily
   * without a config gets: as {@link #DEFAULT} but bottom-up (useTopDownTraversal is false; only the
   * canonicalizer turns it on).
   */
  public static final GreedyRewriteConfig BOTTOM_UP =
      new GreedyRewriteConfig(false, 10, -1, RegionSimplification.NORMAL, true, true);
}
