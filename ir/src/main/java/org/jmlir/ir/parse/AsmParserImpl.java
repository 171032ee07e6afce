package org.jmlir.ir.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/**
 * The {@link AsmParser} hooks implemented over a {@link ParserBase} (MLIR's AsmParserImpl): custom op
 * parsers and dialect type/attribute parsers see this, never the concrete parser. Errors raised through
 * {@link #emitError(int, String)} go through {@link #decorate} so that a subclass can prefix them
 * ("custom op 'x' ...").
 */
public abstract class AsmParserImpl implements AsmParser {
  protected final ParserBase p;
  protected final Lexer lex;

  protected AsmParserImpl(ParserBase parser) {
    this.p = parser;
    this.lex = parser.lex;
  }

  /** Rewrites a message raised through this interface (identity by default). */
  protected String decorate(String message) {
    return message;
  }

  @Override
  public MLIRContext context() {
    return p.ctx;
  }

  @Override
  public int currentOffset() {
    return lex.start();
  }

  @Override
  public Location encodeLocation(int offset) {
    return p.locationOf(offset);
  }

  @Override
  public ParseException emitError(int offset, String message) {
    return p.emitError(offset, decorate(message));
  }

  // ---- punctuation ---------------------------------------------------------------------------

  private void expectPunct(TokenKind k) {
    if (!p.consumeIf(k)) {
      throw p.emitWrongTokenError("expected '" + k.spelling() + "'");
    }
  }

  @Override
  public void parseLParen() {
    expectPunct(TokenKind.L_PAREN);
  }

  @Override
  public boolean parseOptionalLParen() {
    return p.consumeIf(TokenKind.L_PAREN);
  }

  @Override
  public void parseRParen() {
    expectPunct(TokenKind.R_PAREN);
  }

  @Override
  public boolean parseOptionalRParen() {
    return p.consumeIf(TokenKind.R_PAREN);
  }

  @Override
  public void parseLSquare() {
    expectPunct(TokenKind.L_SQUARE);
  }

  @Override
  public boolean parseOptionalLSquare() {
    return p.consumeIf(TokenKind.L_SQUARE);
  }

  @Override
  public void parseRSquare() {
    expectPunct(TokenKind.R_SQUARE);
  }

  @Override
  public boolean parseOptionalRSquare() {
    return p.consumeIf(TokenKind.R_SQUARE);
  }

  @Override
  public void parseLBrace() {
    expectPunct(TokenKind.L_BRACE);
  }

  @Override
  public boolean parseOptionalLBrace() {
    return p.consumeIf(TokenKind.L_BRACE);
  }

  @Override
  public void parseRBrace() {
    expectPunct(TokenKind.R_BRACE);
  }

  @Override
  public boolean parseOptionalRBrace() {
    return p.consumeIf(TokenKind.R_BRACE);
  }

  @Override
  public void parseLess() {
    expectPunct(TokenKind.LESS);
  }

  @Override
  public boolean parseOptionalLess() {
    return p.consumeIf(TokenKind.LESS);
  }

  @Override
  public void parseGreater() {
    expectPunct(TokenKind.GREATER);
  }

  @Override
  public boolean parseOptionalGreater() {
    return p.consumeIf(TokenKind.GREATER);
  }

  @Override
  public void parseComma() {
    expectPunct(TokenKind.COMMA);
  }

  @Override
  public boolean parseOptionalComma() {
    return p.consumeIf(TokenKind.COMMA);
  }

  @Override
  public void parseColon() {
    expectPunct(TokenKind.COLON);
  }

  @Override
  public boolean parseOptionalColon() {
    return p.consumeIf(TokenKind.COLON);
  }

  @Override
  public void parseEqual() {
    expectPunct(TokenKind.EQUAL);
  }

  @Override
  public boolean parseOptionalEqual() {
    return p.consumeIf(TokenKind.EQUAL);
  }

  @Override
  public void parseArrow() {
    expectPunct(TokenKind.ARROW);
  }

  @Override
  public boolean parseOptionalArrow() {
    return p.consumeIf(TokenKind.ARROW);
  }

  @Override
  public void parseQuestion() {
    expectPunct(TokenKind.QUESTION);
  }

