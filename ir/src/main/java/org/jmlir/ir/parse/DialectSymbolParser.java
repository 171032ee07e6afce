package org.jmlir.ir.parse;

import java.util.function.Function;

/**
 * The shared part of {@code !dialect.body} / {@code #dialect<body>} / alias parsing (MLIR's
 * DialectSymbolParser.cpp): splits the symbol, scans a balanced {@code <...>} body, and runs a
 * loaded dialect's parser over the body through a {@link DialectAsmParser}.
 */
final class DialectSymbolParser {
  private DialectSymbolParser() {}

  /**
   * A parsed extended symbol: an alias reference ({@code alias} non-null) or a dialect symbol.
   *
   * @param loc offset of the {@code !}/{@code #} token
   * @param bodyStart offset of the body text in the buffer
   */
  record Symbol(String alias, String dialect, String body, int loc, int bodyStart, int bodyEnd) {
    int bodyLoc() {
      return bodyStart;
    }
  }

  /** Parses the current {@code !...}/{@code #...} token (and a trailing {@code <...>} body). */
  static Symbol parseExtendedSymbol(ParserBase p, char sigil) {
    Lexer lex = p.lex;
    int start = lex.start();
    int idStart = start + 1;
    int idEnd = lex.end();
    String identifier = lex.text(idStart, idEnd);
    p.consume();
    int dot = identifier.indexOf('.');
    String dialect = dot < 0 ? identifier : identifier.substring(0, dot);
    boolean isPretty = dot >= 0;
    boolean hasTrailing = lex.kind() == TokenKind.LESS && lex.start() == idEnd;
    if (!hasTrailing && !isPretty) {
      return new Symbol(identifier, null, null, start, idStart, idEnd);
    }
    if (!isPretty) {
      int[] range = scanBody(p);
      return new Symbol(null, dialect, lex.text(range[0] + 1, range[1] - 1), start, range[0] + 1, range[1] - 1);
    }
    int bodyStart = idStart + dot + 1;
    int bodyEnd = idEnd;
    if (hasTrailing) {
      int[] range = scanBody(p);
      bodyEnd = range[1];
    }
    return new Symbol(null, dialect, lex.text(bodyStart, bodyEnd), start, bodyStart, bodyEnd);
  }

  /** Scans a balanced {@code <...>} starting at the current token; returns [start, end) and re-lexes after it. */
  private static int[] scanBody(ParserBase p) {
    Lexer lex = p.lex;
    byte[] buf = lex.buffer();
    int start = lex.start();
    int cur = start;
    byte[] stack = new byte[16];
    int depth = 0;
    do {
      if (cur >= lex.length()) {
        if (depth > 0) {
          throw p.emitError(start, "unbalanced '" + (char) stack[depth - 1] + "' character in pretty dialect name");
        }
        throw p.emitError(start, "unexpected nul or EOF in pretty dialect name");
      }
      byte c = buf[cur++];
      switch (c) {
        case '<', '[', '(', '{' -> {
          if (depth == stack.length) {
            stack = java.util.Arrays.copyOf(stack, depth * 2);
          }
          stack[depth++] = c;
        }
        case '-' -> {
          if (cur < lex.length() && buf[cur] == '>') {
            cur++;
          }
        }
        case '>' -> depth = pop(p, stack, depth, (byte) '<', start);
        case ']' -> depth = pop(p, stack, depth, (byte) '[', start);
        case ')' -> depth = pop(p, stack, depth, (byte) '(', start);
        case '}' -> depth = pop(p, stack, depth, (byte) '{', start);
        case '"' -> {
          lex.resetTo(cur - 1);
          if (lex.kind() == TokenKind.ERROR) {
            throw p.emitError(lex.start(), lex.errorMessage());
          }
          cur = lex.end();
        }
        case 0 -> {
          throw p.emitError(cur - 1, "unexpected nul or EOF in pretty dialect name");
        }
        default -> {}
      }
    } while (depth > 0);
    p.state.prevTokenEnd = cur;
    lex.resetTo(cur);
    return new int[] {start, cur};
  }

  /** MLIR reports the innermost open bracket, at the start of the body. */
  private static int pop(ParserBase p, byte[] stack, int depth, byte expected, int start) {
    if (stack[depth - 1] != expected) {
      throw p.emitError(start, "unbalanced '" + (char) stack[depth - 1] + "' character in pretty dialect name");
    }
    return depth - 1;
  }

  /** Runs {@code parse} over the symbol's body with a fresh sub-parser; checks it consumed it all. */
  static <T> T parseWithDialect(ParserBase outer, Symbol sym, Function<DialectAsmParser, T> parse) {
    Lexer sub = new Lexer(outer.lex, sym.bodyStart(), sym.bodyEnd());
    ParserState subState = new ParserState(outer.ctx, sub);
    subState.attributeAliases.putAll(outer.state.attributeAliases);
    subState.typeAliases.putAll(outer.state.typeAliases);
    subState.distinctAttrs = outer.state.distinctAttrs;
    String body = sym.body();
    DialectAsmParser parser = new Impl(subState.types, body);
    T result = parse.apply(parser);
    if (result != null && sub.kind() != TokenKind.EOF) {
      throw subState.types.emitError("unexpected characters at end of dialect symbol");
    }
    return result;
  }

  private static final class Impl extends AsmParserImpl implements DialectAsmParser {
    private final String fullSpec;

    Impl(ParserBase base, String fullSpec) {
      super(base);
      this.fullSpec = fullSpec;
    }

    @Override
    public String fullSpec() {
      return fullSpec;
    }
  }
}
