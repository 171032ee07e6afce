package org.jmlir.ir.parse;

/** Parses affine maps, affine expressions and integer sets (MLIR's AffineParser.cpp). */
public final class AffineParser extends ParserBase {
  AffineParser(ParserState state) {
    super(state);
  }
}
