package org.jmlir.ir.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * MLIR's ParallelDiagnosticHandler: while numbered tasks run (perhaps on several threads; a nested
 * pipeline per op, the verification of sibling functions), the diagnostics each one raises are held,
 * and on close they are reported in task order, so output does not depend on scheduling.
 */
public final class OrderedDiagnostics implements AutoCloseable {
  private final DiagnosticEngine engine;
  private final List<List<Diagnostic>> held;
  private final ThreadLocal<Integer> current = new ThreadLocal<>();
  private final DiagnosticEngine.Registration registration;

  public OrderedDiagnostics(DiagnosticEngine engine, int ops) {
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

  /** Runs {@code task}, holding its diagnostics under {@code index}. */
  public boolean runAs(int index, BooleanSupplier task) {
    Integer outer = current.get();
    current.set(index);
    try {
      return task.getAsBoolean();
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
