package org.jmlir.translate;

/** A user error in a translation: bad input or flags. Reported as a message, never with a stack trace. */
public final class TranslateException extends Exception {
  public TranslateException(String message) {
    super(message);
  }
}
