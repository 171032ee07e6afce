package org.jmlir.pdll.ast;

import java.util.List;

/** An error or warning at a PDLL position, with its notes (each a message at a position). */
public record PdllDiagnostic(Severity severity, Loc loc, String message, List<PdllDiagnostic> notes) {
  public enum Severity {
    ERROR,
    WARNING,
    NOTE
  }

  public PdllDiagnostic {
    notes = List.copyOf(notes);
  }

  public static PdllDiagnostic note(Loc loc, String message) {
    return new PdllDiagnostic(Severity.NOTE, loc, message, List.of());
  }
}
