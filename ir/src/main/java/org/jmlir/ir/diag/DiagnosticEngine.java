package org.jmlir.ir.diag;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import org.jmlir.ir.loc.Location;

/**
 * Routes diagnostics to a stack of handlers (newest first), as MLIR's DiagnosticEngine does. With no
 * handler, errors are kept as "unhandled" so a tool can still fail.
 */
public final class DiagnosticEngine {
  private final Deque<DiagnosticHandler> handlers = new ArrayDeque<>();
  private int errorCount;

  public InFlightDiagnostic emit(Location loc, Severity severity, String message) {
    return new InFlightDiagnostic(this, loc, severity, message);
  }

  /** Emits and reports an error at once. Returns false. */
  public boolean emitError(Location loc, String message) {
    return emit(loc, Severity.ERROR, message).report();
  }

  public synchronized void report(Diagnostic d) {
    if (d.severity() == Severity.ERROR) {
      errorCount++;
    }
    for (Iterator<DiagnosticHandler> it = handlers.iterator(); it.hasNext(); ) {
      if (it.next().handle(d)) {
        return;
      }
    }
  }

  /** Removes its handler when closed. */
  public interface Registration extends AutoCloseable {
    @Override
    void close();
  }

  /** Pushes a handler; returns a registration that removes it when closed. */
  public synchronized Registration pushHandler(DiagnosticHandler h) {
    handlers.push(h);
    return () -> removeHandler(h);
  }

  public synchronized void removeHandler(DiagnosticHandler h) {
    handlers.remove(h);
  }

  /** Number of errors reported so far. */
  public synchronized int errorCount() {
    return errorCount;
  }
}
