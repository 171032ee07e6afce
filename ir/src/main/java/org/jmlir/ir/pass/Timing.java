package org.jmlir.ir.pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A tree of named wall-clock timers rendered as mlir-opt's {@code --mlir-timing} report. Timers with
 * the same name under the same parent accumulate. Not thread-safe: instrumented pipelines run serially.
 */
public final class Timing {
  /** One node of the tree. */
  public static final class Node {
    final String name;
    final List<Node> children = new ArrayList<>();
    long nanos;
    long startedAt;

    Node(String name) {
      this.name = name;
    }

    Node child(String childName) {
      for (Node c : children) {
        if (c.name.equals(childName)) {
          return c;
        }
      }
      Node c = new Node(childName);
      children.add(c);
      return c;
    }
  }

  private final Node root = new Node("Total");
  private final ArrayDeque<Node> stack = new ArrayDeque<>();
  private final long createdAt = System.nanoTime();

  public Timing() {
    stack.push(root);
  }

  /** Starts the timer {@code name} nested in the current one. */
  public void start(String name) {
    Node n = stack.peek().child(name);
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
    stack.peek().child(name).nanos += nanos;
  }

  /** The report; "Rest" is the total minus the top-level timers. */
  public String report() {
    long total = System.nanoTime() - createdAt;
    long topLevel = 0;
    for (Node c : root.children) {
      topLevel += c.nanos;
    }
    StringBuilder sb = new StringBuilder();
    String rule = "===" + "-".repeat(73) + "===\n";
    sb.append(rule).append(" ".repeat(25)).append("... Execution time report ...\n").append(rule);
    sb.append(String.format(Locale.ROOT, "  Total Execution Time: %.4f seconds%n%n", total / 1e9));
    sb.append("  ----Wall Time----  ----Name----\n");
    ArrayDeque<Object[]> work = new ArrayDeque<>();
    for (int i = root.children.size() - 1; i >= 0; i--) {
      work.push(new Object[] {root.children.get(i), 0});
    }
    while (!work.isEmpty()) {
      Object[] it = work.pop();
      Node n = (Node) it[0];
      int depth = (Integer) it[1];
      line(sb, n.nanos, total, "  ".repeat(depth) + n.name);
      for (int i = n.children.size() - 1; i >= 0; i--) {
        work.push(new Object[] {n.children.get(i), depth + 1});
      }
    }
    line(sb, Math.max(0, total - topLevel), total, "Rest");
    line(sb, total, total, "Total");
    return sb.toString();
  }

  private static void line(StringBuilder sb, long nanos, long total, String name) {
    double pct = total == 0 ? 0 : 100.0 * nanos / total;
    sb.append(String.format(Locale.ROOT, "  %8.4f (%5.1f%%)  %s%n", nanos / 1e9, pct, name));
  }

  /** An instrumentation that times passes and nested pipelines into this tree. */
  public PassManager.Instrumentation passInstrumentation() {
    return new PassManager.Instrumentation() {
      @Override
      public void beforePass(Pass pass, org.jmlir.ir.Operation op) {
        start(pass.name());
      }

      @Override
      public void afterPass(Pass pass, org.jmlir.ir.Operation op, boolean failed) {
        stop();
      }

      @Override
      public void beforePipeline(OpPassManager pipeline, org.jmlir.ir.Operation parent) {
        start("'" + pipeline.anchorText() + "' Pipeline");
      }

      @Override
      public void afterPipeline(OpPassManager pipeline, org.jmlir.ir.Operation parent) {
        stop();
      }
    };
  }
}
