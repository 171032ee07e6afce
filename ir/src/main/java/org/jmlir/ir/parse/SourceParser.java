package org.jmlir.ir.parse;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;

/** Entry point: parses a whole MLIR source buffer (aliases, metadata, top-level ops). */
public final class SourceParser {
  private SourceParser() {}

  /**
   * Parses {@code source} (the file bytes) named {@code bufferName} in locations. Returns the
   * top-level op (a module, implicit or explicit), or null after reporting errors through the
   * context's diagnostic engine. Never throws for bad input.
   */
  public static Operation parse(MLIRContext ctx, byte[] source, String bufferName, ParseOptions options) {
    throw new IllegalStateException("SourceParser is being written");
  }
}
