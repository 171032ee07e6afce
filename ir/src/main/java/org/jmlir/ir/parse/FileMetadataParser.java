package org.jmlir.ir.parse;

import org.jmlir.ir.diag.Severity;

/**
 * {@code {-# dialect_resources: {...}, external_resources: {...} #-}} (MLIR's
 * parseFileMetadataDictionary). Builtin dialect blobs are kept in the context's
 * {@link DialectResources}; external resources have no handler here and are skipped with MLIR's
 * warning.
 */
final class FileMetadataParser {
  private FileMetadataParser() {}

  static void parse(ParserState state, ParserBase p) {
    p.consume(); // {-#
    listUntil(
        p,
        TokenKind.FILE_METADATA_END,
        () -> {
          int keyOffset = p.lex.start();
          if (p.lex.kind() != TokenKind.BARE_IDENTIFIER) {
            throw p.emitError("expected identifier key in file metadata dictionary");
          }
          String key = p.lex.spelling();
          p.consume();
          p.expect(TokenKind.COLON, "expected ':'");
          switch (key) {
            case "dialect_resources" -> parseDialectResources(state, p);
            case "external_resources" -> parseExternalResources(state, p);
            default -> throw p.emitError(keyOffset, "unknown key '" + key + "' in file metadata dictionary");
          }
        });
  }

  /** MLIR's parseCommaSeparatedListUntil with an empty list allowed. */
  private static void listUntil(ParserBase p, TokenKind end, Runnable element) {
    if (p.consumeIf(end)) {
      return;
    }
    element.run();
    while (p.consumeIf(TokenKind.COMMA)) {
      element.run();
    }
    p.expect(end, "expected ',' or '" + end.spelling() + "'");
  }

  private interface Body {
    void parse(String name, int nameOffset);
  }

  private static void parseResourceSection(ParserBase p, Body body) {
    p.expect(TokenKind.L_BRACE, "expected '{'");
    listUntil(
        p,
        TokenKind.R_BRACE,
        () -> {
          int nameOffset = p.lex.start();
          TokenKind k = p.lex.kind();
          if (k != TokenKind.BARE_IDENTIFIER && k != TokenKind.INTTYPE) {
            throw p.emitError("expected identifier key for 'resource' entry");
          }
          String name = p.lex.spelling();
          p.consume();
          p.expect(TokenKind.COLON, "expected ':'");
          p.expect(TokenKind.L_BRACE, "expected '{'");
          body.parse(name, nameOffset);
        });
  }

  private static String parseKeyOrString(ParserBase p, String message) {
    TokenKind k = p.lex.kind();
    String key;
    if (k == TokenKind.BARE_IDENTIFIER || k == TokenKind.INTTYPE) {
      key = p.lex.spelling();
    } else if (k == TokenKind.STRING) {
      key = p.stringTokenValue();
    } else {
      throw p.emitError(message);
    }
    p.consume();
    return key;
  }

  private static void parseDialectResources(ParserState state, ParserBase p) {
    parseResourceSection(
        p,
        (dialect, nameOffset) -> {
          if (state.context.getOrLoadDialect(dialect) == null) {
            throw p.emitError(nameOffset, "dialect '" + dialect + "' is unknown");
          }
          if (!dialect.equals("builtin")) {
            throw p.emitError("unexpected 'resource' section for dialect '" + dialect + "'");
          }
          listUntil(
              p,
              TokenKind.R_BRACE,
              () -> {
                String key = parseKeyOrString(p, "expected identifier key for 'resource' entry");
                p.expect(TokenKind.COLON, "expected ':'");
                int valueOffset = p.lex.start();
                DialectResources.Entry entry = parseBlob(p, key, valueOffset);
                p.consume();
                state.context.dialectResources().put(dialect, key, entry);
              });
        });
  }

  /**
   * A value of mlir-opt's fallback resource map: {@code true}/{@code false}, a hex blob
   * ({@code "0x..."}, its first 4 bytes the alignment) or any other string.
   */
  private static DialectResources.Entry parseFallbackValue(ParserBase p, String key) {
    int offset = p.lex.start();
    DialectResources.Entry entry;
    if (p.lex.kind() == TokenKind.BARE_IDENTIFIER && (p.lex.spelling().equals("true") || p.lex.spelling().equals("false"))) {
      entry = new DialectResources.Entry(null, 0, null, p.lex.spelling().equals("true"));
    } else if (p.lex.kind() != TokenKind.STRING) {
      throw p.emitError(offset, "expected string value for key '" + key + "'");
    } else {
      String text = p.stringTokenValue();
      entry = text.startsWith("0x") ? parseBlob(p, key, offset) : new DialectResources.Entry(null, 0, text, null);
    }
    p.consume();
    return entry;
  }

  private static DialectResources.Entry parseBlob(ParserBase p, String key, int offset) {
    Lexer lex = p.lex;
    byte[] b = lex.buffer();
    int s = lex.start();
    int e = lex.end();
    String bad = "expected hex string blob for key '" + key + "'";
    if (lex.kind() != TokenKind.STRING || e - s < 4 || b[s + 1] != '0' || b[s + 2] != 'x' || (e - s - 4) % 2 != 0) {
      throw p.emitError(offset, bad);
    }
    int n = (e - s - 4) / 2;
    byte[] bytes = new byte[n];
    for (int i = 0; i < n; i++) {
      int hi = Character.digit(b[s + 3 + 2 * i], 16);
      int lo = Character.digit(b[s + 4 + 2 * i], 16);
      if (hi < 0 || lo < 0) {
        throw p.emitError(offset, bad);
      }
      bytes[i] = (byte) ((hi << 4) | lo);
    }
    if (n < 4) {
      throw p.emitError(offset, bad + " to encode alignment in first 4 bytes");
    }
    int align = (bytes[0] & 0xff) | (bytes[1] & 0xff) << 8 | (bytes[2] & 0xff) << 16 | (bytes[3] & 0xff) << 24;
    if (align != 0 && Integer.bitCount(align) != 1) {
      throw p.emitError(
          offset, bad + " to encode alignment in first 4 bytes, but got non-power-of-2 value: " + Integer.toUnsignedString(align));
    }
    byte[] data = java.util.Arrays.copyOfRange(bytes, 4, n);
    return new DialectResources.Entry(data, align, null, null);
  }

  private static void parseExternalResources(ParserState state, ParserBase p) {
    parseResourceSection(
        p,
        (name, nameOffset) -> {
          if (state.context.keepsExternalResources()) {
            listUntil(
                p,
                TokenKind.R_BRACE,
                () -> {
                  String key = parseKeyOrString(p, "expected identifier key for 'external_resources' entry");
                  p.expect(TokenKind.COLON, "expected ':'");
                  state.context.externalResources().put(name, key, parseFallbackValue(p, key));
                });
            return;
          }
          state.context.diagnostics().emit(p.locationOf(nameOffset), Severity.WARNING, "ignoring unknown external resources for '" + name + "'").report();
          listUntil(
              p,
              TokenKind.R_BRACE,
              () -> {
                parseKeyOrString(p, "expected identifier key for 'external_resources' entry");
                p.expect(TokenKind.COLON, "expected ':'");
                p.consume();
              });
        });
  }
}
