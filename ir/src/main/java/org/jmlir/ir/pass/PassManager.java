package org.jmlir.ir.pass;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import org.jmlir.ir.diag.OrderedDiagnostics;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Predicate;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;

/**
 * Runs a root pipeline on an op: each pass in turn, nested pipelines on the immediately nested ops of
 * their anchor name (in parallel across isolated-from-above ops when the context allows threads,
 * with deterministic results), verifying after each pass when asked.
 */
public final class PassManager {
  /** Verifies an op after a pass; returns false after reporting errors. */
  @FunctionalInterface
  public interface IrVerifier {
    boolean verify(Operation op);
  }

  /** Observes passes as they run (IR printing, timing). */
  public interface Instrumentation {
    default void beforePass(Pass pass, Operation op) {}

    default void afterPass(Pass pass, Operation op, boolean failed) {}

    /** A nested pipeline starts running on the ops under {@code parent}. */
    default void beforePipeline(OpPassManager pipeline, Operation parent) {}

    default void afterPipeline(OpPassManager pipeline, Operation parent) {}

    /** An observer for the patterns {@code pass} applies (rewrite passes hand it to the greedy driver). */
    default org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.PatternObserver patternObserver(Pass pass) {
      return null;
    }
  }

  private final MLIRContext context;
  private final OpPassManager root;
  private IrVerifier verifier;
  private final List<Instrumentation> instrumentations = new ArrayList<>();
  private java.io.PrintStream output = new java.io.PrintStream(java.io.OutputStream.nullOutputStream());

  public PassManager(MLIRContext context, OpPassManager root) {
    this.context = context;
    this.root = root;
  }

  public OpPassManager root() {
    return root;
  }

  /** Verification after each pass ({@code --verify-each}); null turns it off. */
  public void setVerifier(IrVerifier verifier) {
    this.verifier = verifier;
  }

  /** Where passes that print (print-op-stats, view-op-graph) write: the tool's stdout. */
  public void setOutput(java.io.PrintStream out) {
    this.output = out;
  }

  java.io.PrintStream output() {
    return output;
  }

  public void addInstrumentation(Instrumentation i) {
    instrumentations.add(i);
  }

  /** Runs the root pipeline on {@code op}; returns false on failure (diagnostics already reported). */
  public boolean run(Operation op) {
    if (root.anchor() != null && !root.anchor().equals(op.name())) {
      context
          .diagnostics()
          .emitError(op.location(), "can't run '" + root.anchor() + "' pass manager on '" + op.name() + "' op");
      return false;
    }
    root.initialize(context);
    return runPipeline(root, op);
  }

  /** Runs {@code pm}'s elements on {@code op}. */
  boolean runPipeline(OpPassManager pm, Operation op) {
    for (OpPassManager.Element e : pm.elements()) {
      boolean ok =
          e instanceof OpPassManager.PassElement(Pass p)
              ? runPass(p, op)
              : runNested(((OpPassManager.NestedElement) e).pipeline(), op);
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  private boolean runPass(Pass pass, Operation op) {
    if (!pass.canScheduleOn(op)) {
      context
          .diagnostics()
          .emitError(
              op.location(),
              "trying to schedule a pass on an unsupported operation; pass '" + pass.argument() + "' on '" + op.name() + "'");
      return false;
    }
    org.jmlir.ir.rewrite.GreedyPatternRewriteDriver.PatternObserver observer = null;
    for (Instrumentation i : instrumentations) {
      i.beforePass(pass, op);
      if (observer == null) {
        observer = i.patternObserver(pass);
      }
    }
    PassContext pc = new PassContext(this, observer);
    try {
      pass.run(op, pc);
    } catch (RuntimeException | StackOverflowError e) {
      // A pass (or a pattern it applies) that throws fails at the op it ran on, not with a stack trace.
      op.emitError("pass '" + pass.argument() + "' failed with an internal error: " + e).report();
      pc.signalFailure();
    }
    boolean failed = pc.failed();
    for (Instrumentation i : instrumentations) {
      i.afterPass(pass, op, failed);
    }
    if (failed) {
      return false;
    }
    return verifier == null || verifier.verify(op);
  }

  /** Runs a nested pipeline on every op immediately nested in {@code op}'s regions that it anchors on. */
  private boolean runNested(OpPassManager nested, Operation op) {
    for (Instrumentation i : instrumentations) {
      i.beforePipeline(nested, op);
    }
    try {
      return runNestedOn(nested, op);
    } finally {
      for (Instrumentation i : instrumentations) {
        i.afterPipeline(nested, op);
      }
    }
  }

  /**
   * Runs {@code nested} on each target. As MLIR, a failure on one op does not stop the others. When
   * threads are allowed and the targets are isolated, diagnostics are held per target and reported
   * in target order afterwards (MLIR's ParallelDiagnosticHandler), so output does not depend on
   * scheduling; the targets run in parallel unless instrumentations, which are not thread-safe, watch.
   */
  private boolean runNestedOn(OpPassManager nested, Operation op) {
    Predicate<Operation> matches = o -> nested.anchor() == null || nested.anchor().equals(o.name());
    List<Operation> targets = new ArrayList<>();
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation child : b) {
          if (matches.test(child)) {
            targets.add(child);
          }
        }
      }
    }
    boolean concurrent =
        context.isMultithreadingEnabled()
            && targets.size() > 1
            && targets.stream().allMatch(t -> t.hasTrait(Trait.ISOLATED_FROM_ABOVE));
    if (!concurrent) {
      boolean ok = true;
      for (Operation t : targets) {
        ok &= runPipeline(nested, t);
      }
      return ok;
    }
    try (OrderedDiagnostics diags = new OrderedDiagnostics(context.diagnostics(), targets.size())) {
      if (!instrumentations.isEmpty()) {
        boolean ok = true;
        for (int i = 0; i < targets.size(); i++) {
          Operation t = targets.get(i);
          ok &= diags.runAs(i, () -> runPipeline(nested, t));
        }
        return ok;
      }
      return runInParallel(nested, targets, diags);
    }
  }

  /** Stack for pool threads: deep IR nesting recurses in some passes. */
  private static final long WORKER_STACK_BYTES = 256L << 20;

  private boolean runInParallel(OpPassManager nested, List<Operation> targets, OrderedDiagnostics diags) {
    int threads = Math.min(Runtime.getRuntime().availableProcessors(), targets.size());
    java.util.concurrent.atomic.AtomicInteger ids = new java.util.concurrent.atomic.AtomicInteger();
    java.util.concurrent.ThreadFactory factory =
        r -> {
          Thread t = new Thread(null, r, "jmlir-pass-" + ids.incrementAndGet(), WORKER_STACK_BYTES);
          t.setDaemon(true);
          return t;
        };
    try (ExecutorService pool = Executors.newFixedThreadPool(threads, factory)) {
      List<Future<Boolean>> results = new ArrayList<>(targets.size());
      for (int i = 0; i < targets.size(); i++) {
        int index = i;
        Operation t = targets.get(i);
        results.add(pool.submit(() -> diags.runAs(index, () -> runPipeline(nested, t))));
      }
      boolean ok = true;
      for (Future<Boolean> f : results) {
        try {
          ok &= f.get();
        } catch (java.util.concurrent.ExecutionException ex) {
          if (ex.getCause() instanceof RuntimeException re) {
            throw re;
          }
          if (ex.getCause() instanceof Error e) {
            throw e;
          }
          throw new IllegalStateException(ex.getCause());
        } catch (InterruptedException ex) {
          Thread.currentThread().interrupt();
          return false;
        }
      }
      return ok;
    }
  }
}
