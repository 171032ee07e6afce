package org.jmlir.llvm.translate;

import org.jmlir.ir.Operation;

/** An op that cannot be translated to LLVM IR; {@link #op()} locates the error. */
public final class TranslationException extends Exception {
  private final transient Operation op;
  private final boolean opFailed;
  private boolean showModule;
  private boolean verifierMessage;

  public TranslationException(Operation op, String message) {
    this(op, message, false);
  }

  private TranslationException(Operation op, String message, boolean opFailed) {
    super(message);
    this.op = op;
    this.opFailed = opFailed;
  }

  /** An error about the module op itself, reported with the op (MLIR's "see current operation"). */
  static TranslationException atModule(Operation module, String message) {
    TranslationException e = new TranslationException(module, message, false);
    e.showModule = true;
    return e;
  }

  /** LLVM's verifier rejecting the module to import: its text printed as is, as mlir-translate prints it. */
  static TranslationException verifier(String message) {
    TranslationException e = new TranslationException(null, message, false);
    e.verifierMessage = true;
    return e;
  }

  /** Whether this is LLVM's verifier's own text (no diagnostic of MLIR's). */
  public boolean verifierMessage() {
    return verifierMessage;
  }

  /** Whether an error at the module is reported as an error of the op (with it), not of its location only. */
  public boolean showModule() {
    return showModule;
  }

  /**
   * An error at {@code op}'s location followed by MLIR's "LLVM Translation failed for operation"
   * at the op, as mlir-translate reports an op's own conversion failure.
   */
  static TranslationException opFailed(Operation op, String message) {
    return new TranslationException(op, message, true);
  }

  /** Whether the error is followed by MLIR's "LLVM Translation failed for operation: NAME". */
  public boolean opFailed() {
    return opFailed;
  }

  /** The op the error is about (null when it concerns the whole module). */
  public Operation op() {
    return op;
  }
}
