package org.jmlir.ir.parse;

import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.type.Type;

/** Parses builtin attributes, dialect attributes and attribute aliases (MLIR's AttributeParser.cpp). */
public final class AttributeParser extends ParserBase {
  AttributeParser(ParserState state) {
    super(state);
  }

  /** An attribute; a non-null {@code type} is the type for literals written without one. */
  public Attribute parseAttribute(Type type) {
    Attribute a = parseOptionalAttribute(type);
    if (a == null) {
      throw emitWrongTokenError("expected attribute value");
    }
    return a;
  }

  /** An attribute, or null (consuming nothing) when the next token cannot start one. */
  public Attribute parseOptionalAttribute(Type type) {
    throw emitError("attribute parsing is being written (AttributeParser)");
  }
}
