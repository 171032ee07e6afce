package org.jmlir.filecheck;

import java.math.BigInteger;

/**
 * A {@code [[VAR]]} or {@code [[#expr]]} whose value is spliced into the pattern's regex at match time.
 *
 * @param fromStart where the substituted text ({@code VAR} or the expression) starts in the check file
 * @param fromEnd where it ends
 * @param insertIndex where the value goes in the Java regex
 * @param varName the string variable substituted, or null for a numeric expression
 */
record Substitution(
    SourceFile file, int fromStart, int fromEnd, int insertIndex, String varName, Expr expr,
    ExpressionFormat format, PatternContext context) {

  String fromString() {
    return file.text.substring(fromStart, fromEnd);
  }

  /** The literal text to match; throws when a variable is undefined or the value does not fit. */
  String value() throws Expr.EvalError, UndefinedString {
    if (expr == null) {
      PatternContext.StringValue v = context.stringVars.get(varName);
      if (v == null) {
        throw new UndefinedString();
      }
      return v.value();
    }
    BigInteger n = expr.eval();
    String s = format.matchingString(n);
    if (s == null) {
      throw Expr.EvalError.overflow();
    }
    return s;
  }

  /** The value as notes show it: quoted, escaped when it holds unprintable characters or quotes. */
  String valueForDiagnostics() throws Expr.EvalError, UndefinedString {
    String v = value();
    if (expr != null) {
      return "\"" + v + "\"";
    }
    boolean needsEscaping = false;
    for (int i = 0; i < v.length(); i++) {
      char c = v.charAt(i);
      if (c < 0x20 || c >= 0x7f || c == '"') {
        needsEscaping = true;
        break;
      }
    }
    if (!needsEscaping) {
      return "\"" + v + "\"";
    }
    return "\"" + Pattern.writeEscaped(v) + "\" (escaped value)";
  }

  /** A use of an undefined string variable. */
  static final class UndefinedString extends Exception {
    UndefinedString() {
      super(null, null, false, false);
    }
  }
}
