package org.jmlir.pdll.parse;

import static org.jmlir.pdll.parse.PdllParser.*;

import org.antlr.v4.runtime.DefaultErrorStrategy;
import org.antlr.v4.runtime.InputMismatchException;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;
import org.jmlir.pdll.ast.Loc;
import org.jmlir.pdll.ast.PdllException;

/**
 * Turns the first syntax error into mlir-pdll 22's message for the place it happens in (the rule
 * and the tokens that would have fit), at the token mlir-pdll reports it at, and stops the parse:
 * no recovery, as mlir-pdll stops at its first error. A lexer error token (a bad character or
 * string) reports the lexer's message instead, as mlir-pdll's lexer does when it reaches it.
 */
final class PdllErrors extends DefaultErrorStrategy {
  private final PdllSema sema;

  PdllErrors(PdllSema sema) {
    this.sema = sema;
  }

  @Override
  public void sync(Parser recognizer) {}

  @Override
  public Token recoverInline(Parser recognizer) {
    throw fail(recognizer, new InputMismatchException(recognizer));
  }

  @Override
  public void recover(Parser recognizer, RecognitionException e) {
    throw fail(recognizer, e);
  }

  @Override
  public void reportError(Parser recognizer, RecognitionException e) {
    throw fail(recognizer, e);
  }

  private PdllException fail(Parser p, RecognitionException e) {
    Token t = e.getOffendingToken() != null ? e.getOffendingToken() : p.getCurrentToken();
    ParserRuleContext ctx = e.getCtx() instanceof ParserRuleContext c ? c : p.getContext();
    IntervalSet expected = e.getExpectedTokens();
    if (expected == null) {
      expected = p.getExpectedTokens();
    }
    PdllException lexError = sema.lexError(t);
    if (lexError != null) {
      return sema.syntaxError(lexError);
    }
    Loc loc = sema.loc(t);
    String message = message(ctx, expected);
    if (ctx instanceof MemberNameContext || ctx instanceof MemberAccessContext) {
      // Reported at the `.`, the token before the missing name.
      Token dot = p.getInputStream().LT(-1);
      if (dot != null && dot.getType() == DOT) {
        loc = sema.loc(dot);
      }
    }
    return sema.syntaxError(new PdllException(loc, message));
  }

  private static boolean has(IntervalSet s, int token) {
    return s.contains(token);
  }

  /** mlir-pdll's wording for an unexpected token in {@code ctx} where {@code expected} would fit. */
  static String message(ParserRuleContext ctx, IntervalSet expected) {
    String expression = "expected expression";
    return switch (ctx) {
      case ModuleContext c -> "expected top-level declaration, such as a `Pattern`";
      case ConstraintDeclContext c -> "expected `;` after native declaration";
      case RewriteDeclContext c -> "expected `;` after native declaration";
      case InlineConstraintDeclContext c -> "expected `;` after native declaration";
      case InlineRewriteDeclContext c -> "expected `;` after native declaration";
      case ArgListContext c ->
          has(expected, L_PAREN) ? "expected `(` to start argument list"
              : has(expected, IDENT) ? "expected identifier argument name"
              : "expected `)` to end argument list";
      case ArgDeclContext c -> "expected `:` before argument constraint";
      case ResultListContext c -> has(expected, R_PAREN) ? "expected `)` to end result list" : "expected identifier constraint";
      case ResultSpecContext c -> "expected identifier constraint";
      case ResultDeclContext c -> "expected identifier constraint";
      case PatternDeclContext c -> "expected `{` or `=>` to start pattern body";
      case PatternBodyContext c -> "expected `{` or `=>` to start pattern body";
      case PatternMetadataContext c -> "expected pattern metadata identifier";
      case MetadataItemContext c -> "expected pattern metadata identifier";
      case MetadataNameContext c -> "expected pattern metadata identifier";
      case MetadataArgsContext c -> "expected `)` after pattern benefit";
      case BenefitValueContext c -> "expected integral pattern benefit";
      case LambdaBodyContext c -> has(expected, SEMICOLON) ? "expected `;` after statement" : expression;
      case ConstraintListContext c -> has(expected, R_SQUARE) ? "expected `]` after constraint list" : "expected identifier constraint";
      case ConstraintContext c -> "expected identifier constraint";
      case TypeConstraintExprContext c -> has(expected, GREATER) ? "expected `>` after variable type constraint" : expression;
      case CompoundStmtContext c ->
          has(expected, SEMICOLON) ? "expected `;` after statement"
              : has(expected, L_BRACE) && c.getParent() instanceof RewriteBodyContext ? "expected `{` to start rewrite body"
              : expression;
      case RewriteBodyContext c -> "expected `{` to start rewrite body";
      case LetNameContext c -> "expected identifier after `let` to name a new variable";
      case ReplaceStmtContext c -> has(expected, KW_with) ? "expected `with` after root operation" : expression;
      case ReplValuesContext c -> has(expected, UNDERSCORE) ? expression : "expected `)` after replacement values";
      case ReplListContext c -> has(expected, UNDERSCORE) ? expression : "expected `)` after replacement values";
      case RewriteStmtContext c -> has(expected, KW_with) ? "expected `with` before rewrite body" : "expected `{` to start rewrite body";
      case MemberAccessContext c -> "expected identifier or numeric member name";
      case MemberNameContext c -> "expected identifier or numeric member name";
      case CallArgsContext c ->
          c.getParent() instanceof NegatedExprContext && has(expected, L_PAREN) ? "expected `(` after function name"
              : has(expected, UNDERSCORE) ? expression
              : "expected `)` after argument list";
      case UnderscoreExprContext c -> has(expected, COLON) ? "expected `:` after `_` variable" : "expected identifier constraint";
      case IdentExprContext c -> c.getParent() instanceof NegatedExprContext ? "expected native constraint" : expression;
      case NegatedExprContext c -> "expected native constraint";
      case AttrExprContext c -> has(expected, GREATER) ? "expected `>` after attribute literal" : "expected string literal containing MLIR attribute";
      case TypeExprContext c -> has(expected, GREATER) ? "expected `>` after type literal" : "expected string literal containing MLIR type";
      case LiteralContext c ->
          c.getParent() instanceof TypeExprContext ? "expected string literal containing MLIR type"
              : "expected string literal containing MLIR attribute";
      case WrappedOpNameContext c -> "expected `>` after operation name";
      case OpNameContext c -> has(expected, DOT) && !has(expected, IDENT) ? "expected `.` after dialect namespace"
          : "expected operation name after dialect namespace";
      case OpNamePartContext c -> "expected operation name after dialect namespace";
      case OpOperandsContext c -> has(expected, UNDERSCORE) ? expression : "expected `)` after operation operand list";
      case OpAttributesContext c -> has(expected, R_BRACE) ? "expected `}` after operation attribute list"
          : "expected identifier or string attribute name";
      case NamedAttrContext c -> "expected identifier or string attribute name";
      case AttrNameContext c -> "expected identifier or string attribute name";
      case OpResultsContext c ->
          has(expected, L_PAREN) && !has(expected, UNDERSCORE) ? "expected `(` before operation result type list"
              : has(expected, UNDERSCORE) ? expression
              : "expected `)` after operation result type list";
      case TupleExprContext c -> has(expected, UNDERSCORE) ? expression : "expected `)` after tuple element list";
      case TupleElementContext c -> has(expected, UNDERSCORE) ? expression : "expected `)` after tuple element list";
      default -> expression;
    };
  }
}
