package org.jmlir.lit.script;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The feature expressions of {@code REQUIRES}, {@code UNSUPPORTED}, {@code XFAIL} and {@code %if}, with
 * lit's grammar: {@code ||}, {@code &&}, {@code !}, parentheses, {@code true}/{@code false}, and
 * identifiers of {@code [-+=._a-zA-Z0-9]} that may embed {@code {{regex}}} parts matched against the
 * whole feature name.
 */
public final class BooleanExpression {
  private static final Pattern TOKEN = Pattern.compile(
      "\\s*(\\{\\{.+?}}|[-+=._a-zA-Z0-9]+|&&|\\|\\||!|\\(|\\))");

  private final List<String> tokens;
  private final Set<String> features;
  private int pos;

  private BooleanExpression(List<String> tokens, Set<String> features) {
    this.tokens = tokens;
    this.features = features;
  }

  /** Evaluates {@code expr} against the available features. */
  public static boolean evaluate(String expr, Set<String> features) {
    BooleanExpression e = new BooleanExpression(tokenize(expr), features);
    if (e.tokens.isEmpty()) {
      throw new IllegalArgumentException("expected: <expression>\nhave: end of input");
    }
    boolean value = e.parseOr();
    if (e.pos != e.tokens.size()) {
      throw new IllegalArgumentException(
          "expected: end of input\nhave: '" + e.tokens.get(e.pos) + "' in '" + expr + "'");
    }
    return value;
  }

  private static List<String> tokenize(String expr) {
    List<String> out = new ArrayList<>();
    var m = TOKEN.matcher(expr);
    int at = 0;
    while (at < expr.length()) {
      if (expr.substring(at).isBlank()) {
        break;
      }
      if (!m.find(at) || m.start() != at) {
        throw new IllegalArgumentException("couldn't parse text: '" + expr.substring(at).strip() + "'");
      }
      String tok = m.group(1);
      // Adjacent identifier and {{regex}} pieces form one identifier.
      if (!out.isEmpty() && m.start(1) == at && isIdentPart(tok) && isIdentPart(out.getLast())
          && at > 0 && !Character.isWhitespace(expr.charAt(at - 1))) {
        out.set(out.size() - 1, out.getLast() + tok);
      } else {
        out.add(tok);
      }
      at = m.end();
    }
    return out;
  }

  private static boolean isIdentPart(String tok) {
    return !tok.equals("&&") && !tok.equals("||") && !tok.equals("!") && !tok.equals("(") && !tok.equals(")");
  }

  private String peek() {
    return pos < tokens.size() ? tokens.get(pos) : null;
  }

  private String next() {
    if (pos >= tokens.size()) {
      throw new IllegalArgumentException("expected: <expression>\nhave: end of input");
    }
    return tokens.get(pos++);
  }

  private boolean parseOr() {
    boolean v = parseAnd();
    while ("||".equals(peek())) {
      pos++;
      boolean rhs = parseAnd();
      v = v || rhs;
    }
    return v;
  }

  private boolean parseAnd() {
    boolean v = parseNot();
    while ("&&".equals(peek())) {
      pos++;
      boolean rhs = parseNot();
      v = v && rhs;
    }
    return v;
  }

  private boolean parseNot() {
    String t = next();
    switch (t) {
      case "!":
        return !parseNot();
      case "(": {
        boolean v = parseOr();
        if (!")".equals(next())) {
          throw new IllegalArgumentException("expected: ')'");
        }
        return v;
      }
      case ")", "&&", "||":
        throw new IllegalArgumentException("expected: <identifier>\nhave: '" + t + "'");
      default:
        return match(t);
    }
  }

  private boolean match(String ident) {
    if (ident.equals("true")) {
      return true;
    }
    if (ident.equals("false")) {
      return false;
    }
    if (!ident.contains("{{")) {
      return features.contains(ident);
    }
    StringBuilder regex = new StringBuilder();
    int i = 0;
    while (i < ident.length()) {
      int open = ident.indexOf("{{", i);
      if (open < 0) {
        regex.append(Pattern.quote(ident.substring(i)));
        break;
      }
      if (open > i) {
        regex.append(Pattern.quote(ident.substring(i, open)));
      }
      int close = ident.indexOf("}}", open + 2);
      regex.append('(').append(ident, open + 2, close).append(')');
      i = close + 2;
    }
    Pattern p = Pattern.compile(regex.toString());
    for (String f : features) {
      if (p.matcher(f).matches()) {
        return true;
      }
    }
    return false;
  }
}
