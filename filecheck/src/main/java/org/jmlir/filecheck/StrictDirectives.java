package org.jmlir.filecheck;

/** Placeholder replaced below. */
final class StrictDirectives {
  private StrictDirectives() {}

  static boolean verify(SourceFile checkFile, CheckFileParser parser, Diagnostics diags) {
    return true;
  }
}
