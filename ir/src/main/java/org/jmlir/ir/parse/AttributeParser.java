package org.jmlir.ir.parse;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.IntegerSet;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseResourceElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.DistinctAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.attr.FloatFormats;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.IntegerSetAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.OpaqueAttr;
import org.jmlir.ir.attr.SparseElementsAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.print.AttrTypePrinter;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.NoneType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** Parses builtin attributes, dialect attributes and attribute aliases (MLIR's AttributeParser.cpp). */
public final class AttributeParser extends ParserBase {
  /** Shared recursion bound of the type/attribute/location/affine parsers of this state. */
  final NestingGuard nesting = new NestingGuard();

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
    nesting.enter(this);
    try {
      return parseAttributeBody(type);
    } finally {
      nesting.exit();
    }
  }

  private Attribute parseAttributeBody(Type type) {
    switch (tok()) {
      case L_SQUARE -> {
        consume();
        List<Attribute> elements = new ArrayList<>();
        if (!consumeIf(TokenKind.R_SQUARE)) {
          do {
            elements.add(parseAttribute(null));
          } while (consumeIf(TokenKind.COMMA));
          expect(TokenKind.R_SQUARE, "expected ',' or ']'");
        }
        return ArrayAttr.get(ctx, elements);
      }
      case L_BRACE -> {
        return parseDictionary();
      }
      case HASH_IDENTIFIER -> {
        return parseExtendedAttr(type);
      }
      case FLOAT -> {
        return parseFloatAttr(type, false);
      }
      case INTEGER -> {
        return parseDecOrHexAttr(type, false);
      }
      case MINUS -> {
        consume();
        if (at(TokenKind.INTEGER)) {
          return parseDecOrHexAttr(type, true);
        }
        if (at(TokenKind.FLOAT)) {
          return parseFloatAttr(type, true);
        }
        throw emitWrongTokenError("expected constant integer or floating point value");
      }
      case STRING -> {
        String val = stringTokenValue();
        consume();
        Type t = type;
        if (t == null && consumeIf(TokenKind.COLON)) {
          t = state.types.parseType();
        }
        return t != null ? StringAttr.get(ctx, val, t) : StringAttr.get(ctx, val);
      }
      case AT_IDENTIFIER -> {
        return parseSymbolRef();
      }
      case BARE_IDENTIFIER -> {
        Attribute a = parseKeywordAttribute(type);
        if (a != null) {
          return a;
        }
      }
      default -> {}
    }
    Type t = state.types.parseOptionalType();
    return t == null ? null : TypeAttr.get(ctx, t);
  }

  private Attribute parseKeywordAttribute(Type type) {
    if (lex.isKeyword("true") || lex.isKeyword("false")) {
      boolean v = lex.isKeyword("true");
      consume();
      return IntegerAttr.bool(ctx, v);
    }
    if (lex.isKeyword("unit")) {
      consume();
      return UnitAttr.get(ctx);
    }
    if (lex.isKeyword("dense")) {
      return parseDenseElementsAttr(type);
    }
    if (lex.isKeyword("array")) {
      return parseDenseArrayAttr();
    }
    if (lex.isKeyword("affine_map")) {
      consume();
      expect(TokenKind.LESS, "expected '<' in affine map");
      AffineMap map = state.affine.parseAffineMapReference();
      expect(TokenKind.GREATER, "expected '>' in affine map");
      return AffineMapAttr.get(ctx, map);
    }
    if (lex.isKeyword("affine_set")) {
      consume();
      expect(TokenKind.LESS, "expected '<' in integer set");
      IntegerSet set = state.affine.parseIntegerSetReference();
      expect(TokenKind.GREATER, "expected '>' in integer set");
      return IntegerSetAttr.get(ctx, set);
    }
    if (lex.isKeyword("loc")) {
      consume();
      expect(TokenKind.L_PAREN, "expected '(' in inline location");
      Attribute loc = state.locations.parseLocationInstance();
      expect(TokenKind.R_PAREN, "expected ')' in inline location");
      return loc;
    }
    if (lex.isKeyword("sparse")) {
      return parseSparseElementsAttr(type);
    }
    if (lex.isKeyword("strided")) {
      return parseStridedLayoutAttr();
    }
    if (lex.isKeyword("distinct")) {
      return parseDistinctAttr(type);
    }
    if (lex.isKeyword("dense_resource")) {
      return parseDenseResourceAttr(type);
    }
    return null;
  }

  /** {@code {name = value, name, ...}}: names are bare identifiers or strings; sorted, unique. */
  public DictionaryAttr parseDictionary() {
    List<NamedAttribute> entries = new ArrayList<>();
    parseAttributeDict(entries);
    return DictionaryAttr.get(ctx, entries);
  }

  /** The entries of {@code {...}}, in source order; reports duplicates as MLIR does. */
  public void parseAttributeDict(List<NamedAttribute> out) {
    AttrDictParser.parse(this, out);
  }

  private Attribute parseSymbolRef() {
    String root = atQuoted() ? stringTokenValue() : lex.text(lex.start() + 1, lex.end());
    consume();
    List<String> nested = new ArrayList<>();
    while (at(TokenKind.COLON)) {
      int colon = lex.start();
      consume();
      if (!consumeIf(TokenKind.COLON)) {
        if (!at(TokenKind.EOF) && !at(TokenKind.ERROR)) {
          state.prevTokenEnd = colon;
          lex.resetTo(colon);
        }
        break;
      }
      if (!at(TokenKind.AT_IDENTIFIER)) {
        throw emitError("expected nested symbol reference identifier");
      }
      nested.add(atQuoted() ? stringTokenValue() : lex.text(lex.start() + 1, lex.end()));
      consume();
    }
    return SymbolRefAttr.get(ctx, root, nested);
  }

  private boolean atQuoted() {
    return lex.buffer()[lex.start() + 1] == '"';
  }

  // ---- numbers -------------------------------------------------------------------------------

  private Attribute parseFloatAttr(Type type, boolean negative) {
    int loc = lex.start();
    double val = Double.parseDouble(lex.text(lex.start(), lex.end()));
    consume();
    Type t = type;
    if (t == null) {
      t = consumeIf(TokenKind.COLON) ? state.types.parseType() : FloatType.f64(ctx);
    }
    if (!(t instanceof FloatType ft)) {
      throw emitError("floating point value not valid for specified type");
    }
    return FloatAttr.get(ctx, ft, negative ? -val : val);
  }

  private Attribute parseDecOrHexAttr(Type type, boolean negative) {
    int s = lex.start();
    int e = lex.end();
    consume();
    Type t = type;
    if (t == null) {
      t = consumeIf(TokenKind.COLON) ? state.types.parseType() : IntegerType.get(ctx, 64);
    }
    if (t instanceof FloatType ft) {
      return FloatAttr.fromBits(ctx, ft, floatFromIntegerLiteral(s, e, negative, ft));
    }
    if (!(t instanceof IntegerType || t instanceof IndexType)) {
      throw emitError(s, "integer literal not valid for specified type");
    }
    if (negative && t instanceof IntegerType it && it.isUnsigned()) {
      throw emitError(s, "negative integer literal not valid for unsigned integer type");
    }
    BigInteger v = buildAttributeAPInt(t, negative, s, e);
    if (v == null) {
      throw emitError(s, "integer constant out of range for attribute");
    }
    return IntegerAttr.get(ctx, t, v);
  }

  /** The value of the integer literal at [s, e) (decimal or 0x hex), or null if it is not one. */
  private BigInteger literalValue(int s, int e) {
    byte[] b = lex.buffer();
    if (e - s > 2 && b[s] == '0' && b[s + 1] == 'x') {
      return new BigInteger(lex.text(s + 2, e), 16);
    }
    for (int i = s; i < e; i++) {
      if (b[i] < '0' || b[i] > '9') {
        return null;
      }
    }
    if (e - s <= 18) {
      long v = 0;
      for (int i = s; i < e; i++) {
        v = v * 10 + (b[i] - '0');
      }
      return BigInteger.valueOf(v);
    }
    return new BigInteger(lex.text(s, e));
  }

  /**
   * MLIR's buildAttributeAPInt: the literal's value as a {@code width}-bit pattern, or null when it
   * does not fit (a negative value must set the sign bit; a signed/index positive value must not).
   */
  BigInteger buildAttributeAPInt(Type type, boolean negative, int s, int e) {
    BigInteger v = literalValue(s, e);
    if (v == null) {
      return null;
    }
    int width = type instanceof IntegerType it ? it.width() : IndexType.INTERNAL_STORAGE_BIT_WIDTH;
    if (v.bitLength() > width) {
      return null;
    }
    if (width == 0) {
      return negative ? null : BigInteger.ZERO;
    }
    if (negative) {
      // The negated value must have its sign bit set: 1 <= v <= 2^(width-1).
      if (v.signum() == 0 || v.compareTo(BigInteger.ONE.shiftLeft(width - 1)) > 0) {
        return null;
      }
      return v.negate();
    }
    boolean signed = type instanceof IndexType || (type instanceof IntegerType it && it.isSigned());
    if (signed && v.testBit(width - 1)) {
      return null;
    }
    return v;
  }

  /** A hex integer literal as the bits of a float ({@code 0x7FC00000 : f32}). */
  private BigInteger floatFromIntegerLiteral(int s, int e, boolean negative, FloatType ft) {
    byte[] b = lex.buffer();
    boolean isHex = e - s > 1 && b[s + 1] == 'x';
    if (!isHex) {
      String msg = "unexpected decimal integer literal for a floating point value";
      ctx.diagnostics().emit(locationOf(s), org.jmlir.ir.diag.Severity.ERROR, msg)
          .attachNote(locationOf(s), "add a trailing dot to make the literal a float").report();
      return reported(msg);
    }
    if (negative) {
      throw emitError(s, "hexadecimal float literal should not have a leading minus");
    }
    BigInteger v = new BigInteger(lex.text(s + 2, e), 16);
    if (v.bitLength() > ft.width()) {
      throw emitError(s, "hexadecimal float constant out of range for type");
    }
    return v;
  }

  private static BigInteger reported(String msg) {
    throw new ParseException(msg);
  }

  /** MLIR's parseFloatFromLiteral for the token at [s, e). */
  BigInteger floatFromLiteral(TokenKind kind, int s, int e, boolean negative, FloatType ft) {
    if (kind == TokenKind.FLOAT) {
      if (ft.kind() == FloatType.Kind.F32) {
        float f = (float) Double.parseDouble(new String(lex.buffer(), s, e - s, StandardCharsets.ISO_8859_1));
        return BigInteger.valueOf(Float.floatToRawIntBits(negative ? -f : f) & 0xffffffffL);
      }
      double d = Double.parseDouble(new String(lex.buffer(), s, e - s, StandardCharsets.ISO_8859_1));
      return FloatFormats.fromDouble(ft.kind(), negative ? -d : d);
    }
    if (kind == TokenKind.INTEGER) {
      return floatFromIntegerLiteral(s, e, negative, ft);
    }
    throw emitError(s, "expected floating point literal");
  }

  // ---- dense elements ------------------------------------------------------------------------

  private Attribute parseDenseElementsAttr(Type attrType) {
    int attribLoc = lex.start();
    consume();
    expect(TokenKind.LESS, "expected '<' after 'dense'");
    TensorLiteralParser literal = new TensorLiteralParser(this);
    if (!consumeIf(TokenKind.GREATER)) {
      literal.parse(true);
      expect(TokenKind.GREATER, "expected '>'");
    }
    ShapedType type = parseElementsLiteralType(attribLoc, attrType);
    return literal.getAttr(attribLoc, type);
  }

  ShapedType parseElementsLiteralType(int loc, Type type) {
    if (type == null) {
      expect(TokenKind.COLON, "expected ':'");
      type = state.types.parseType();
    }
    if (!(type instanceof ShapedType st)) {
      throw emitError(loc, "elements literal must be a shaped type");
    }
    if (!st.hasStaticShape()) {
      throw emitError(loc, "elements literal type must have static shape");
    }
    return st;
  }

  private Attribute parseSparseElementsAttr(Type attrType) {
    int attribLoc = lex.start();
    consume();
    expect(TokenKind.LESS, "Expected '<' after 'sparse'");
    IntegerType i64 = IntegerType.get(ctx, 64);
    if (consumeIf(TokenKind.GREATER)) {
      ShapedType type = parseElementsLiteralType(attribLoc, attrType);
      RankedTensorType indicesType = RankedTensorType.get(ctx, new long[] {0, type.rank()}, i64);
      RankedTensorType valuesType = RankedTensorType.get(ctx, new long[] {0}, type.elementType());
      return SparseElementsAttr.get(ctx, type, TensorLiteralParser.empty(ctx, indicesType),
          TensorLiteralParser.empty(ctx, valuesType));
    }
    int indicesLoc = lex.start();
    TensorLiteralParser indices = new TensorLiteralParser(this);
    indices.parse(false);
    expect(TokenKind.COMMA, "expected ','");
    int valuesLoc = lex.start();
    TensorLiteralParser values = new TensorLiteralParser(this);
    values.parse(true);
    expect(TokenKind.GREATER, "expected '>'");
    ShapedType type = parseElementsLiteralType(attribLoc, attrType);
    RankedTensorType indicesType = indices.shape().length == 0
        ? RankedTensorType.get(ctx, new long[] {1, type.rank()}, i64)
        : RankedTensorType.get(ctx, indices.shape(), i64);
    ElementsAttr ind = indices.getAttr(indicesLoc, indicesType);
    RankedTensorType valuesType = values.shape().length == 0
        ? RankedTensorType.get(ctx, new long[] {indicesType.shape()[0]}, type.elementType())
        : RankedTensorType.get(ctx, values.shape(), type.elementType());
    ElementsAttr val = values.getAttr(valuesLoc, valuesType);
    return SparseElementsAttr.get(ctx, type, ind, val);
  }

  private Attribute parseDenseResourceAttr(Type attrType) {
    int loc = lex.start();
    consume();
    expect(TokenKind.LESS, "expected '<'");
    String handle;
    if (at(TokenKind.BARE_IDENTIFIER) || at(TokenKind.INTTYPE)) {
      handle = lex.spelling();
    } else if (at(TokenKind.STRING)) {
      handle = stringTokenValue();
    } else {
      throw emitWrongTokenError("expected identifier key for 'resource' entry");
    }
    consume();
    expect(TokenKind.GREATER, "expected '>'");
    int typeLoc = loc;
    Type t = attrType;
    if (t == null) {
      typeLoc = lex.start();
      expect(TokenKind.COLON, "expected ':'");
      t = state.types.parseType();
    }
    if (!(t instanceof ShapedType st)) {
      throw emitError(typeLoc, "`dense_resource` expected a shaped type");
    }
    return DenseResourceElementsAttr.get(ctx, st, handle);
  }

  // ---- dense arrays --------------------------------------------------------------------------

  private Attribute parseDenseArrayAttr() {
    consume();
    expect(TokenKind.LESS, "expected '<' after 'array'");
    int typeLoc = lex.start();
    Type eltType = state.types.parseOptionalType();
    if (eltType == null) {
      throw emitError(typeLoc, "expected an integer or floating point type");
    }
    if (!(eltType instanceof IntegerType || eltType instanceof FloatType || eltType instanceof IndexType)) {
      StringBuilder sb = new StringBuilder("expected integer or float type, got: ");
      new AttrTypePrinter().printType(sb, eltType);
      throw emitError(typeLoc, sb.toString());
    }
    int width = eltType instanceof IntegerType it ? it.width() : eltType instanceof FloatType f ? f.width() : 64;
    boolean isI1 = eltType instanceof IntegerType it && it.width() == 1;
    if (!isI1 && width % 8 != 0) {
      throw emitError(typeLoc, "element type bitwidth must be a multiple of 8");
    }
    if (consumeIf(TokenKind.GREATER)) {
      return DenseArrayAttr.get(ctx, eltType, new long[0]);
    }
    expect(TokenKind.COLON, "expected ':' after dense array type");
    if (width > 64) {
      return parseWideDenseArray(eltType, width);
    }
    long[] values = new long[8];
    int n = 0;
    do {
      if (n == values.length) {
        values = java.util.Arrays.copyOf(values, n * 2);
      }
      boolean negative = consumeIf(TokenKind.MINUS);
      if (eltType instanceof FloatType ft) {
        values[n++] = floatFromLiteral(tok(), lex.start(), lex.end(), negative, ft).longValue();
        consume();
      } else if (lex.isKeyword("true") || lex.isKeyword("false")) {
        if (!isI1) {
          throw emitError("expected i1 type for 'true' or 'false' values");
        }
        values[n++] = lex.isKeyword("true") ? 1 : 0;
        consume();
      } else if (at(TokenKind.INTEGER)) {
        int s = lex.start();
        int e = lex.end();
        consume();
        BigInteger v = buildAttributeAPInt(eltType, negative, s, e);
        if (v == null) {
          throw emitError("integer constant out of range");
        }
        values[n++] = isI1 ? (v.signum() != 0 ? 1 : 0) : v.longValue();
      } else {
        throw emitError("expected integer literal");
      }
    } while (consumeIf(TokenKind.COMMA));
    expect(TokenKind.GREATER, "expected '>' to close an array attribute");
    return DenseArrayAttr.get(ctx, eltType, java.util.Arrays.copyOf(values, n));
  }

  /** The elements of an {@code array<i128: ...>} or {@code array<f128: ...>}, kept exactly. */
  private Attribute parseWideDenseArray(Type eltType, int width) {
    List<BigInteger> values = new ArrayList<>();
    BigInteger modulus = BigInteger.ONE.shiftLeft(width);
    do {
      boolean negative = consumeIf(TokenKind.MINUS);
      if (eltType instanceof FloatType ft) {
        values.add(floatFromLiteral(tok(), lex.start(), lex.end(), negative, ft));
        consume();
      } else if (lex.isKeyword("true") || lex.isKeyword("false")) {
        throw emitError("expected i1 type for 'true' or 'false' values");
      } else if (at(TokenKind.INTEGER)) {
        int s = lex.start();
        int e = lex.end();
        consume();
        BigInteger v = buildAttributeAPInt(eltType, negative, s, e);
        if (v == null) {
          throw emitError("integer constant out of range");
        }
        boolean unsigned = eltType instanceof IntegerType it && it.isUnsigned();
        if (unsigned && v.signum() < 0) {
          v = v.add(modulus);
        } else if (!unsigned && v.testBit(width - 1) && v.signum() > 0) {
          v = v.subtract(modulus);
        }
        values.add(v);
      } else {
        throw emitError("expected integer literal");
      }
    } while (consumeIf(TokenKind.COMMA));
    expect(TokenKind.GREATER, "expected '>' to close an array attribute");
    return DenseArrayAttr.getWide(ctx, eltType, values);
  }

  // ---- strided, distinct, extended -----------------------------------------------------------

  private Attribute parseStridedLayoutAttr() {
    consume();
    expect(TokenKind.LESS, "expected '<' after 'strided'");
    expect(TokenKind.L_SQUARE, "expected '['");
    List<Long> strides = new ArrayList<>();
    if (!at(TokenKind.R_SQUARE)) {
      do {
        strides.add(parseStrideOrOffset());
      } while (consumeIf(TokenKind.COMMA));
    }
    expect(TokenKind.R_SQUARE, "expected ']'");
    long[] s = new long[strides.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = strides.get(i);
    }
    if (consumeIf(TokenKind.GREATER)) {
      return StridedLayoutAttr.get(ctx, 0, s);
    }
    expect(TokenKind.COMMA, "expected ','");
    if (!consumeIfKeyword("offset")) {
      throw emitWrongTokenError("expected 'offset' after comma");
    }
    expect(TokenKind.COLON, "expected ':' after 'offset'");
    long offset = parseStrideOrOffset();
    expect(TokenKind.GREATER, "expected '>'");
    return StridedLayoutAttr.get(ctx, offset, s);
  }

  private long parseStrideOrOffset() {
    if (consumeIf(TokenKind.QUESTION)) {
      return ShapedType.DYNAMIC;
    }
    int loc = lex.start();
    boolean negative = consumeIf(TokenKind.MINUS);
    if (at(TokenKind.INTEGER)) {
      BigInteger v = integerTokenValue();
      if (v.bitLength() > 63) {
        throw emitError(loc, "expected a 64-bit signed integer or '?'");
      }
      consume();
      return negative ? -v.longValue() : v.longValue();
    }
    throw emitError(loc, "expected a 64-bit signed integer or '?'");
  }

  private Attribute parseDistinctAttr(Type type) {
    int loc = lex.start();
    consume();
    expect(TokenKind.L_SQUARE, "expected '[' after 'distinct'");
    if (!at(TokenKind.INTEGER)) {
      throw emitWrongTokenError("expected distinct ID");
    }
    BigInteger id = integerTokenValue();
    consume();
    if (id.bitLength() > 64) {
      throw emitError("expected an unsigned 64-bit integer");
    }
    expect(TokenKind.R_SQUARE, "expected ']' to close distinct ID");
    expect(TokenKind.LESS, "expected '<' after distinct ID");
    Attribute referenced;
    if (consumeIf(TokenKind.GREATER)) {
      referenced = UnitAttr.get(ctx);
    } else {
      referenced = parseAttribute(type);
      expect(TokenKind.GREATER, "expected '>' to close distinct attribute");
    }
    long key = id.longValue();
    DistinctAttr existing = state.distinctAttrs.get(key);
    if (existing == null) {
      existing = DistinctAttr.create(referenced);
      state.distinctAttrs.put(key, existing);
    } else if (existing.referenced() != referenced) {
      StringBuilder sb = new StringBuilder("referenced attribute does not match previous definition: ");
      new AttrTypePrinter().printAttribute(sb, existing.referenced(), AttrTypePrinter.Elision.NEVER);
      throw emitError(loc, sb.toString());
    }
    return existing;
  }

  private Attribute parseExtendedAttr(Type type) {
    DialectSymbolParser.Symbol sym = DialectSymbolParser.parseExtendedSymbol(this, '#');
    Attribute attr;
    if (sym.alias() != null) {
      attr = state.attributeAliases.get(sym.alias());
      if (attr == null) {
        throw emitWrongTokenError("undefined symbol alias id '" + sym.alias() + "'");
      }
    } else {
      Type attrType = type;
      if (consumeIf(TokenKind.COLON)) {
        attrType = state.types.parseType();
      }
      Dialect dialect = ctx.getOrLoadDialect(sym.dialect());
      if (dialect != null) {
        Type t = attrType;
        attr = DialectSymbolParser.parseWithDialect(this, sym, p -> dialect.parseAttribute(p, t));
        if (attr == null) {
          throw emitError(sym.bodyLoc(), "invalid attribute in dialect '" + sym.dialect() + "'");
        }
      } else {
        if (!ctx.allowsUnregisteredDialects()) {
          throw emitError(sym.loc(), "#" + sym.dialect() + "<\"" + sym.body() + "\">"
              + " : 'none' attribute created with unregistered dialect. If this is intended, please call"
              + " allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR"
              + " opt tool used");
        }
        attr = OpaqueAttr.get(ctx, sym.dialect(), sym.body(), attrType != null ? attrType : NoneType.get(ctx));
      }
    }
    if (type != null && attr instanceof TypedAttr ta && ta.type() != type) {
      StringBuilder sb = new StringBuilder("attribute type different than expected: expected ");
      AttrTypePrinter p = new AttrTypePrinter();
      p.printType(sb, type);
      sb.append(", but got ");
      p.printType(sb, ta.type());
      throw emitError(sb.toString());
    }
    return attr;
  }
}
