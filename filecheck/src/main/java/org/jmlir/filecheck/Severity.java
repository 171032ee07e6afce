package org.jmlir.filecheck;

/** Diagnostic kinds, spelled as SourceMgr prints them. */
enum Severity {
  ERROR("error: ", Ansi.RED),
  WARNING("warning: ", Ansi.MAGENTA),
  REMARK("remark: ", Ansi.BLUE),
  NOTE("note: ", Ansi.BLACK);

  final String label;
  /** The escape sequence LLVM's --color uses for the label. */
  final String color;

  Severity(String label, String color) {
    this.label = label;
    this.color = color;
  }
}
