package org.jmlir.ir.parse;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.NoneType;
import org.jmlir.ir.type.OpaqueType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;
import org.jmlir.ir.type.UnrankedTensorType;
import org.jmlir.ir.type.VectorType;

/** Parses builtin types, dialect types and type aliases (MLIR's TypeParser.cpp), with its messages. */
public final class TypeParser extends ParserBase {
  TypeParser(ParserState state) {
    super(state);
  }

  /** A type; reports "expected non-function type" (MLIR's wording) and throws when none is next. */
  public Type parseType() {
    Type t = parseOptionalType();
    if (t == null) {
      throw emitWrongTokenError("expected non-function type");
    }
    return t;
  }

  /** A type, or null (consuming nothing) when the next token cannot start one. */
  public Type parseOptionalType() {
    return switch (tok()) {
      case L_PAREN -> parseFunctionType();
      case INTTYPE, BARE_IDENTIFIER, EXCLAMATION_IDENTIFIER -> parseOptionalNonFunctionType();
      default -> null;
    };
  }

  /** A type that is not a function type ("expected non-function type" otherwise). */
  public Type parseNonFunctionType() {
    if (at(TokenKind.L_PAREN)) {
      throw emitError("expected non-function type");
    }
    Type t = parseOptionalNonFunctionType();
    if (t == null) {
      throw emitWrongTokenError("expected non-function type");
    }
    return t;
  }

  private Type parseOptionalNonFunctionType() {
    NestingGuard nesting = state.attributes.nesting;
    nesting.enter(this);
    try {
      return parseNonFunctionTypeBody();
    } finally {
      nesting.exit();
    }
  }

  private Type parseNonFunctionTypeBody() {
    switch (tok()) {
      case INTTYPE -> {
        return parseIntegerType();
      }
      case EXCLAMATION_IDENTIFIER -> {
        return parseExtendedType();
      }
      case BARE_IDENTIFIER -> {}
      default -> {
        return null;
      }
    }
    int len = lex.end() - lex.start();
    byte c0 = lex.buffer()[lex.start()];
    if (c0 == 'f' || c0 == 'b' || c0 == 't') {
      FloatType.Kind k = floatKind();
      if (k != null) {
        consume();
        return FloatType.get(ctx, k);
      }
    }
    if (lex.isKeyword("index")) {
      consume();
      return IndexType.get(ctx);
    }
    if (lex.isKeyword("none")) {
      consume();
      return NoneType.get(ctx);
    }
    if (lex.isKeyword("tensor")) {
      return parseTensorType();
    }
    if (lex.isKeyword("memref")) {
      return parseMemRefType();
    }
    if (lex.isKeyword("vector")) {
      return parseVectorType();
    }
    if (lex.isKeyword("complex")) {
      return parseComplexType();
    }
    if (lex.isKeyword("tuple")) {
      return parseTupleType();
    }
    return len < 0 ? null : null;
  }

  private FloatType.Kind floatKind() {
    int len = lex.end() - lex.start();
    if (len > 14) {
      return null;
    }
    return FloatType.Kind.fromSpelling(lex.spelling());
  }

  private Type parseIntegerType() {
    int s = lex.start();
    int e = lex.end();
    byte[] b = lex.buffer();
    IntegerType.Signedness sign = IntegerType.Signedness.SIGNLESS;
    int p = s;
    if (b[p] == 's') {
      sign = IntegerType.Signedness.SIGNED;
      p++;
    } else if (b[p] == 'u') {
      sign = IntegerType.Signedness.UNSIGNED;
      p++;
    }
    p++; // 'i'
    long width = 0;
    for (int i = p; i < e; i++) {
      width = width * 10 + (b[i] - '0');
      if (width > Integer.MAX_VALUE) {
        throw emitError("invalid integer width");
      }
    }
    if (width > IntegerType.MAX_WIDTH) {
      throw emitError("integer bitwidth is limited to " + IntegerType.MAX_WIDTH + " bits");
    }
    consume();
    return IntegerType.get(ctx, (int) width, sign);
  }

