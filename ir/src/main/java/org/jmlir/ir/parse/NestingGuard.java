package org.jmlir.ir.parse;

/**
 * Bounds the recursion of type, attribute, location and affine parsing (nested {@code tensor<...>},
 * {@code [[[...]]]}, parentheses): past {@link #MAX_DEPTH} levels the parser reports a located
 * error instead of overflowing the Java stack. mlir-opt 22 has no such limit and crashes with a stack
 * overflow on such input (100k nested {@code tuple<} or {@code [}); real inputs stay far below. The
 * limit is documented in README.md ("Limits").
 */
final class NestingGuard {
  /** The deepest nesting of types/attributes/locations/affine expressions accepted. */
  static final int MAX_DEPTH = 1000;

  private int depth;

  void enter(ParserBase p) {
    if (++depth > MAX_DEPTH) {
      depth = 0;
      throw p.emitError("nesting of types, attributes or expressions is too deep (more than " + MAX_DEPTH + " levels)");
    }
  }

  void exit() {
    if (depth > 0) {
      depth--;
    }
  }
}
