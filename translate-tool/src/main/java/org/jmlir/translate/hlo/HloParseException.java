package org.jmlir.translate.hlo;

/** Malformed HLO text, at a byte offset of the input; stackless (it is a user error, reported with its location). */
public final class HloParseException extends Exception {
  private final int offset;

  public HloParseException(int offset, String message) {
    super(message, null, false, false);
    this.offset = offset;
  }

  public int offset() {
    return offset;
  }
}
