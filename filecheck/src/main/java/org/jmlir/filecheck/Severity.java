package org.jmlir.filecheck;

/** Diagnostic kinds, spelled as SourceMgr prints them. */
enum Severity {
  ERROR("error: "),
  WARNING("warning: "),
  REMARK("remark: "),
  NOTE("note: ");

  final String label;

  Severity(String label) {
    this.label = label;
  }
}
