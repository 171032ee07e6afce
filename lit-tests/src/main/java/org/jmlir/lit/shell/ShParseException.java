package org.jmlir.lit.shell;

/** A RUN line that lit's internal shell cannot parse. */
public final class ShParseException extends Exception {
  public ShParseException(String message) {
    super(message);
  }
}
