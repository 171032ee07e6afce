package org.jmlir.ir.diag;

/** Receives reported diagnostics; returns true when it handled one (else the next handler gets it). */
@FunctionalInterface
public interface DiagnosticHandler {
  boolean handle(Diagnostic diagnostic);
}
