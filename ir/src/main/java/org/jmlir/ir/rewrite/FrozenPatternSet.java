package org.jmlir.ir.rewrite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Patterns indexed by root op name and sorted by benefit, built once and shared read-only by threads
 * (MLIR's FrozenRewritePatternSet).
 */
public final class FrozenPatternSet {
  private final Map<String, List<RewritePattern>> byRoot = new HashMap<>();
  private final List<RewritePattern> anyRoot = new ArrayList<>();
  private final List<RewritePattern> all;

  public FrozenPatternSet(List<? extends RewritePattern> patterns) {
    List<RewritePattern> sorted = new ArrayList<>(patterns);
    // Stable: equal benefits keep insertion order.
    sorted.sort(Comparator.comparingInt(RewritePattern::benefit).reversed());
    this.all = List.copyOf(sorted);
    for (RewritePattern p : sorted) {
      if (p.rootName() == null) {
        anyRoot.add(p);
      } else {
        byRoot.computeIfAbsent(p.rootName(), k -> new ArrayList<>()).add(p);
      }
    }
    // Merge the any-root patterns into each list by benefit.
    if (!anyRoot.isEmpty()) {
      for (List<RewritePattern> list : byRoot.values()) {
        list.addAll(anyRoot);
        list.sort(Comparator.comparingInt(RewritePattern::benefit).reversed());
      }
    }
  }

  /** Patterns that may apply to an op named {@code opName}, by decreasing benefit. */
  public List<RewritePattern> patternsFor(String opName) {
    List<RewritePattern> l = byRoot.get(opName);
    return l != null ? l : anyRoot;
  }

  public List<RewritePattern> all() {
    return all;
  }
}
