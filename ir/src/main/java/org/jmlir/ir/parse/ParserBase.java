package org.jmlir.ir.parse;

import java.math.BigInteger;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.loc.FileLocationTable;
import org.jmlir.ir.loc.Location;

/**
 * Helpers every parser layer shares (MLIR's Parser base): token tests, consuming, located errors,
 * comma-separated lists. Sub-parsers extend it and share one {@link ParserState}.
 */
public abstract class ParserBase {
  protected final ParserState state;
  protected final Lexer lex;
  protected final MLIRContext ctx;

  protected ParserBase(ParserState state) {
    this.state = state;
    this.lex = state.lexer;
    this.ctx = state.context;
  }

  // ---- tokens --------------------------------------------------------------------------------

  protected final TokenKind tok() {
    return lex.kind();
  }

  protected final boolean at(TokenKind k) {
    return lex.kind() == k;
  }

  /** Consumes the current token. */
  protected final void consume() {
    state.prevTokenEnd = lex.end();
    lex.next();
  }

  protected final boolean consumeIf(TokenKind k) {
    if (lex.kind() != k) {
      return false;
    }
    consume();
    return true;
  }

  /** Consumes the keyword if it is next. */
  protected final boolean consumeIfKeyword(String keyword) {
    if (!lex.isKeyword(keyword)) {
      return false;
    }
    consume();
    return true;
  }

  /** Consumes {@code k} or reports {@code message} as MLIR's parseToken does. */
  protected final void expect(TokenKind k, String message) {
    if (!consumeIf(k)) {
      throw emitWrongTokenError(message);
    }
  }

  // ---- errors --------------------------------------------------------------------------------

  /** The location of {@code offset} as {@code file:line:col}. */
  public final Location locationOf(int offset) {
    // One location per parsed op: keep the file's table instead of looking it up in the context.
    FileLocationTable table = state.locationTable;
    if (table == null || !table.filename().equals(lex.bufferName())) {
      table = FileLocationTable.of(ctx, lex.bufferName());
      table.reserve(lex.lineCount());
      state.locationTable = table;
    }
    int line = lex.lineOf(offset);
    return table.get(line, lex.columnOf(line, offset));
  }

  /** Reports {@code message} at {@code offset} and returns the exception to throw. */
  public final ParseException emitError(int offset, String message) {
    // A lexer error token reports the lexer's message instead.
    if (lex.kind() == TokenKind.ERROR && offset == lex.start()) {
      message = lex.errorMessage();
    }
    ctx.diagnostics().emit(locationOf(offset), Severity.ERROR, message).report();
    return new ParseException(message);
  }

  /** Reports {@code message} at the current token. */
  public final ParseException emitError(String message) {
    return emitError(lex.start(), message);
  }

  /**
   * Reports an "expected ..." error as MLIR's emitWrongTokenError does: the error points just past
   * the previous token (spaces, blank lines and trailing {@code //} comments skipped backwards), where
   * the missing text belongs; at EOF it starts from the last character.
   */
  public final ParseException emitWrongTokenError(String message) {
    if (lex.kind() == TokenKind.ERROR) {
      return emitError(lex.start(), lex.errorMessage());
    }
    int original = lex.start();
    if (lex.kind() == TokenKind.EOF && original > 0) {
      original--;
    }
    int offset = wrongTokenOffset(lex.buffer(), original);
    ctx.diagnostics().emit(locationOf(offset), Severity.ERROR, message).report();
    return new ParseException(message);
  }

  /** Where an "expected ..." error at {@code loc} is reported (MLIR's emitWrongTokenError). */
  static int wrongTokenOffset(byte[] b, int loc) {
    int end = loc;
    while (true) {
      while (end > 0 && (b[end - 1] == ' ' || b[end - 1] == '\t')) {
        end--;
      }
      if (end == 0) {
        return loc;
      }
      if (b[end - 1] != '\n' && b[end - 1] != '\r') {
        return end;
      }
      end--;
      // A "//" on the line before starts a comment: report before it (as MLIR, even inside a string).
      int lineStart = end;
      while (lineStart > 0 && b[lineStart - 1] != '\n' && b[lineStart - 1] != '\r') {
        lineStart--;
      }
      for (int i = lineStart; i + 1 < end; i++) {
        if (b[i] == '/' && b[i + 1] == '/') {
          end = i;
          break;
        }
      }
    }
  }

  // ---- lists ---------------------------------------------------------------------------------

  /**
   * Parses {@code element (',' element)*} inside {@code delimiter}. For optional delimiters, returns
   * false (consuming nothing) when the opening bracket is absent. An empty bracketed list is allowed.
   */
  public final boolean parseCommaSeparatedList(Delimiter delimiter, Runnable element, String contextMessage) {
    TokenKind open;
    TokenKind close;
    boolean optional;
    switch (delimiter) {
      case NONE -> {
        element.run();
        while (consumeIf(TokenKind.COMMA)) {
          element.run();
        }
        return true;
      }
      case PAREN, OPTIONAL_PAREN -> {
        open = TokenKind.L_PAREN;
        close = TokenKind.R_PAREN;
      }
      case SQUARE, OPTIONAL_SQUARE -> {
        open = TokenKind.L_SQUARE;
        close = TokenKind.R_SQUARE;
      }
      case LESS_GREATER, OPTIONAL_LESS_GREATER -> {
        open = TokenKind.LESS;
        close = TokenKind.GREATER;
      }
      default -> {
        open = TokenKind.L_BRACE;
        close = TokenKind.R_BRACE;
      }
    }
    optional = delimiter.name().startsWith("OPTIONAL_");
    if (!at(open)) {
      if (optional) {
        return false;
      }
      throw emitWrongTokenError("expected '" + open.spelling() + "'" + contextSuffix(contextMessage));
    }
    consume();
    if (consumeIf(close)) {
      return true;
    }
    element.run();
    while (consumeIf(TokenKind.COMMA)) {
      element.run();
    }
    if (!consumeIf(close)) {
      throw emitWrongTokenError("expected '" + close.spelling() + "'" + contextSuffix(contextMessage));
    }
    return true;
  }

  private static String contextSuffix(String contextMessage) {
    return contextMessage == null || contextMessage.isEmpty() ? "" : " " + contextMessage;
  }

  // ---- literals ------------------------------------------------------------------------------

  /** The value of the current INTEGER token (decimal or 0x hex); null if it is not one. */
  protected final BigInteger integerTokenValue() {
    if (lex.kind() != TokenKind.INTEGER) {
      return null;
    }
    int s = lex.start();
    int e = lex.end();
    byte[] b = lex.buffer();
    if (e - s > 2 && b[s] == '0' && b[s + 1] == 'x') {
      return new BigInteger(lex.text(s + 2, e), 16);
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

  /** The decoded value of the current STRING token. */
  protected final String stringTokenValue() {
    return lex.decodeString(lex.start(), lex.end());
  }
}