  @Override
  public boolean parseOptionalQuestion() {
    return p.consumeIf(TokenKind.QUESTION);
  }

  @Override
  public boolean parseOptionalStar() {
    return p.consumeIf(TokenKind.STAR);
  }

  @Override
  public boolean parseOptionalPlus() {
    return p.consumeIf(TokenKind.PLUS);
  }

  @Override
  public boolean parseOptionalVerticalBar() {
    return p.consumeIf(TokenKind.VERTICAL_BAR);
  }

  @Override
  public boolean parseOptionalEllipsis() {
    return p.consumeIf(TokenKind.ELLIPSIS);
  }

  // ---- tokens with values --------------------------------------------------------------------

  private boolean atKeywordToken() {
    TokenKind k = lex.kind();
    return k == TokenKind.BARE_IDENTIFIER || k == TokenKind.INTTYPE;
  }

  @Override
  public void parseKeyword(String keyword) {
    // As MLIR's AsmParserImpl::parseKeyword: the error points at the token found, not past the previous one.
    int at = lex.start();
    if (!parseOptionalKeyword(keyword)) {
      if (lex.kind() == TokenKind.ERROR) {
        throw p.emitWrongTokenError(decorate("expected '" + keyword + "'"));
      }
      throw p.emitError(at, decorate("expected '" + keyword + "'"));
    }
  }

  @Override
  public boolean parseOptionalKeyword(String keyword) {
    if (atKeywordToken() && lex.end() - lex.start() == keyword.length() && lex.spelling().equals(keyword)) {
      p.consume();
      return true;
    }
    return false;
  }

  @Override
  public String parseKeyword() {
    String k = parseOptionalKeyword();
    if (k == null) {
      throw p.emitWrongTokenError(decorate("expected valid keyword"));
    }
    return k;
  }

  @Override
  public String parseOptionalKeyword() {
    if (!atKeywordToken()) {
      return null;
    }
    String s = lex.spelling();
    p.consume();
    return s;
  }

  @Override
  public String parseOptionalKeyword(List<String> allowed) {
    if (!atKeywordToken()) {
      return null;
    }
    String s = lex.spelling();
    if (!allowed.contains(s)) {
      return null;
    }
    p.consume();
    return s;
  }

  @Override
  public String parseKeywordOrString() {
    String s = parseOptionalKeywordOrString();
    if (s == null) {
      throw p.emitWrongTokenError(decorate("expected valid keyword or string"));
    }
    return s;
  }

  @Override
  public String parseOptionalKeywordOrString() {
    String k = parseOptionalKeyword();
    return k != null ? k : parseOptionalString();
  }

  @Override
  public String parseString() {
    String s = parseOptionalString();
    if (s == null) {
      throw p.emitWrongTokenError(decorate("expected string"));
    }
    return s;
  }

  @Override
  public String parseOptionalString() {
    if (lex.kind() != TokenKind.STRING) {
      return null;
    }
    String s = p.stringTokenValue();
    p.consume();
    return s;
  }

  @Override
  public BigInteger parseInteger() {
    // As MLIR's AsmParser::parseInteger: the error points at the token found.
    int at = lex.start();
    BigInteger v = parseOptionalInteger();
    if (v == null) {
      if (lex.kind() == TokenKind.ERROR) {
        throw p.emitWrongTokenError(decorate("expected integer value"));
      }
      throw p.emitError(at, decorate("expected integer value"));
    }
    return v;
  }

  @Override
  public BigInteger parseOptionalInteger() {
    int start = lex.start();
    boolean negative = false;
    if (lex.kind() == TokenKind.MINUS) {
      negative = true;
      p.consume();
      if (lex.kind() != TokenKind.INTEGER) {
        throw p.emitError(lex.start(), decorate("expected integer value"));
      }
    } else if (lex.kind() != TokenKind.INTEGER) {
      return null;
    }
    BigInteger v = p.integerTokenValue();
    if (v == null) {
      throw p.emitError(start, decorate("integer value too large"));
    }
    p.consume();
    return negative ? v.negate() : v;
  }

