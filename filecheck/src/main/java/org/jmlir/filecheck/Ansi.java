package org.jmlir.filecheck;

/** The ANSI escape sequences LLVM's raw_ostream emits for {@code --color} (bold foreground colors). */
final class Ansi {
  private Ansi() {}

  static final String RESET = "\u001b[0m";
  static final String BOLD = "\u001b[1m";
  static final String BLACK = "\u001b[0;1;30m";
  static final String RED = "\u001b[0;1;31m";
  static final String GREEN = "\u001b[0;1;32m";
  static final String BLUE = "\u001b[0;1;34m";
  static final String MAGENTA = "\u001b[0;1;35m";
  static final String CYAN = "\u001b[0;1;36m";
}
