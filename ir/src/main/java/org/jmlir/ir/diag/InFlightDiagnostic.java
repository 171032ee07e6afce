package org.jmlir.ir.diag;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.loc.Location;

/**
 * A diagnostic being built: append text and notes, then {@link #report()} it. Unlike MLIR's, which
 * reports in its destructor, this one must be reported explicitly.
 */
public final class InFlightDiagnostic {
  private final DiagnosticEngine engine;
  private final Location location;
  private final Severity severity;
  private final StringBuilder message;
  private final List<Diagnostic> notes = new ArrayList<>(0);
  private boolean reported;

  InFlightDiagnostic(DiagnosticEngine engine, Location location, Severity severity, String message) {
    this.engine = engine;
    this.location = location;
    this.severity = severity;
    this.message = new StringBuilder(message);
  }

  public InFlightDiagnostic append(Object text) {
    message.append(text);
    return this;
  }

  public InFlightDiagnostic attachNote(Location loc, String note) {
    notes.add(new Diagnostic(loc == null ? location : loc, Severity.NOTE, note, List.of()));
    return this;
  }

  public Diagnostic toDiagnostic() {
    return new Diagnostic(location, severity, message.toString(), notes);
  }

  /** Sends the diagnostic to the engine; returns false, so verifiers can {@code return d.report();}. */
  public boolean report() {
    if (!reported) {
      reported = true;
      engine.report(toDiagnostic());
    }
    return false;
  }
}
