package org.jmlir.ir.diag;

/** Diagnostic severities, spelled as MLIR prints them. */
public enum Severity {
  ERROR("error"),
  WARNING("warning"),
  NOTE("note"),
  REMARK("remark");

  private final String spelling;

  Severity(String spelling) {
    this.spelling = spelling;
  }

  public String spelling() {
    return spelling;
  }
}
