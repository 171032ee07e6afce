package org.jmlir.ir.pass;

/**
 * A bad pass option, reported in two parts as mlir-opt 22 reports it: LLVM's command-line parser's
 * line ({@code for the --max-iterations option: 'x' value invalid for long argument!}, printed after
 * the tool name; null when there is none) and the diagnostic message (often empty).
 */
public final class PassOptionException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final String commandLineError;

  public PassOptionException(String commandLineError, String message) {
    super(message, null);
    this.commandLineError = commandLineError;
  }

  /** The command-line parser's line, without the tool name; null if none. */
  public String commandLineError() {
    return commandLineError;
  }

  /** An option value LLVM's parser rejects: a command-line line and an empty diagnostic. */
  public static PassOptionException invalidValue(String line) {
    return new PassOptionException(line, "");
  }

  /** An option name the pass does not declare. */
  public static PassOptionException noSuchOption(String name) {
    return new PassOptionException(null, "<Pass-Options-Parser>: no such option " + name + "\n");
  }
}