  // ---- function types ------------------------------------------------------------------------

  /** {@code (inputs) -> results}. */
  public FunctionType parseFunctionType() {
    NestingGuard nesting = state.attributes.nesting;
    nesting.enter(this);
    try {
      List<Type> inputs = parseTypeListParens();
      expect(TokenKind.ARROW, "expected '->' in function type");
      List<Type> results = parseFunctionResultTypes();
      return FunctionType.get(ctx, inputs, results);
    } finally {
      nesting.exit();
    }
  }

  /** {@code ( )} or {@code (type, ...)}. */
  public List<Type> parseTypeListParens() {
    expect(TokenKind.L_PAREN, "expected '('");
    List<Type> types = new ArrayList<>();
    if (consumeIf(TokenKind.R_PAREN)) {
      return types;
    }
    parseTypeListNoParens(types);
    expect(TokenKind.R_PAREN, "expected ')'");
    return types;
  }

  /** {@code type (, type)*}. */
  public void parseTypeListNoParens(List<Type> out) {
    out.add(parseType());
    while (consumeIf(TokenKind.COMMA)) {
      out.add(parseType());
    }
  }

  /** A parenthesized list or a single type. */
  public List<Type> parseFunctionResultTypes() {
    if (at(TokenKind.L_PAREN)) {
      return parseTypeListParens();
    }
    List<Type> one = new ArrayList<>(1);
    one.add(parseType());
    return one;
  }

  // ---- builtin aggregates --------------------------------------------------------------------

  private Type parseComplexType() {
    consume();
    expect(TokenKind.LESS, "expected '<' in complex type");
    int typeLoc = lex.start();
    Type elementType = parseType();
    if (!(elementType instanceof FloatType || elementType instanceof IntegerType)) {
      throw emitError(typeLoc, "invalid element type for complex");
    }
    expect(TokenKind.GREATER, "expected '>' in complex type");
    return ComplexType.get(ctx, elementType);
  }

  private Type parseTupleType() {
    consume();
    expect(TokenKind.LESS, "expected '<' in tuple type");
    List<Type> types = new ArrayList<>();
    if (consumeIf(TokenKind.GREATER)) {
      return TupleType.get(ctx, types);
    }
    parseTypeListNoParens(types);
    expect(TokenKind.GREATER, "expected '>' in tuple type");
    return TupleType.get(ctx, types);
  }

  private Type parseVectorType() {
    int typeStart = lex.start();
    consume();
    expect(TokenKind.LESS, "expected '<' in vector type");
    List<Long> dims = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    while (at(TokenKind.INTEGER) || at(TokenKind.L_SQUARE)) {
      boolean isScalable = consumeIf(TokenKind.L_SQUARE);
      if (!at(TokenKind.INTEGER)) {
        throw emitWrongTokenError("expected integer value");
      }
      dims.add(parseIntegerInDimensionList());
      if (isScalable && !consumeIf(TokenKind.R_SQUARE)) {
        throw emitWrongTokenError("missing ']' closing scalable dimension");
      }
      scalable.add(isScalable);
      parseXInDimensionList();
    }
    Type elementType = parseType();
    expect(TokenKind.GREATER, "expected '>' in vector type");
    // MLIR 22 checks VectorElementTypeInterface: builtin integers, index and floats (opaque types of
    // unregistered dialects do not implement it), reported at the start of the vector type.
    if (!(elementType instanceof IntegerType || elementType instanceof IndexType || elementType instanceof FloatType
        || elementType instanceof DialectType d && d.isVectorElementType())) {
      throw emitError(typeStart, "failed to verify 'elementType': VectorElementTypeInterface instance");
    }
    long[] shape = toArray(dims);
    boolean[] sc = new boolean[shape.length];
    for (int i = 0; i < sc.length; i++) {
      sc[i] = scalable.get(i);
      if (shape[i] <= 0) {
        throw emitError(typeStart, "vector types must have positive constant sizes but got " + joinDims(shape));
      }
    }
    return VectorType.get(ctx, shape, sc, elementType);
  }

