package org.jmlir.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses numeric substitution blocks ({@code [[#%x,VAR:expr]]}) and variable names, with FileCheck 22's
 * grammar and error wording: format specifier, definition, {@code ==} constraint, operands, {@code +}
 * and {@code -}, parentheses and the functions add, div, max, min, mul and sub.
 */
final class ExpressionParser {
  /** What may appear as an operand. */
  enum Allowed {
    LINE_VAR,
    LEGACY_LITERAL,
    ANY
  }

  /** A parsed variable name. */
  record Variable(TextRef name, boolean pseudo) {}

  /** A parsed numeric block: its expression (null when empty), format, and defined variable (or null). */
  record Block(Expr ast, ExpressionFormat format, NumericVariable defined) {}

  private final SourceFile file;
  private final PatternContext context;
  /** The check line being parsed, or -1 for command-line definitions. */
  private final int lineNumber;

  ExpressionParser(SourceFile file, PatternContext context, int lineNumber) {
    this.file = file;
    this.context = context;
    this.lineNumber = lineNumber;
  }

  private PatternError error(int pos, String message) {
    return new PatternError(file, pos, message);
  }

  static boolean isAlnum(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  }

  /** Parses a variable name at the front of {@code str} and advances past it. */
  Variable parseVariable(TextRef str) throws PatternError {
    if (str.isEmpty()) {
      throw error(str.start, "empty variable name");
    }
    int i = 0;
    boolean pseudo = str.front() == '@';
    if (str.front() == '$' || pseudo) {
      i++;
    }
    if (i == str.size()) {
      throw error(str.start + i, "empty " + (pseudo ? "pseudo " : "global ") + "variable name");
    }
    char first = str.at(i++);
    if (!(first == '_' || (first >= 'a' && first <= 'z') || (first >= 'A' && first <= 'Z'))) {
      throw error(str.start, "invalid variable name");
    }
    while (i < str.size() && (str.at(i) == '_' || isAlnum(str.at(i)))) {
      i++;
    }
    TextRef name = str.takeFront(i);
    str.start += i;
    return new Variable(name, pseudo);
  }

  NumericVariable parseNumericVariableDefinition(TextRef expr, ExpressionFormat implicitFormat)
      throws PatternError {
    Variable v = parseVariable(expr);
    String name = v.name().toString();
    if (v.pseudo()) {
      throw error(v.name().start, "definition of pseudo numeric variable unsupported");
    }
    if (context.definedStringVars.contains(name)) {
      throw error(v.name().start, "string variable with name '" + name + "' already exists");
    }
    expr.ltrim();
    if (!expr.isEmpty()) {
      throw error(expr.start, "unexpected characters after numeric variable name");
    }
    NumericVariable existing = context.numericVars.get(name);
    if (existing != null) {
      if (!existing.implicitFormat.sameAs(implicitFormat)) {
        throw error(expr.start, "format different from previous variable definition");
      }
      return existing;
    }
    return new NumericVariable(name, implicitFormat, lineNumber);
  }

  private Expr parseNumericVariableUse(TextRef name, boolean pseudo) throws PatternError {
    String n = name.toString();
    if (pseudo && !n.equals("@LINE")) {
      throw error(name.start, "invalid pseudo numeric variable '" + n + "'");
    }
    NumericVariable var = context.numericVars.get(n);
    if (var == null) {
      var = new NumericVariable(n, ExpressionFormat.UNSIGNED, -1);
      context.numericVars.put(n, var);
    }
    if (var.defLine != -1 && lineNumber != -1 && var.defLine == lineNumber) {
      throw error(name.start, "numeric variable '" + n + "' defined earlier in the same CHECK directive");
    }
    return new Expr.VarUse(name.start, name.end, n, var);
  }

  private Expr parseNumericOperand(TextRef expr, Allowed allowed, boolean maybeInvalidConstraint)
      throws PatternError {
    if (expr.startsWith("(")) {
      if (allowed != Allowed.ANY) {
        throw error(expr.start, "parenthesized expression not permitted here");
      }
      return parseParenExpr(expr);
    }
    if (allowed == Allowed.LINE_VAR || allowed == Allowed.ANY) {
      Variable v = null;
      PatternError failure = null;
      try {
        v = parseVariable(expr);
      } catch (PatternError e) {
        failure = e;
      }
      if (v != null) {
        if (expr.copy().ltrim().startsWith("(")) {
          if (allowed != Allowed.ANY) {
            throw error(v.name().start, "unexpected function call");
          }
          return parseCallExpr(expr, v.name());
        }
        return parseNumericVariableUse(v.name(), v.pseudo());
      }
      if (allowed == Allowed.LINE_VAR) {
        throw failure;
      }
    }
    int saveStart = expr.start;
    boolean negative = expr.consumeFront("-");
    BigInteger value = consumeInteger(expr, allowed == Allowed.LEGACY_LITERAL ? 10 : 0);
    if (value != null) {
      return new Expr.Literal(saveStart, expr.start, negative ? value.negate() : value);
    }
    expr.start = saveStart;
    throw error(saveStart, "invalid " + (maybeInvalidConstraint ? "matching constraint or " : "")
        + "operand format");
  }

  /** StringRef::consumeInteger into an arbitrary-precision value; null (input untouched) on failure. */
  static BigInteger consumeInteger(TextRef str, int radix) {
    TextRef s = str.copy();
    if (radix == 0) {
      radix = 10;
      if (s.startsWith("0x") || s.startsWith("0X")) {
        s.start += 2;
        radix = 16;
      } else if (s.startsWith("0b") || s.startsWith("0B")) {
        s.start += 2;
        radix = 2;
      } else if (s.startsWith("0o")) {
        s.start += 2;
        radix = 8;
      } else if (s.size() > 1 && s.front() == '0' && Character.isDigit(s.at(1))) {
        s.start += 1;
        radix = 8;
      }
    }
    if (s.isEmpty()) {
      return null;
    }
    int origSize = str.size();
    while (!s.isEmpty() && s.front() == '0') {
      s.start++;
    }
    if (s.isEmpty()) {
      str.start = s.start;
      return BigInteger.ZERO;
    }
    int digitsStart = s.start;
    while (!s.isEmpty()) {
      int v = Character.digit(s.front(), 36);
      if (v < 0 || v >= radix || s.front() > 'z') {
        break;
      }
      s.start++;
    }
    if (s.size() == origSize) {
      return null;
    }
    str.start = s.start;
    if (digitsStart == s.start) {
      return BigInteger.ZERO;
    }
    return new BigInteger(s.s.substring(digitsStart, s.start), radix);
  }

  private Expr parseParenExpr(TextRef expr) throws PatternError {
    expr.ltrim();
    expr.consumeFront("(");
    expr.ltrim();
    if (expr.isEmpty()) {
      throw error(expr.start, "missing operand in expression");
    }
    Expr sub = parseNumericOperand(expr, Allowed.ANY, false);
    expr.ltrim();
    while (!expr.isEmpty() && !expr.startsWith(")")) {
      TextRef orig = expr.copy();
      sub = parseBinop(orig, expr, sub, false);
      expr.ltrim();
    }
    if (!expr.consumeFront(")")) {
      throw error(expr.start, "missing ')' at end of nested expression");
    }
    return sub;
  }

  private Expr parseBinop(TextRef exprStart, TextRef remaining, Expr left, boolean legacy)
      throws PatternError {
    remaining.ltrim();
    if (remaining.isEmpty()) {
      return left;
    }
    int opLoc = remaining.start;
    char operator = remaining.popFront();
    Expr.Op op = switch (operator) {
      case '+' -> Expr.Op.ADD;
      case '-' -> Expr.Op.SUB;
      default -> throw error(opLoc, "unsupported operation '" + operator + "'");
    };
    remaining.ltrim();
    if (remaining.isEmpty()) {
      throw error(remaining.start, "missing operand in expression");
    }
    Expr right = parseNumericOperand(remaining, legacy ? Allowed.LEGACY_LITERAL : Allowed.ANY, false);
    return new Expr.Binary(exprStart.start, remaining.start, op, left, right);
  }

  private Expr parseCallExpr(TextRef expr, TextRef funcName) throws PatternError {
    expr.ltrim();
    String name = funcName.toString();
    Expr.Op op = switch (name) {
      case "add" -> Expr.Op.ADD;
      case "div" -> Expr.Op.DIV;
      case "max" -> Expr.Op.MAX;
      case "min" -> Expr.Op.MIN;
      case "mul" -> Expr.Op.MUL;
      case "sub" -> Expr.Op.SUB;
      default -> throw error(funcName.start, "call to undefined function '" + name + "'");
    };
    expr.consumeFront("(");
    expr.ltrim();
    List<Expr> args = new ArrayList<>();
    while (!expr.isEmpty() && !expr.startsWith(")")) {
      if (expr.startsWith(",")) {
        throw error(expr.start, "missing argument");
      }
      TextRef outer = expr.copy();
      Expr arg = parseNumericOperand(expr, Allowed.ANY, false);
      while (!expr.isEmpty()) {
        expr.ltrim();
        if (expr.startsWith(",") || expr.startsWith(")")) {
          break;
        }
        arg = parseBinop(outer, expr, arg, false);
      }
      args.add(arg);
      expr.ltrim();
      if (!expr.consumeFront(",")) {
        break;
      }
      expr.ltrim();
      if (expr.startsWith(")")) {
        throw error(expr.start, "missing argument");
      }
    }
    if (!expr.consumeFront(")")) {
      throw error(expr.start, "missing ')' at end of call expression");
    }
    if (args.size() == 2) {
      return new Expr.Binary(expr.start, expr.end, op, args.get(0), args.get(1));
    }
    throw error(funcName.start, "function '" + name + "' takes 2 arguments but " + args.size() + " given");
  }

  /** Parses the inside of {@code [[# ... ]]} (or a legacy {@code [[@LINE+n]]}). */
  Block parseNumericSubstitutionBlock(TextRef expr, boolean legacyLine) throws PatternError {
    ExpressionFormat explicit = ExpressionFormat.NONE;
    int precision = 0;
    int formatSpecEnd = expr.find(',');
    int functionStart = expr.find('(');
    if (formatSpecEnd >= 0 && (functionStart < 0 || formatSpecEnd < functionStart)) {
      TextRef fmt = expr.takeFront(formatSpecEnd);
      expr.start += formatSpecEnd + 1;
      fmt.ltrim().rtrim();
      if (!fmt.consumeFront("%")) {
        throw error(fmt.start, "invalid matching format specification in expression");
      }
      int altLoc = fmt.start;
      boolean alternate = fmt.consumeFront("#");
      if (fmt.consumeFront(".")) {
        int digitsStart = fmt.start;
        while (!fmt.isEmpty() && Character.isDigit(fmt.front()) && fmt.front() < 128) {
          fmt.start++;
        }
        if (fmt.start == digitsStart || fmt.start - digitsStart > 9) {
          fmt.start = digitsStart;
          throw error(fmt.start, "invalid precision in format specifier");
        }
        precision = Integer.parseInt(fmt.s.substring(digitsStart, fmt.start));
      }
      if (!fmt.isEmpty()) {
        int fmtLoc = fmt.start;
        explicit = switch (fmt.popFront()) {
          case 'u' -> new ExpressionFormat(ExpressionFormat.Kind.UNSIGNED, precision, false);
          case 'd' -> new ExpressionFormat(ExpressionFormat.Kind.SIGNED, precision, false);
          case 'x' -> new ExpressionFormat(ExpressionFormat.Kind.HEX_LOWER, precision, alternate);
          case 'X' -> new ExpressionFormat(ExpressionFormat.Kind.HEX_UPPER, precision, alternate);
          default -> throw error(fmtLoc, "invalid format specifier in expression");
        };
      }
      if (alternate && explicit.kind() != ExpressionFormat.Kind.HEX_LOWER
          && explicit.kind() != ExpressionFormat.Kind.HEX_UPPER) {
        throw error(altLoc, "alternate form only supported for hex values");
      }
      fmt.ltrim();
      if (!fmt.isEmpty()) {
        throw error(fmt.start, "invalid matching format specification in expression");
      }
    }
    TextRef defExpr = null;
    int defEnd = expr.find(':');
    if (defEnd >= 0) {
      defExpr = expr.takeFront(defEnd);
      expr.start += defEnd + 1;
    }
    expr.ltrim();
    boolean hasConstraint = expr.consumeFront("==");
    expr.ltrim();
    Expr ast = null;
    if (expr.isEmpty()) {
      if (hasConstraint) {
        throw error(expr.start, "empty numeric expression should not have a constraint");
      }
    } else {
      expr.rtrim();
      TextRef outer = expr.copy();
      Expr result = parseNumericOperand(expr, legacyLine ? Allowed.LINE_VAR : Allowed.ANY, !hasConstraint);
      while (!expr.isEmpty()) {
        result = parseBinop(outer, expr, result, legacyLine);
        if (legacyLine && !expr.isEmpty()) {
          throw error(expr.start, "unexpected characters at end of expression '" + expr + "'");
        }
      }
      ast = result;
    }
    ExpressionFormat format = ExpressionFormat.NONE;
    if (explicit.isSet()) {
      format = explicit;
    } else if (ast != null) {
      format = ast.implicitFormat(file);
    }
    if (!format.isSet()) {
      format = new ExpressionFormat(ExpressionFormat.Kind.UNSIGNED, precision, false);
    }
    NumericVariable defined = null;
    if (defExpr != null) {
      defExpr.ltrim();
      defined = parseNumericVariableDefinition(defExpr, format);
    }
    return new Block(ast, format, defined);
  }
}
