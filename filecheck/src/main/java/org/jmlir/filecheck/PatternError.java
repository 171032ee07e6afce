package org.jmlir.filecheck;

/** A located error in a pattern or definition (FileCheck's ErrorDiagnostic). Stackless. */
final class PatternError extends Exception {
  final SourceFile file;
  final int pos;

  PatternError(SourceFile file, int pos, String message) {
    super(message, null, false, false);
    this.file = file;
    this.pos = pos;
  }

  void print(Diagnostics diags) {
    diags.print(file, pos, Severity.ERROR, getMessage());
  }
}
