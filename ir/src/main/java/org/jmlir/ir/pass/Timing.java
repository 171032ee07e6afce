package org.jmlir.ir.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jmlir.ir.Operation;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * A tree of named wall-clock timers rendered as mlir-opt's {@code --mlir-timing} report, as a tree
 * (default) or a list merged by name and sorted by time ({@code --mlir-timing-display=list}). Timers
 * with the same name under the same parent accumulate. Rewrite passes add one row per pattern with
 * its time and how often it applied. Not thread-safe: instrumented pipelines run serially.
 */
public final class Timing {
  /** How the report is laid out. */
  public enum Display {
    TREE,
    LIST
  }

  /** One node of the tree. */
  static final class Node {
    final String name;
    /** Left out of the tree view (its children take its place), shown in the list: MLIR's adaptor timers. */
    final boolean hiddenInTree;
    final List<Node> children = new ArrayList<>();
    long nanos;
    long startedAt;

    Node(String name, boolean hiddenInTree) {
      this.name = name;
      this.hiddenInTree = hiddenInTree;
    }

    Node child(String childName, boolean hidden) {
      for (Node c : children) {
        if (c.name.equals(childName)) {
          return c;
        }
      }
      Node c = new Node(childName, hidden);
      children.add(c);
      return c;
    }
  }

  /** Per-pattern counts of one pass, turned into rows when the pass stops. */
  private static final class PatternStats {
    long tried;
    long applied;
    long nanos;
    boolean warned;
  }

  private final Node root = new Node("Total", false);
  private final ArrayDeque<Node> stack = new ArrayDeque<>();
  private final long createdAt = System.nanoTime();

  public Timing() {
    stack.push(root);
  }

  /** Starts the timer {@code name} nested in the current one. */
  public void start(String name) {
    start(name, false);
  }

  private void start(String name, boolean hidden) {
    Node n = stack.peek().child(name, hidden);
    n.startedAt = System.nanoTime();
    stack.push(n);
  }

  /** Stops the current timer. */
  public void stop() {
    Node n = stack.pop();
    n.nanos += System.nanoTime() - n.startedAt;
  }

  /** Adds time measured elsewhere as a child of the current timer. */
  public void add(String name, long nanos) {
    stack.peek().child(name, false).nanos += nanos;
  }

  /** The tree report with wall times only. */
  public String report() {
    return report(Display.TREE, false);
  }

  /**
   * The report; "Rest" is the total minus the top-level timers.
   *
   * @param userColumn print a User Time column too, as mlir-opt does when threading is enabled (our
   *     instrumented pipelines run serially, so it equals the wall time)
   */
  public String report(Display display, boolean userColumn) {
    long total = System.nanoTime() - createdAt;
    StringBuilder sb = new StringBuilder();
    String rule = "===" + "-".repeat(73) + "===\n";
    sb.append(rule).append(" ".repeat(25)).append("... Execution time report ...\n").append(rule);
    sb.append(String.format(Locale.ROOT, "  Total Execution Time: %.4f seconds%n%n", total / 1e9));
    sb.append(userColumn ? "  ----User Time----  ----Wall Time----  ----Name----\n" : "  ----Wall Time----  ----Name----\n");
    long topLevel = 0;
    for (Node c : root.children) {
      topLevel += c.nanos;
    }
    if (display == Display.TREE) {
      ArrayDeque<Object[]> work = new ArrayDeque<>();
      pushChildren(work, root, 0);
      while (!work.isEmpty()) {
        Object[] it = work.pop();
        Node n = (Node) it[0];
        int depth = (Integer) it[1];
        line(sb, n.nanos, total, "  ".repeat(depth) + n.name, userColumn);
        pushChildren(work, n, depth + 1);
      }
    } else {
      Map<String, Long> merged = new LinkedHashMap<>();
      merged.put("root", total);
      ArrayDeque<Node> work = new ArrayDeque<>(root.children);
      while (!work.isEmpty()) {
        Node n = work.pop();
        merged.merge(n.name, n.nanos, Long::sum);
        work.addAll(n.children);
      }
      List<Map.Entry<String, Long>> rows = new ArrayList<>(merged.entrySet());
      rows.sort(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()));
      for (Map.Entry<String, Long> e : rows) {
        line(sb, e.getValue(), total, e.getKey(), userColumn);
      }
    }
    line(sb, Math.max(0, total - topLevel), total, "Rest", userColumn);
    line(sb, total, total, "Total", userColumn);
    return sb.toString();
  }

  /** Pushes {@code n}'s children (those of hidden ones in their place), so they pop in order. */
  private static void pushChildren(ArrayDeque<Object[]> work, Node n, int depth) {
    for (int i = n.children.size() - 1; i >= 0; i--) {
      Node c = n.children.get(i);
      if (c.hiddenInTree) {
        pushChildren(work, c, depth);
      } else {
        work.push(new Object[] {c, depth});
      }
    }
  }

  private static void line(StringBuilder sb, long nanos, long total, String name, boolean userColumn) {
    double pct = total == 0 ? 0 : 100.0 * nanos / total;
    String cell = String.format(Locale.ROOT, "  %8.4f (%5.1f%%)", nanos / 1e9, pct);
    sb.append(cell);
    if (userColumn) {
      sb.append(cell);
    }
    sb.append("  ").append(name).append('\n');
  }

  /**
   * An instrumentation that times passes and nested pipelines into this tree, and the patterns of
   * rewrite passes; a pattern that reports success without changing the IR gets a warning at the
   * op it matched (once per pass run).
   */
  public PassManager.Instrumentation passInstrumentation() {
    return new PassManager.Instrumentation() {
      private Map<RewritePattern, PatternStats> patterns;

      @Override
      public void beforePass(Pass pass, Operation op) {
        start(pass.name());
        patterns = null;
      }

      @Override
      public void afterPass(Pass pass, Operation op, boolean failed) {
        if (patterns != null) {
          for (Map.Entry<RewritePattern, PatternStats> e : patterns.entrySet()) {
            PatternStats s = e.getValue();
            add("(P) " + e.getKey().debugName() + " [applied " + s.applied + " of " + s.tried + "]", s.nanos);
          }
          patterns = null;
        }
        stop();
      }

      @Override
      public GreedyPatternRewriteDriver.PatternObserver patternObserver(Pass pass) {
        Map<RewritePattern, PatternStats> stats = new LinkedHashMap<>();
        patterns = stats;
        return (pattern, op, success, changedIR, nanos) -> {
          PatternStats s = stats.computeIfAbsent(pattern, k -> new PatternStats());
          if (success && !changedIR && !s.warned) {
            s.warned = true;
            op.emitWarning("pattern '" + pattern.debugName() + "' reported success without changing the IR").report();
          }
          s.tried++;
          s.nanos += nanos;
          if (success) {
            s.applied++;
          }
        };
      }

      @Override
      public void beforePipeline(OpPassManager pipeline, Operation parent) {
        start("Pipeline Collection : ['" + pipeline.anchorText() + "']", true);
        start("'" + pipeline.anchorText() + "' Pipeline");
      }

      @Override
      public void afterPipeline(OpPassManager pipeline, Operation parent) {
        stop();
        stop();
      }
    };
  }
}