  @Override
  public double parseFloat() {
    boolean negative = p.consumeIf(TokenKind.MINUS);
    double v;
    if (lex.kind() == TokenKind.FLOAT) {
      try {
        v = Double.parseDouble(lex.spelling());
      } catch (NumberFormatException e) {
        throw p.emitError(decorate("floating point value too large"));
      }
    } else if (lex.kind() == TokenKind.INTEGER) {
      v = p.integerTokenValue().doubleValue();
    } else {
      throw p.emitWrongTokenError(decorate("expected floating point literal"));
    }
    p.consume();
    return negative ? -v : v;
  }

  @Override
  public String parseSymbolName() {
    String s = parseOptionalSymbolName();
    if (s == null) {
      throw p.emitWrongTokenError(decorate("expected valid '@'-identifier for symbol name"));
    }
    return s;
  }

  @Override
  public String parseOptionalSymbolName() {
    if (lex.kind() != TokenKind.AT_IDENTIFIER) {
      return null;
    }
    String s;
    if (lex.buffer()[lex.start() + 1] == '"') {
      s = lex.decodeString(lex.start(), lex.end());
    } else {
      s = lex.text(lex.start() + 1, lex.end());
    }
    p.consume();
    return s;
  }

  // ---- types and attributes ------------------------------------------------------------------

  @Override
  public Type parseType() {
    return p.state.types.parseType();
  }

  @Override
  public Type parseOptionalType() {
    return p.state.types.parseOptionalType();
  }

  @Override
  public Type parseColonType() {
    parseColon();
    return parseType();
  }

  @Override
  public List<Type> parseColonTypeList() {
    parseColon();
    return parseTypeList();
  }

  @Override
  public boolean parseOptionalColonTypeList(List<Type> out) {
    if (!p.consumeIf(TokenKind.COLON)) {
      return false;
    }
    out.addAll(parseTypeList());
    return true;
  }

  @Override
  public List<Type> parseTypeList() {
    List<Type> types = new ArrayList<>(2);
    types.add(parseType());
    while (p.consumeIf(TokenKind.COMMA)) {
      types.add(parseType());
    }
    return types;
  }

  @Override
  public List<Type> parseArrowTypeList() {
    parseArrow();
    return parseFunctionResultTypes();
  }

  @Override
  public boolean parseOptionalArrowTypeList(List<Type> out) {
    if (!p.consumeIf(TokenKind.ARROW)) {
      return false;
    }
    out.addAll(parseFunctionResultTypes());
    return true;
  }

  @Override
  public List<Type> parseFunctionResultTypes() {
    List<Type> types = new ArrayList<>(2);
    if (!p.consumeIf(TokenKind.L_PAREN)) {
      types.add(parseType());
      return types;
    }
    if (p.consumeIf(TokenKind.R_PAREN)) {
      return types;
    }
    types.add(parseType());
    while (p.consumeIf(TokenKind.COMMA)) {
      types.add(parseType());
    }
    if (!p.consumeIf(TokenKind.R_PAREN)) {
      throw p.emitWrongTokenError("expected ')'");
    }
    return types;
  }

  @Override
  public Attribute parseAttribute(Type type) {
    return p.state.attributes.parseAttribute(type);
  }

  @Override
  public org.jmlir.ir.affine.AffineMap parseAffineMap() {
    return p.state.affine.parseAffineMapReference();
  }

  @Override
  public Attribute parseOptionalAttribute(Type type) {
    return p.state.attributes.parseOptionalAttribute(type);
  }

  @Override
  public void parseOptionalAttrDict(List<NamedAttribute> out) {
    if (lex.kind() == TokenKind.L_BRACE) {
      AttrDictParser.parse(p, out);
    }
  }

  @Override
  public void parseOptionalAttrDictWithKeyword(List<NamedAttribute> out) {
    if (lex.isKeyword("attributes")) {
      p.consume();
      AttrDictParser.parse(p, out);
    }
  }

  @Override
  public Location parseOptionalLocationSpecifier() {
    if (!lex.isKeyword("loc")) {
      return null;
    }
    return p.state.locations.parseLocationSpecifier();
  }

  @Override
  public void parseCommaSeparatedList(Delimiter delimiter, Runnable element, String contextMessage) {
    p.parseCommaSeparatedList(delimiter, element, contextMessage);
  }
}
