package org.jmlir.lit.shell;

import java.util.ArrayList;
import java.util.List;

/**
 * Lexes and parses one RUN line with the quoting rules of lit's internal shell (ShUtil.py): single
 * quotes are literal; inside double quotes a backslash escapes only {@code "}, {@code \} and
 * {@code $}; outside quotes a backslash escapes any character. Operators: {@code | || && ; &}; redirections
 * {@code > >> < >& <& &>} with an optional descriptor number glued in front ({@code 2>&1}).
 */
public final class ShParser {
  private enum Kind { WORD, OP, REDIRECT }

  private record Token(Kind kind, String text, int fd, boolean glob) {}

  private final String data;
  private int pos;
  private final List<Token> tokens = new ArrayList<>();
  private int next;

  private ShParser(String data) {
    this.data = data;
  }

  /** Parses a whole command line. */
  public static ShNode parse(String line) throws ShParseException {
    ShParser parser = new ShParser(line);
    parser.lex();
    if (parser.tokens.isEmpty()) {
      throw new ShParseException("empty command!");
    }
    return parser.parseSeq();
  }

  // ---- lexer ----

  private void lex() throws ShParseException {
    int end = data.length();
    while (pos < end) {
      char c = data.charAt(pos);
      if (Character.isWhitespace(c)) {
        pos++;
      } else {
        tokens.add(lexToken());
      }
    }
  }

  private boolean eatIf(char c) {
    if (pos < data.length() && data.charAt(pos) == c) {
      pos++;
      return true;
    }
    return false;
  }

  private Token lexToken() throws ShParseException {
    char c = data.charAt(pos++);
    switch (c) {
      case ';':
        return new Token(Kind.OP, ";", -1, false);
      case '|':
        return new Token(Kind.OP, eatIf('|') ? "||" : "|", -1, false);
      case '&':
        if (eatIf('&')) {
          return new Token(Kind.OP, "&&", -1, false);
        }
        if (eatIf('>')) {
          return new Token(Kind.REDIRECT, "&>", -1, false);
        }
        return new Token(Kind.OP, "&", -1, false);
      case '>':
        if (eatIf('&')) {
          return new Token(Kind.REDIRECT, ">&", -1, false);
        }
        return new Token(Kind.REDIRECT, eatIf('>') ? ">>" : ">", -1, false);
      case '<':
        if (eatIf('&')) {
          return new Token(Kind.REDIRECT, "<&", -1, false);
        }
        if (data.startsWith("<", pos)) {
          throw new ShParseException("unsupported redirection '<<'");
        }
        return new Token(Kind.REDIRECT, "<", -1, false);
      default:
        pos--;
        return lexWord();
    }
  }

  private Token lexWord() throws ShParseException {
    StringBuilder text = new StringBuilder();
    boolean glob = false;
    boolean quoted = false;
    int end = data.length();
    while (pos < end) {
      char c = data.charAt(pos);
      if (Character.isWhitespace(c) || c == '|' || c == '&' || c == ';') {
        break;
      }
      if (c == '>' || c == '<') {
        if (!quoted && !text.isEmpty() && isDigits(text)) {
          int fd = Integer.parseInt(text.toString());
          Token op = lexToken();
          if (op.kind() != Kind.REDIRECT) {
            throw new ShParseException("syntax error near '" + op.text() + "'");
          }
          return new Token(Kind.REDIRECT, op.text(), fd, false);
        }
        break;
      }
      pos++;
      if (c == '\'' || c == '"') {
        quoted = true;
        lexQuoted(c, text);
      } else if (c == '\\') {
        if (pos == end) {
          break; // lit warns and drops a trailing escape
        }
        text.append(data.charAt(pos++));
        quoted = true;
      } else {
        if (c == '*' || c == '?') {
          glob = true;
        }
        text.append(c);
      }
    }
    return new Token(Kind.WORD, text.toString(), -1, glob);
  }

  private void lexQuoted(char delim, StringBuilder text) throws ShParseException {
    int end = data.length();
    while (pos < end) {
      char c = data.charAt(pos++);
      if (c == delim) {
        return;
      }
      if (c == '\\' && delim == '"' && pos < end) {
        char n = data.charAt(pos);
        if (n == '"' || n == '\\' || n == '$') {
          text.append(n);
          pos++;
          continue;
        }
      }
      text.append(c);
    }
    throw new ShParseException("missing quote character in: " + data);
  }

  private static boolean isDigits(CharSequence s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }

  // ---- parser ----

  private Token look() {
    return next < tokens.size() ? tokens.get(next) : null;
  }

  private ShNode parseSeq() throws ShParseException {
    ShNode lhs = parsePipeline();
    while (look() != null) {
      Token op = tokens.get(next++);
      if (op.kind() != Kind.OP || op.text().equals("|")) {
        throw new ShParseException("syntax error near unexpected token '" + op.text() + "'");
      }
      if (op.text().equals("&")) {
        throw new ShParseException("unsupported shell operator: '&'");
      }
      if (look() == null) {
        if (op.text().equals(";")) {
          return lhs; // a trailing ';' is harmless
        }
        throw new ShParseException("missing argument to operator '" + op.text() + "'");
      }
      lhs = new ShNode.Seq(lhs, op.text(), parsePipeline());
    }
    return lhs;
  }

  private ShNode.Pipeline parsePipeline() throws ShParseException {
    List<ShNode.Command> commands = new ArrayList<>();
    commands.add(parseCommand());
    while (look() != null && look().kind() == Kind.OP && look().text().equals("|")) {
      next++;
      commands.add(parseCommand());
    }
    return new ShNode.Pipeline(commands);
  }

  private ShNode.Command parseCommand() throws ShParseException {
    List<ShNode.Word> args = new ArrayList<>();
    List<ShNode.Redirect> redirects = new ArrayList<>();
    while (true) {
      Token t = look();
      if (t == null || t.kind() == Kind.OP) {
        break;
      }
      next++;
      if (t.kind() == Kind.WORD) {
        args.add(new ShNode.Word(t.text(), t.glob()));
        continue;
      }
      Token target = look();
      if (target == null || target.kind() != Kind.WORD) {
        throw new ShParseException("syntax error near token '" + t.text() + "'");
      }
      next++;
      redirects.add(new ShNode.Redirect(t.text(), t.fd(), new ShNode.Word(target.text(), target.glob())));
    }
    if (args.isEmpty()) {
      Token t = look();
      throw new ShParseException(
          t == null ? "empty command!" : "syntax error near unexpected token '" + t.text() + "'");
    }
    return new ShNode.Command(args, redirects);
  }
}
