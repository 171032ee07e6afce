package org.jmlir.pdll.ast;

import java.util.List;

/**
 * A PDLL file failed to parse or check: carries the located diagnostic. Stackless, as the parser
 * unwinds with it.
 */
public final class PdllException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient PdllDiagnostic diagnostic;

  public PdllException(PdllDiagnostic diagnostic) {
    super(diagnostic.loc() + ": " + diagnostic.message(), null, false, false);
    this.diagnostic = diagnostic;
  }

  public PdllException(Loc loc, String message, PdllDiagnostic... notes) {
    this(new PdllDiagnostic(PdllDiagnostic.Severity.ERROR, loc, message, List.of(notes)));
  }

  public PdllDiagnostic diagnostic() {
    return diagnostic;
  }
}
