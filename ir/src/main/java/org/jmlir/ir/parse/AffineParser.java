package org.jmlir.ir.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.IntegerSet;

/**
 * Parses affine maps, affine expressions and integer sets (MLIR's AffineParser.cpp): dims and symbols
 * are bound to any identifiers in {@code (d0, d1)[s0]}; expressions are built with the simplifying
 * combinators, so the result is MLIR's canonical form.
 */
public final class AffineParser extends ParserBase {
  private final List<String> names = new ArrayList<>();
  private final List<AffineExpr> exprs = new ArrayList<>();
  private SsaIdResolver ssaIds;

  /**
   * Turns an SSA operand met in an affine expression into a dim or symbol (MLIR's
   * parseAffineMapOfSSAIds callback): called at {@code %x} (isSymbol false) and inside
   * {@code symbol(%x)} (isSymbol true), it parses the operand itself.
   */
  @FunctionalInterface
  public interface SsaIdResolver {
    AffineExpr resolve(boolean isSymbol);
  }

  AffineParser(ParserState state) {
    super(state);
  }

  /** {@code (dims)[symbols] -> (results)}, the text inside {@code affine_map<...>}. */
  public AffineMap parseAffineMapReference() {
    int start = lex.start();
    Object r = parseMapOrSet();
    if (!(r instanceof AffineMap m)) {
      throw emitError(start, "expected AffineMap, but got IntegerSet");
    }
    return m;
  }

  /** {@code (dims)[symbols] : (constraints)}, the text inside {@code affine_set<...>}. */
  public IntegerSet parseIntegerSetReference() {
    int start = lex.start();
    Object r = parseMapOrSet();
    if (!(r instanceof IntegerSet s)) {
      throw emitError(start, "expected IntegerSet, but got AffineMap");
    }
    return s;
  }

  private Object parseMapOrSet() {
    names.clear();
    exprs.clear();
    int[] numDims = {0};
    parseCommaSeparatedList(Delimiter.PAREN, () -> defineIdentifier(AffineExpr.dim(numDims[0]++)),
        "in dimensional identifier list");
    int[] numSymbols = {0};
    if (at(TokenKind.L_SQUARE)) {
      parseCommaSeparatedList(Delimiter.SQUARE, () -> defineIdentifier(AffineExpr.symbol(numSymbols[0]++)),
          "in symbol list");
    }
    if (!at(TokenKind.ARROW) && !at(TokenKind.COLON)) {
      throw emitWrongTokenError("expected '->' or ':'");
    }
    if (consumeIf(TokenKind.ARROW)) {
      List<AffineExpr> results = new ArrayList<>();
      parseCommaSeparatedList(Delimiter.PAREN, () -> results.add(parseAffineExpr()), "in affine map range");
      return new AffineMap(numDims[0], numSymbols[0], results);
    }
    consume();
    List<AffineExpr> constraints = new ArrayList<>();
    List<Boolean> eqs = new ArrayList<>();
    parseCommaSeparatedList(Delimiter.PAREN, () -> parseConstraint(constraints, eqs), "in integer set constraint list");
    if (constraints.isEmpty()) {
      constraints.add(AffineExpr.constant(0));
      eqs.add(true);
    }
    return new IntegerSet(numDims[0], numSymbols[0], constraints, eqs);
  }

  private boolean isIdentifier() {
    return at(TokenKind.BARE_IDENTIFIER) || at(TokenKind.INTTYPE);
  }

  private void defineIdentifier(AffineExpr e) {
    if (!isIdentifier()) {
      throw emitWrongTokenError("expected bare identifier");
    }
    String name = lex.spelling();
    if (names.contains(name)) {
      throw emitError("redefinition of identifier '" + name + "'");
    }
    consume();
    names.add(name);
    exprs.add(e);
  }

