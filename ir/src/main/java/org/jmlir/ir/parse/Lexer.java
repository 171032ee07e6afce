package org.jmlir.ir.parse;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import org.jmlir.ir.print.RawUtf8;

/**
 * Tokenizes an MLIR source buffer, read in place (every read that may fall past the end is
 * bounds-checked; there is no sentinel byte). The current token is three int fields (kind, start,
 * end), so lexing allocates nothing. Line and column are computed only when a location is needed,
 * from a lazily built line-start table.
 */
public final class Lexer {
  private final byte[] buf; // the source bytes, shared with the caller, never written
  private final int length; // end of this lexer's range (the source length for a whole file)
  private final String bufferName;
  private int pos;
  private int[] lineStarts;
  /** The 0-based line {@link #lineOf} found last. */
  private int lastLine;

  // The current token.
  private TokenKind kind;
  private int tokStart;
  private int tokEnd;
  /** For ERROR tokens: the message the parser reports. */
  private String errorMessage;

  /** {@code source} is the file content; {@code bufferName} is used in locations. */
  public Lexer(byte[] source, String bufferName) {
    // No copy: a large file's copy would outlive the parse as garbage in the old generation, which a
    // batch run never collects. Reads that may fall on the end go through peek().
    this.length = source.length;
    this.buf = source;
    this.bufferName = bufferName;
    lex();
  }

  /** Lexes a sub-range of an existing buffer (offsets stay those of the whole buffer). */
  public Lexer(Lexer parent, int start, int end) {
    this.buf = parent.buf;
    this.length = end;
    this.bufferName = parent.bufferName;
    this.lineStarts = parent.lineStarts;
    this.pos = start;
    lex();
  }

  // ---- current token -------------------------------------------------------------------------

  public TokenKind kind() {
    return kind;
  }

  public boolean is(TokenKind k) {
    return kind == k;
  }

  public int start() {
    return tokStart;
  }

  public int end() {
    return tokEnd;
  }

  public String errorMessage() {
    return errorMessage;
  }

  /** The token's text. Allocates; prefer {@link #isKeyword} for comparisons. */
  public String spelling() {
    return text(tokStart, tokEnd);
  }