  private static String joinDims(long[] shape) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < shape.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(shape[i]);
    }
    return sb.toString();
  }

  private static long[] toArray(List<Long> dims) {
    long[] a = new long[dims.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = dims.get(i);
    }
    return a;
  }

  /** {@code 4x?x} dims, each followed by an {@code x}; {@code ?} is dynamic. */
  public long[] parseDimensionListRanked(boolean allowDynamic) {
    List<Long> dims = new ArrayList<>();
    while (at(TokenKind.INTEGER) || at(TokenKind.QUESTION)) {
      if (at(TokenKind.QUESTION)) {
        if (!allowDynamic) {
          throw emitError("expected static shape");
        }
        consume();
        dims.add(ShapedType.DYNAMIC);
      } else {
        dims.add(parseIntegerInDimensionList());
      }
      parseXInDimensionList();
    }
    return toArray(dims);
  }

  private long parseIntegerInDimensionList() {
    int s = lex.start();
    byte[] b = lex.buffer();
    if (lex.end() - s > 1 && b[s + 1] == 'x') {
      // "0x4" in a shape is the dimension 0 followed by "x4...".
      state.prevTokenEnd = s + 1;
      lex.resetTo(s + 1);
      return 0;
    }
    java.math.BigInteger v = integerTokenValue();
    if (v.bitLength() > 63) {
      throw emitError("invalid dimension");
    }
    consume();
    return v.longValue();
  }

  /** Consumes the {@code x} of a dimension list, splitting tokens such as {@code xf32}. */
  private void parseXInDimensionList() {
    if (!at(TokenKind.BARE_IDENTIFIER) || lex.buffer()[lex.start()] != 'x') {
      throw emitWrongTokenError("expected 'x' in dimension list");
    }
    int s = lex.start();
    if (lex.end() - s != 1) {
      state.prevTokenEnd = s + 1;
      lex.resetTo(s + 1);
    } else {
      consume();
    }
  }

  private Type parseTensorType() {
    consume();
    expect(TokenKind.LESS, "expected '<' in tensor type");
    boolean unranked = false;
    long[] dims = null;
    if (consumeIf(TokenKind.STAR)) {
      unranked = true;
      parseXInDimensionList();
    } else {
      dims = parseDimensionListRanked(true);
    }
    int typeLoc = lex.start();
    Type elementType = parseType();
    Attribute encoding = null;
    if (consumeIf(TokenKind.COMMA)) {
      encoding = state.attributes.parseOptionalAttribute(null);
    }
    expect(TokenKind.GREATER, "expected '>' in tensor type");
    if (!isValidTensorElementType(elementType)) {
      throw emitError(typeLoc, "invalid tensor element type");
    }
    if (unranked) {
      if (encoding != null) {
        throw emitError("cannot apply encoding to unranked tensor");
      }
      return UnrankedTensorType.get(ctx, elementType);
    }
    return RankedTensorType.get(ctx, dims, elementType, encoding);
  }

  private static boolean isValidTensorElementType(Type t) {
    return t instanceof ComplexType || t instanceof FloatType || t instanceof IntegerType || t instanceof OpaqueType
        || t instanceof VectorType || t instanceof IndexType || t instanceof DialectType;
  }

  private static boolean isValidMemRefElementType(Type t) {
    return t instanceof IntegerType || t instanceof FloatType || t instanceof IndexType || t instanceof ComplexType
        || t instanceof VectorType || t instanceof MemRefType || t instanceof UnrankedMemRefType
        || t instanceof DialectType d && d.isMemRefElementType() || t instanceof OpaqueType;
  }

  private Type parseMemRefType() {
    int start = lex.start();
    consume();
    expect(TokenKind.LESS, "expected '<' in memref type");
    boolean unranked = false;
    long[] dims = null;
    if (consumeIf(TokenKind.STAR)) {
      unranked = true;
      parseXInDimensionList();
    } else {
      dims = parseDimensionListRanked(true);
    }
    int typeLoc = lex.start();
    Type elementType = parseType();
    if (!isValidMemRefElementType(elementType)) {
      throw emitError(typeLoc, "invalid memref element type");
    }
    Attribute layout = null;
    Attribute memorySpace = null;
    if (!consumeIf(TokenKind.GREATER)) {
      expect(TokenKind.COMMA, "expected ',' or '>' in memref type");
      while (true) {
        if (lex.kind() == TokenKind.GREATER) {
          throw emitWrongTokenError("expected list element");
        }
        Attribute attr = state.attributes.parseAttribute(null);
        if (attr instanceof AffineMapAttr || attr instanceof StridedLayoutAttr) {
          layout = attr;
          if (unranked) {
            throw emitError("cannot have affine map for unranked memref type");
          }
          if (memorySpace != null) {
            throw emitError("expected memory space to be last in memref type");
          }
        } else if (memorySpace != null) {
          throw emitError("multiple memory spaces specified in memref type");
        } else {
          memorySpace = attr;
        }
        if (consumeIf(TokenKind.GREATER)) {
          break;
        }
        expect(TokenKind.COMMA, "expected ',' or '>'");
      }
    }
    if (memorySpace instanceof IntegerAttr ia && ia.value().signum() == 0
        && ia.type() instanceof IntegerType it && it.width() == 64 && it.isSignless()) {
      memorySpace = null; // the default memory space, as MLIR's skipDefaultMemorySpace
    }
    if (unranked) {
      checkMemorySpace(start, memorySpace);
      return UnrankedMemRefType.get(ctx, elementType, memorySpace);
    }
    if (layout instanceof AffineMapAttr m) {
      if (m.map().numDims() != dims.length) {
        throw emitError(start, "memref layout mismatch between rank and affine map: " + dims.length + " != "
            + m.map().numDims());
      }
      if (m.map().isIdentity()) {
        layout = null;
      }
    } else if (layout instanceof StridedLayoutAttr s && s.strides().length != dims.length) {
      throw emitError(start, "expected the number of strides to match the rank");
    }
    checkMemorySpace(start, memorySpace);
    return MemRefType.get(ctx, dims, elementType, layout, memorySpace);
  }

  /**
   * MLIR's isSupportedMemorySpace, checked when the type is built: none, an integer, string or
   * dictionary, or a dialect's own attribute; any other builtin attribute is rejected.
   */
  private void checkMemorySpace(int typeStart, Attribute memorySpace) {
    if (memorySpace instanceof org.jmlir.ir.attr.BuiltinAttribute && !(memorySpace instanceof IntegerAttr
        || memorySpace instanceof org.jmlir.ir.attr.StringAttr || memorySpace instanceof org.jmlir.ir.attr.DictionaryAttr)) {
      throw emitError(typeStart, "unsupported memory space Attribute");
    }
  }

  // ---- dialect types and aliases -------------------------------------------------------------

  private Type parseExtendedType() {
    DialectSymbolParser.Symbol sym = DialectSymbolParser.parseExtendedSymbol(this, '!');
    if (sym.alias() != null) {
      Type t = state.typeAliases.get(sym.alias());
      if (t == null) {
        throw emitWrongTokenError("undefined symbol alias id '" + sym.alias() + "'");
      }
      return t;
    }
    Dialect dialect = ctx.getOrLoadDialect(sym.dialect());
    if (dialect != null) {
      Type t = DialectSymbolParser.parseWithDialect(this, sym, p -> dialect.parseType(p));
      if (t == null) {
        throw emitErrorAt(sym.bodyLoc(), "invalid type in dialect '" + sym.dialect() + "'");
      }
      return t;
    }
    if (!ctx.allowsUnregisteredDialects()) {
      throw emitErrorAt(sym.loc(), "`!" + sym.dialect() + "<\"" + sym.body() + "\">"
          + "` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects()"
          + " on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used");
    }
    return OpaqueType.get(ctx, sym.dialect(), sym.body());
  }

  private ParseException emitErrorAt(int offset, String message) {
    return emitError(offset, message);
  }
}