  private void parseConstraint(List<AffineExpr> constraints, List<Boolean> eqs) {
    AffineExpr lhs = parseAffineExpr();
    if (consumeIf(TokenKind.GREATER) && consumeIf(TokenKind.EQUAL)) {
      constraints.add(lhs.sub(parseAffineExpr()));
      eqs.add(false);
      return;
    }
    if (consumeIf(TokenKind.LESS) && consumeIf(TokenKind.EQUAL)) {
      constraints.add(parseAffineExpr().sub(lhs));
      eqs.add(false);
      return;
    }
    if (consumeIf(TokenKind.EQUAL) && consumeIf(TokenKind.EQUAL)) {
      constraints.add(lhs.sub(parseAffineExpr()));
      eqs.add(true);
      return;
    }
    throw emitError("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
  }

  /**
   * A delimited list of affine expressions whose dims and symbols are SSA operands ({@code [%i + 3,
   * symbol(%n)]}), as affine.load/store write their indices.
   */
  /** One affine expression over SSA operands (MLIR's parseAffineExprOfSSAIds). */
  public AffineExpr parseAffineExprOfSSAIds(SsaIdResolver resolver) {
    SsaIdResolver saved = ssaIds;
    ssaIds = resolver;
    names.clear();
    exprs.clear();
    try {
      return parseAffineExpr();
    } finally {
      ssaIds = saved;
    }
  }

  public List<AffineExpr> parseAffineExprsOfSSAIds(Delimiter delimiter, SsaIdResolver resolver) {
    SsaIdResolver saved = ssaIds;
    ssaIds = resolver;
    names.clear();
    exprs.clear();
    try {
      List<AffineExpr> out = new ArrayList<>();
      parseCommaSeparatedList(delimiter, () -> out.add(parseAffineExpr()), "in affine expression list");
      return out;
    } finally {
      ssaIds = saved;
    }
  }

  // ---- expressions ---------------------------------------------------------------------------

  /** affine-expr with MLIR's precedence: {@code + -} below {@code * floordiv ceildiv mod}, left-assoc. */
  public AffineExpr parseAffineExpr() {
    NestingGuard nesting = state.attributes.nesting;
    nesting.enter(this);
    try {
      AffineExpr result = parseHighPrecChain(null);
      while (true) {
        AffineExpr.Kind op = consumeLowPrecOp();
        if (op == null) {
          return result;
        }
        AffineExpr rhs = parseHighPrecChain(result);
        result = op == AffineExpr.Kind.ADD ? result.add(rhs) : result.sub(rhs);
      }
    } finally {
      nesting.exit();
    }
  }

  /** Parses {@code operand (highop operand)*}; {@code llhs} only tunes the "missing operand" message. */
  private AffineExpr parseHighPrecChain(AffineExpr llhs) {
    AffineExpr lhs = parseOperand(llhs);
    while (true) {
      int opLoc = lex.start();
      AffineExpr.Kind op = consumeHighPrecOp();
      if (op == null) {
        return lhs;
      }
      AffineExpr rhs = parseOperand(lhs);
      lhs = combineHighPrec(op, lhs, rhs, opLoc);
    }
  }

  private AffineExpr combineHighPrec(AffineExpr.Kind op, AffineExpr lhs, AffineExpr rhs, int opLoc) {
    switch (op) {
      case MUL -> {
        if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
          throw emitError(opLoc, "non-affine expression: at least one of the multiply operands has to be either a"
              + " constant or symbolic");
        }
        return lhs.mul(rhs);
      }
      case FLOOR_DIV, CEIL_DIV, MOD -> {
        if (!rhs.isSymbolicOrConstant()) {
          String name = op == AffineExpr.Kind.FLOOR_DIV ? "floordiv" : op == AffineExpr.Kind.CEIL_DIV ? "ceildiv" : "mod";
          throw emitError(opLoc, "non-affine expression: right operand of " + name
              + " has to be either a constant or symbolic");
        }
        return AffineExpr.binary(op, lhs, rhs);
      }
      default -> throw new IllegalStateException();
    }
  }

  private AffineExpr.Kind consumeLowPrecOp() {
    if (consumeIf(TokenKind.PLUS)) {
      return AffineExpr.Kind.ADD;
    }
    if (consumeIf(TokenKind.MINUS)) {
      return AffineExpr.Kind.MUL; // marks subtraction
    }
    return null;
  }

  private AffineExpr.Kind consumeHighPrecOp() {
    if (consumeIf(TokenKind.STAR)) {
      return AffineExpr.Kind.MUL;
    }
    if (consumeIfKeyword("floordiv")) {
      return AffineExpr.Kind.FLOOR_DIV;
    }
    if (consumeIfKeyword("ceildiv")) {
      return AffineExpr.Kind.CEIL_DIV;
    }
    if (consumeIfKeyword("mod")) {
      return AffineExpr.Kind.MOD;
    }
    return null;
  }

  private AffineExpr parseOperand(AffineExpr lhs) {
    switch (tok()) {
      case INTEGER -> {
        BigInteger v = integerTokenValue();
        if (v.bitLength() > 63) {
          throw emitError("constant too large for index");
        }
        consume();
        return AffineExpr.constant(v.longValue());
      }
      case L_PAREN -> {
        consume();
        if (at(TokenKind.R_PAREN)) {
          throw emitError("no expression inside parentheses");
        }
        AffineExpr e = parseAffineExpr();
        expect(TokenKind.R_PAREN, "expected ')'");
        return e;
      }
      case MINUS -> {
        consume();
        NestingGuard nesting = state.attributes.nesting;
        nesting.enter(this);
        AffineExpr operand;
        try {
          operand = parseOperand(lhs);
        } catch (ParseException e) {
          // As MLIR: the operand's own error, then this one at the token where the operand failed.
          if (e.getMessage().startsWith("nesting of")) {
            throw e;
          }
          throw emitError("missing operand of negation");
        } finally {
          nesting.exit();
        }
        return AffineExpr.constant(-1).mul(operand);
      }
      case PERCENT_IDENTIFIER -> {
        if (ssaIds == null) {
          throw emitError("unexpected ssa identifier");
        }
        return ssaIds.resolve(false);
      }
      case PLUS, STAR -> throw emitError(lhs != null ? "missing right operand of binary operator"
          : "missing left operand of binary operator");
      default -> {
        if (ssaIds != null && lex.isKeyword("symbol")) {
          consume();
          expect(TokenKind.L_PAREN, "expected '('");
          AffineExpr symbol = ssaIds.resolve(true);
          expect(TokenKind.R_PAREN, "expected ')'");
          return symbol;
        }
        if (isIdentifier()) {
          return parseBareId();
        }
        throw emitError(lhs != null ? "missing right operand of binary operator" : "expected affine expression");
      }
    }
  }

  private AffineExpr parseBareId() {
    String name = lex.spelling();
    int i = names.indexOf(name);
    if (i < 0) {
      throw emitWrongTokenError("use of undeclared identifier");
    }
    consume();
    return exprs.get(i);
  }
}
