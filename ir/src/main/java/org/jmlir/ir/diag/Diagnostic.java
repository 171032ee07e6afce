package org.jmlir.ir.diag;

import java.util.List;
import org.jmlir.ir.loc.Location;

/** A reported diagnostic: location, severity, message and attached notes (each itself a Diagnostic). */
public record Diagnostic(Location location, Severity severity, String message, List<Diagnostic> notes) {
  public Diagnostic {
    notes = List.copyOf(notes);
  }
}