  /** Whether the current token is the bare identifier {@code keyword}, compared without allocating. */
  public boolean isKeyword(String keyword) {
    if (kind != TokenKind.BARE_IDENTIFIER || tokEnd - tokStart != keyword.length()) {
      return false;
    }
    for (int i = 0; i < keyword.length(); i++) {
      if (buf[tokStart + i] != keyword.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  /** The source text between two offsets (UTF-8 decoded, invalid bytes kept as {@link RawUtf8} escapes). */
  public String text(int start, int end) {
    return RawUtf8.decode(buf, start, end);
  }

  /** Raw access to the buffer; the byte at {@code length()} is 0. */
  public byte[] buffer() {
    return buf;
  }

  public int length() {
    return length;
  }

  public String bufferName() {
    return bufferName;
  }

  /** Advances to the next token. */
  public void next() {
    lex();
  }

  /** Restarts lexing at {@code offset} (used to re-lex, e.g. after splitting {@code >>}). */
  public void resetTo(int offset) {
    pos = offset;
    lex();
  }

  // ---- positions -----------------------------------------------------------------------------

  /** The number of lines in the buffer. */
  public int lineCount() {
    return lineStarts().length;
  }

  /** 1-based line of {@code offset}. */
  public int lineOf(int offset) {
    int[] starts = lineStarts();
    // The parser asks for offsets in increasing order: try the last line and the next few first.
    int i = lastLine;
    if (i < starts.length && starts[i] <= offset) {
      for (int n = 0; n < 4; n++, i++) {
        if (i + 1 == starts.length || offset < starts[i + 1]) {
          lastLine = i;
          return i + 1;
        }
      }
    }
    int idx = Arrays.binarySearch(starts, offset);
    lastLine = idx >= 0 ? idx : -idx - 2;
    return lastLine + 1;
  }

  /** 1-based column (in bytes) of {@code offset}. */
  public int columnOf(int offset) {
    return columnOf(lineOf(offset), offset);
  }

  /** 1-based column (in bytes) of {@code offset}, which lies on the 1-based line {@code line}. */
  public int columnOf(int line, int offset) {
    return offset - lineStarts()[line - 1] + 1;
  }

  /** The text of the 1-based line {@code line}, without its newline. */
  public String lineText(int line) {
    int[] starts = lineStarts();
    int s = starts[line - 1];
    int e = s;
    while (e < length && buf[e] != '\n') {
      e++;
    }
    if (e > s && buf[e - 1] == '\r') {
      e--;
    }
    return text(s, e);
  }

  /** Made on the first large buffer's scan: a small one's never needs it. */
  private static final class Words {
    static final java.lang.invoke.VarHandle LONGS =
        java.lang.invoke.MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * Buffers up to this size are scanned a byte at a time: jrun parses them interpreted, where each
   * word's read through the VarHandle is a chain of method-handle calls costing more than its eight
   * bytes' tests (issue 12).
   */
  private static final int BYTEWISE_SCAN = 1 << 16;
  private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
  private static final long LOW7 = 0x7F7F7F7F7F7F7F7FL;

  private int[] lineStarts() {
    if (lineStarts == null) {
      // One pass over the buffer (a 37 MB file's second pass cost ~100 ms under load), guessing ~32
      // bytes a line and growing when wrong.
      // Eight bytes at a time (the scan runs once, early, before the JIT has compiled much): each
      // newline byte of a word becomes its 0x80 bit, without carries between bytes.
      int[] starts = new int[Math.max(16, length >>> 5)];
      int n = 1;
      int i = 0;
      for (; length > BYTEWISE_SCAN && i + 8 <= length; i += 8) {
        long x = (long) Words.LONGS.get(buf, i) ^ NEWLINES;
        long newlines = ~(((x & LOW7) + LOW7) | x | LOW7);
        while (newlines != 0) {
          if (n == starts.length) {
            starts = Arrays.copyOf(starts, n + (n >>> 1) + 16);
          }
          starts[n++] = i + (Long.numberOfTrailingZeros(newlines) >>> 3) + 1;
          newlines &= newlines - 1;
        }
      }
      for (; i < length; i++) {
        if (buf[i] == '\n') {
          if (n == starts.length) {
            starts = Arrays.copyOf(starts, n + (n >>> 1) + 16);
          }
          starts[n++] = i + 1;
        }
      }
      lineStarts = n == starts.length ? starts : Arrays.copyOf(starts, n);
    }
    return lineStarts;
  }

  // ---- lexing --------------------------------------------------------------------------------

  private void form(TokenKind k, int start) {
    kind = k;
    tokStart = start;
    tokEnd = pos;
  }

  private void error(int start, String message) {
    kind = TokenKind.ERROR;
    tokStart = start;
    tokEnd = Math.max(pos, start + 1);
    errorMessage = message;
  }

  private void lex() {
    while (true) {
      int start = pos;
      if (pos >= length) {
        pos = length;
        form(TokenKind.EOF, length);
        return;
      }
      byte c = buf[pos++];
      switch (c) {
        case ' ', '\t', '\n', '\r' -> {
          continue;
        }
        case ':' -> form(TokenKind.COLON, start);
        case ',' -> form(TokenKind.COMMA, start);
        case '(' -> form(TokenKind.L_PAREN, start);
        case ')' -> form(TokenKind.R_PAREN, start);
        case '}' -> form(TokenKind.R_BRACE, start);
        case '[' -> form(TokenKind.L_SQUARE, start);
        case ']' -> form(TokenKind.R_SQUARE, start);
        case '<' -> form(TokenKind.LESS, start);
        case '>' -> form(TokenKind.GREATER, start);
        case '=' -> form(TokenKind.EQUAL, start);
        case '+' -> form(TokenKind.PLUS, start);
        case '*' -> form(TokenKind.STAR, start);
        case '?' -> form(TokenKind.QUESTION, start);
        case '|' -> form(TokenKind.VERTICAL_BAR, start);
        case '{' -> {
          if (pos + 1 < length && buf[pos] == '-' && buf[pos + 1] == '#') {
            pos += 2;
            form(TokenKind.FILE_METADATA_BEGIN, start);
          } else {
            form(TokenKind.L_BRACE, start);
          }
        }
        case '-' -> {
          if (pos < length && buf[pos] == '>') {
            pos++;
            form(TokenKind.ARROW, start);
          } else {
            form(TokenKind.MINUS, start);
          }
        }
        case '.' -> {
          if (pos + 1 < length && buf[pos] == '.' && buf[pos + 1] == '.') {
            pos += 2;
            form(TokenKind.ELLIPSIS, start);
          } else {
            error(start, "expected three consecutive dots for an ellipsis");
          }
        }
        case '/' -> {
          if (peek(pos) == '/') {
            skipComment();
            continue;
          }
          form(TokenKind.SLASH, start);
        }
        case '@' -> lexAtIdentifier(start);
        case '#' -> {
          if (pos + 1 < length && buf[pos] == '-' && buf[pos + 1] == '}') {
            pos += 2;
            form(TokenKind.FILE_METADATA_END, start);
          } else {
            lexPrefixedIdentifier(start, TokenKind.HASH_IDENTIFIER);
          }
        }
        case '%' -> lexPrefixedIdentifier(start, TokenKind.PERCENT_IDENTIFIER);
        case '^' -> lexPrefixedIdentifier(start, TokenKind.CARET_IDENTIFIER);
        case '!' -> lexPrefixedIdentifier(start, TokenKind.EXCLAMATION_IDENTIFIER);
        case '"' -> lexString(start);
        case 0 -> {
          // An embedded NUL before the end of the buffer.
          error(start, "unexpected character");
        }
        default -> {
          if (isDigit(c)) {
            lexNumber(start, c);
          } else if (isLetter(c) || c == '_') {
            lexBareIdentifier(start);
          } else {
            error(start, "unexpected character");
          }
        }
      }
      return;
    }
  }

  /** The byte at {@code i}, or 0 at and past the end of this lexer's range. */
  private byte peek(int i) {
    return i < length ? buf[i] : 0;
  }

  private void skipComment() {
    while (pos < length && buf[pos] != '\n') {
      pos++;
    }
  }

  private static boolean isDigit(byte c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isLetter(byte c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isHexDigit(byte c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  /** bare-id ::= (letter|[_]) (letter|digit|[_$.])*; integer types lex as INTTYPE. */
  private void lexBareIdentifier(int start) {
    while (pos < length) {
      byte c = buf[pos];
      if (isLetter(c) || isDigit(c) || c == '_' || c == '$' || c == '.') {
        pos++;
      } else {
        break;
      }
    }
    // [su]?i[0-9]+ is an integer type.
    int p = start;
    if (buf[p] == 's' || buf[p] == 'u') {
      p++;
    }
    if (p < pos && buf[p] == 'i' && p + 1 < pos) {
      int q = p + 1;
      while (q < pos && isDigit(buf[q])) {
        q++;
      }
      if (q == pos) {
        form(TokenKind.INTTYPE, start);
        return;
      }
    }
    form(TokenKind.BARE_IDENTIFIER, start);
  }

  /** {@code @bare-id} or {@code @"string"}. */
  private void lexAtIdentifier(int start) {
    byte c = peek(pos);
    if (c == '"') {
      pos++;
      lexString(start);
      if (kind == TokenKind.STRING) {
        kind = TokenKind.AT_IDENTIFIER;
      }
      return;
    }
    if (pos >= length || !(isLetter(c) || c == '_')) {
      error(start, "@ identifier expected to start with letter or '_'");
      return;
    }
    pos++;
    while (pos < length) {
      byte d = buf[pos];
      if (isLetter(d) || isDigit(d) || d == '_' || d == '$' || d == '.') {
        pos++;
      } else {
        break;
      }
    }
    form(TokenKind.AT_IDENTIFIER, start);
  }

  /** suffix-id ::= digit+ | (letter|id-punct) (letter|id-punct|digit)*, id-punct ::= [$._-]. */
  private void lexPrefixedIdentifier(int start, TokenKind k) {
    byte c = peek(pos);
    if (pos < length && isDigit(c)) {
      while (pos < length && isDigit(buf[pos])) {
        pos++;
      }
    } else if (pos < length && (isLetter(c) || c == '$' || c == '.' || c == '_' || c == '-')) {
      pos++;
      while (pos < length) {
        byte d = buf[pos];
        if (isLetter(d) || isDigit(d) || d == '$' || d == '.' || d == '_' || d == '-') {
          pos++;
        } else {
          break;
        }
      }
    } else {
      String what =
          switch (k) {
            case HASH_IDENTIFIER -> "invalid attribute name";
            case PERCENT_IDENTIFIER -> "invalid SSA name";
            case CARET_IDENTIFIER -> "invalid block name";
            default -> "invalid type identifier";
          };
      error(start, what);
      return;
    }
    form(k, start);
  }

  /** Numbers: decimal or hex integers, and floats {@code [0-9]+[.][0-9]*([eE][-+]?[0-9]+)?}. */
  private void lexNumber(int start, byte first) {
    if (first == '0' && pos + 1 < length && buf[pos] == 'x' && isHexDigit(buf[pos + 1])) {
      pos++;
      while (pos < length && isHexDigit(buf[pos])) {
        pos++;
      }
      form(TokenKind.INTEGER, start);
      return;
    }
    while (pos < length && isDigit(buf[pos])) {
      pos++;
    }
    if (pos >= length || buf[pos] != '.') {
      form(TokenKind.INTEGER, start);
      return;
    }
    pos++;
    while (pos < length && isDigit(buf[pos])) {
      pos++;
    }
    if (pos < length && (buf[pos] == 'e' || buf[pos] == 'E')) {
      int save = pos;
      pos++;
      if (pos < length && (buf[pos] == '-' || buf[pos] == '+')) {
        pos++;
      }
      if (pos < length && isDigit(buf[pos])) {
        while (pos < length && isDigit(buf[pos])) {
          pos++;
        }
      } else {
        pos = save;
      }
    }
    form(TokenKind.FLOAT, start);
  }

  /** {@code "..."}; the token spans the quotes. Escapes are checked here and decoded by {@link #decodeString}. */
  private void lexString(int start) {
    while (true) {
      if (pos >= length) {
        error(start, "expected '\"' in string literal");
        return;
      }
      byte c = buf[pos++];
      switch (c) {
        case '"' -> {
          form(TokenKind.STRING, start);
          return;
        }
        case '\n', '\r' -> {
          pos--;
          error(start, "expected '\"' in string literal");
          return;
        }
        case '\\' -> {
          byte e = peek(pos);
          if (pos < length && (e == '"' || e == '\\' || e == 'n' || e == 't')) {
            pos++;
          } else if (pos + 1 < length && isHexDigit(e) && isHexDigit(buf[pos + 1])) {
            pos += 2;
          } else {
            error(pos - 1, "unknown escape in string literal");
            return;
          }
        }
        default -> {}
      }
    }
  }

  /**
   * Decodes the string literal spanning {@code [start, end)} (including quotes, and a leading
   * {@code @} for quoted symbol names) into its bytes.
   */
  public byte[] decodeStringBytes(int start, int end) {
    int s = buf[start] == '@' ? start + 2 : start + 1;
    int e = end - 1;
    ByteArrayOutputStream out = new ByteArrayOutputStream(e - s);
    for (int i = s; i < e; i++) {
      byte c = buf[i];
      if (c != '\\') {
        out.write(c);
        continue;
      }
      byte n = buf[++i];
      switch (n) {
        case '"' -> out.write('"');
        case '\\' -> out.write('\\');
        case 'n' -> out.write('\n');
        case 't' -> out.write('\t');
        default -> {
          out.write((Character.digit(n, 16) << 4) | Character.digit(buf[++i], 16));
        }
      }
    }
    return out.toByteArray();
  }

  /** Decodes a string literal token to text (UTF-8; fast path when there are no escapes). */
  public String decodeString(int start, int end) {
    int s = buf[start] == '@' ? start + 2 : start + 1;
    int e = end - 1;
    boolean plain = true;
    for (int i = s; i < e; i++) {
      if (buf[i] == '\\') {
        plain = false;
        break;
      }
    }
    if (plain) {
      return RawUtf8.decode(buf, s, e);
    }
    return RawUtf8.decode(decodeStringBytes(start, end));
  }
}
