package org.jmlir.tool.cl;

/** A command-line error; its message is what the tool prints to stderr (LLVM's wording). */
public final class CommandLineException extends Exception {
  private static final long serialVersionUID = 1L;

  public CommandLineException(String message) {
    super(message, null, false, false);
  }
}
