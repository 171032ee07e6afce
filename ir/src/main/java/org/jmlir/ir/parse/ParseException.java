package org.jmlir.ir.parse;

/**
 * Unwinds the parser after an error has been reported through the diagnostic engine. Stackless:
 * it is control flow, not a bug report, and must stay cheap.
 */
public final class ParseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public ParseException(String message) {
    super(message, null, false, false);
  }
}
