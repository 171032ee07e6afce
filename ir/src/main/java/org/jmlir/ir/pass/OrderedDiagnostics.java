package org.jmlir.ir.pass;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.diag.Diagnostic;
import org.jmlir.ir.diag.DiagnosticEngine;

/**
 * MLIR's ParallelDiagnosticHandler: while ops of a nested pipeline run (perhaps on several threads),
 * the diagnostics each one raises are held, and on close they are reported in op order.
 */
final class OrderedDiagnostics implements AutoCloseable {
  /** Runs a pipeline on an op. */
  @FunctionalInterface
  interface Runner {
    boolean run(OpPassManager pipeline, Operation op);
  }

  private final DiagnosticEngine engine;
  private final List<List<Diagnostic>> held;
  private final ThreadLocal<Integer> current = new ThreadLocal<>();
  private final DiagnosticEngine.Registration registration;

  OrderedDiagnostics(DiagnosticEngine engine, int ops) {
    this.engine = engine;
    this.held = new ArrayList<>(ops);
    for (int i = 0; i < ops; i++) {
      held.add(new ArrayList<>());
    }
    this.registration =
        engine.pushHandler(
            d -> {
              Integer index = current.get();
              if (index == null) {
                return false;
              }
              held.get(index).add(d);
              return true;
            });
  }

  /** Runs {@code pipeline} on {@code op}, holding its diagnostics under {@code index}. */
  boolean runAs(int index, OpPassManager pipeline, Operation op, Runner runner) {
    Integer outer = current.get();
    current.set(index);
    try {
      return runner.run(pipeline, op);
    } finally {
      if (outer == null) {
        current.remove();
      } else {
        current.set(outer);
      }
    }
  }

  @Override
  public void close() {
    registration.close();
    for (List<Diagnostic> ds : held) {
      for (Diagnostic d : ds) {
        engine.report(d);
      }
    }
  }
}
