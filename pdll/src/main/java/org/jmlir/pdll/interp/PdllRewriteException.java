package org.jmlir.pdll.interp;

/**
 * A rewrite section that cannot be carried out on the IR it matched (a replacement with the wrong
 * number of values, a variable without a value): the pass reports it at the op and fails.
 */
public final class PdllRewriteException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient org.jmlir.ir.Operation op;

  PdllRewriteException(org.jmlir.ir.Operation op, String message) {
    super(message, null, false, false);
    this.op = op;
  }

  /** The op the rewrite was working on (null when unknown). */
  public org.jmlir.ir.Operation op() {
    return op;
  }
}
