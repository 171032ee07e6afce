package org.jmlir.llvm;

/** An error reported by LLVM (a module that does not verify, a symbol not found, a bad target option). */
public final class LlvmException extends Exception {
  public LlvmException(String message) {
    super(message);
  }

  public LlvmException(String message, Throwable cause) {
    super(message, cause);
  }
}
