package org.jmlir.llvm.translate;

import org.jmlir.ir.Operation;

/** An op that cannot be translated to LLVM IR; {@link #op()} locates the error. */
public final class TranslationException extends Exception {
  private final transient Operation op;

  public TranslationException(Operation op, String message) {
    super(message);
    this.op = op;
  }

  /** The op the error is about (null when it concerns the whole module). */
  public Operation op() {
    return op;
  }
}
