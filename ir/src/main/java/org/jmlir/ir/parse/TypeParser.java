package org.jmlir.ir.parse;

import org.jmlir.ir.type.Type;

/** Parses builtin types, dialect types and type aliases (MLIR's TypeParser.cpp). */
public final class TypeParser extends ParserBase {
  TypeParser(ParserState state) {
    super(state);
  }

  /** A type; reports "expected type" and throws when none is next. */
  public Type parseType() {
    Type t = parseOptionalType();
    if (t == null) {
      throw emitWrongTokenError("expected type");
    }
    return t;
  }

  /** A type, or null (consuming nothing) when the next token cannot start one. */
  public Type parseOptionalType() {
    throw emitError("type parsing is being written (TypeParser)");
  }
}
