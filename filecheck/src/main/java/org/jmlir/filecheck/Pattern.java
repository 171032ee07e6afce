package org.jmlir.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * One directive's pattern: either a fixed string (searched with a substring search, as FileCheck does)
 * or a regex assembled from literal text, {@code {{regex}}} blocks, variable definitions and
 * substitutions. A port of FileCheck 22's Pattern; the regex is held twice, in FileCheck's dialect (for
 * the fuzzy "possible intended match" distance, which FileCheck computes against the regex text) and
 * translated for java.util.regex.
 */
final class Pattern {
  private static final int BACKREF_LIMIT = 20;
  private static final int NOT_FOUND = -1;

  final CheckType checkType;
  final PatternContext context;
  /** The check-file line (1-based), or -1 for implicit patterns. */
  final int lineNumber;
  SourceFile file;
  int patternLoc;
  boolean ignoreCase;

  private String fixedStr;
  private final StringBuilder regex = new StringBuilder();
  private final StringBuilder llvmRegex = new StringBuilder();
  private final List<Substitution> substitutions = new ArrayList<>();
  private final Map<String, Integer> variableDefs = new LinkedHashMap<>();
  private final Map<String, NumericVariableMatch> numericVariableDefs = new LinkedHashMap<>();
  private java.util.regex.Pattern compiled;
  private boolean mayMatchNewline;
  private boolean needsLongest;
  /** A fixed piece every match contains, used to skip to candidate lines; null if none. */
  private String requiredLiteral;

  private record NumericVariableMatch(NumericVariable variable, int group) {}

  /** Where a match is, relative to the searched buffer. */
  record Match(int pos, int len) {}

  Pattern(CheckType checkType, PatternContext context, int lineNumber) {
    this.checkType = checkType;
    this.context = context;
    this.lineNumber = lineNumber;
  }

  int count() {
    return checkType.count();
  }

  boolean hasVariable() {
    return !(substitutions.isEmpty() && variableDefs.isEmpty());
  }

  /** Thrown after a parse error has been printed; carries the exit status FileCheck uses. */
  static final class ParseFailure extends Exception {
    final int status;

    ParseFailure(int status) {
      super(null, null, false, false);
      this.status = status;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Parsing

  /** Parses {@code file.text[start, end)}; on error prints it to {@code diags} and throws. */
  void parse(SourceFile file, int start, int end, String prefix, FileCheckOptions opts, Diagnostics diags)
      throws ParseFailure {
    this.file = file;
    String t = file.text;
    boolean matchFullLinesHere = opts.matchFullLines() && !checkType.is(CheckType.Kind.NOT);
    ignoreCase = opts.ignoreCase();
    patternLoc = start;
    if (!(opts.strictWhitespace() && opts.matchFullLines())) {
      while (end > start && (t.charAt(end - 1) == ' ' || t.charAt(end - 1) == '\t')) {
        end--;
      }
    }
    if (start == end && !checkType.is(CheckType.Kind.EMPTY)) {
      diags.print(file, patternLoc, Severity.ERROR, "found empty check string with prefix '" + prefix + ":'");
      throw new ParseFailure(2);
    }
    if (start != end && checkType.is(CheckType.Kind.EMPTY)) {
      diags.print(file, patternLoc, Severity.ERROR,
          "found non-empty check string for empty check with prefix '" + prefix + ":'");
      throw new ParseFailure(2);
    }
    if (checkType.is(CheckType.Kind.EMPTY)) {
      regex.append("(\\n$)");
      llvmRegex.append("(\n$)");
      mayMatchNewline = true;
      finishRegex();
      return;
    }
    String patternStr = t.substring(start, end);
    if (checkType.literal()) {
      fixedStr = patternStr;
      return;
    }
    if (!matchFullLinesHere
        && (patternStr.length() < 2 || (!patternStr.contains("{{") && !patternStr.contains("[[")))) {
      fixedStr = patternStr;
      return;
    }
    if (matchFullLinesHere) {
      regex.append('^');
      llvmRegex.append('^');
      if (!opts.strictWhitespace()) {
        regex.append(" *");
        llvmRegex.append(" *");
      }
    }
    int[] curParen = {1};
    int p = start;
    int longestLiteral = 0;
    while (p < end) {
      if (t.startsWith("{{", p) && p + 2 <= end) {
        int close = indexOf(t, "}}", p, end);
        if (close < 0) {
          diags.print(file, p, Severity.ERROR, "found start of regex string with no end '}}'");
          throw new ParseFailure(2);
        }
        boolean hasAlternation = t.indexOf('|', p, end) >= 0;
        if (hasAlternation) {
          regex.append('(');
          llvmRegex.append('(');
          curParen[0]++;
        }
        addRegex(p + 2, close, curParen, diags);
        if (hasAlternation) {
          regex.append(')');
          llvmRegex.append(')');
        }
        p = close + 2;
        continue;
      }
      if (t.startsWith("[[", p) && p + 2 <= end && !t.startsWith("[[[", p)) {
        p = parseSubstitutionBlock(p, end, curParen, diags);
        continue;
      }
      int next = Math.min(indexOfOrEnd(t, "{{", p + 1, end), indexOfOrEnd(t, "[[", p + 1, end));
      RegexTranslator.quote(t, p, next, regex);
      llvmEscape(t, p, next, llvmRegex);
      if (next - p > longestLiteral && !startsWithQuantifier(t, next, end)) {
        longestLiteral = next - p;
        requiredLiteral = t.substring(p, next);
      }
      p = next;
    }
    if (matchFullLinesHere) {
      if (!opts.strictWhitespace()) {
        regex.append(" *");
        llvmRegex.append(" *");
      }
      regex.append('$');
      llvmRegex.append('$');
    }
    finishRegex();
  }

  private static boolean startsWithQuantifier(String t, int p, int end) {
    if (!t.startsWith("{{", p) || p + 2 >= end) {
      return false;
    }
    char c = t.charAt(p + 2);
    return c == '*' || c == '+' || c == '?' || c == '{';
  }

  private void finishRegex() {
    if (substitutions.isEmpty()) {
      compiled = compile(regex.toString());
    }
  }

  private java.util.regex.Pattern compile(String javaRegex) {
    int flags = java.util.regex.Pattern.MULTILINE | java.util.regex.Pattern.UNIX_LINES;
    if (ignoreCase) {
      flags |= java.util.regex.Pattern.CASE_INSENSITIVE;
    }
    return java.util.regex.Pattern.compile(javaRegex, flags);
  }

  /** First occurrence of {@code s} wholly inside {@code t[from, end)}, or -1; never looks past end. */
  private static int indexOf(String t, String s, int from, int end) {
    return from > end ? -1 : t.indexOf(s, from, end);
  }

  private static int indexOfOrEnd(String t, String s, int from, int end) {
    int i = indexOf(t, s, from, end);
    return i < 0 ? end : i;
  }

  /** LLVM's Regex::escape. */
  private static void llvmEscape(String t, int from, int to, StringBuilder sb) {
    for (int i = from; i < to; i++) {
      char c = t.charAt(i);
      if ("()^$|*+?.[]\\{}".indexOf(c) >= 0) {
        sb.append('\\');
      }
      sb.append(c);
    }
  }

  private void addRegex(int from, int to, int[] curParen, Diagnostics diags) throws ParseFailure {
    String rs = file.text.substring(from, to);
    try {
      addRegex(rs, curParen);
    } catch (RegexTranslator.RegexError e) {
      diags.print(file, from, Severity.ERROR, "invalid regex: " + e.getMessage());
      throw new ParseFailure(2);
    }
  }

  private void addRegex(String rs, int[] curParen) throws RegexTranslator.RegexError {
    RegexTranslator.Result r = RegexTranslator.translate(rs, ignoreCase);
    regex.append(r.java());
    llvmRegex.append(rs);
    curParen[0] += r.groups();
    mayMatchNewline |= r.mayMatchNewline();
    needsLongest |= r.needsLongest();
  }

  /** Finds the "]]" closing a substitution block, skipping escapes and nested brackets; -1 if none. */
  private int findRegexVarEnd(int p, int end, Diagnostics diags) throws ParseFailure {
    String t = file.text;
    int depth = 0;
    while (p < end) {
      if (t.startsWith("]]", p) && p + 2 <= end && depth == 0) {
        return p;
      }
      char c = t.charAt(p);
      if (c == '\\') {
        p += 2;
        continue;
      }
      if (c == '[') {
        depth++;
      } else if (c == ']') {
        if (depth == 0) {
          diags.print(file, p, Severity.ERROR, "missing closing \"]\" for regex variable");
          throw new ParseFailure(1);
        }
        depth--;
      }
      p++;
    }
    return -1;
  }

  private int parseSubstitutionBlock(int blockStart, int end, int[] curParen, Diagnostics diags)
      throws ParseFailure {
    String t = file.text;
    int unparsed = blockStart + 2;
    int close = findRegexVarEnd(unparsed, end, diags);
    if (close < 0) {
      diags.print(file, blockStart, Severity.ERROR, "Invalid substitution block, no ]] found");
      throw new ParseFailure(2);
    }
    TextRef match = new TextRef(t, unparsed, close);
    boolean isNumBlock = match.consumeFront("#");
    int after = close + 2;

    boolean isDefinition = false;
    boolean substNeeded = false;
    boolean legacyLine = false;
    String defName = null;
    TextRef substStr = null;
    String matchRegexp = null;
    int matchRegexpPos = blockStart;
    int substInsertIdx = regex.length();
    ExpressionParser parser = new ExpressionParser(file, context, lineNumber);
    try {
      if (!isNumBlock) {
        int varEnd = match.find(':');
        int nameEnd = varEnd < 0 ? match.end : match.start + varEnd;
        for (int i = match.start; i < nameEnd; i++) {
          if (t.charAt(i) == ' ' || t.charAt(i) == '\t') {
            diags.print(file, i, Severity.ERROR, "unexpected whitespace");
            throw new ParseFailure(2);
          }
        }
        TextRef orig = match.copy();
        ExpressionParser.Variable v = parser.parseVariable(match);
        String name = v.name().toString();
        isDefinition = varEnd >= 0;
        substNeeded = !isDefinition;
        if (isDefinition) {
          if (v.pseudo() || !match.consumeFront(":")) {
            diags.print(file, v.name().start, Severity.ERROR, "invalid name in string variable definition");
            throw new ParseFailure(2);
          }
          if (context.numericVars.containsKey(name)) {
            diags.print(file, v.name().start, Severity.ERROR,
                "numeric variable with name '" + name + "' already exists");
            throw new ParseFailure(2);
          }
          defName = name;
          matchRegexp = match.toString();
          matchRegexpPos = match.start;
        } else if (v.pseudo()) {
          match = orig;
          legacyLine = true;
          isNumBlock = true;
        } else {
          if (!match.isEmpty()) {
            diags.print(file, v.name().start, Severity.ERROR, "invalid name in string variable use");
            throw new ParseFailure(2);
          }
          substStr = v.name();
        }
      }
      ExpressionParser.Block block = null;
      if (isNumBlock) {
        TextRef exprText = match.copy();
        block = parser.parseNumericSubstitutionBlock(match, legacyLine);
        substNeeded = block.ast() != null;
        if (block.defined() != null) {
          isDefinition = true;
          defName = block.defined().name;
        }
        if (substNeeded) {
          substStr = exprText;
        } else {
          matchRegexp = block.format().wildcardRegex();
        }
      }
      if (isDefinition) {
        regex.append('(');
        llvmRegex.append('(');
        substInsertIdx++;
        if (isNumBlock) {
          numericVariableDefs.put(defName, new NumericVariableMatch(block.defined(), curParen[0]));
          context.numericVars.put(defName, block.defined());
        } else {
          variableDefs.put(defName, curParen[0]);
          context.definedStringVars.add(defName);
        }
        curParen[0]++;
      }
      if (matchRegexp != null && !matchRegexp.isEmpty()) {
        try {
          addRegex(matchRegexp, curParen);
        } catch (RegexTranslator.RegexError e) {
          diags.print(file, matchRegexpPos, Severity.ERROR, "invalid regex: " + e.getMessage());
          throw new ParseFailure(2);
        }
      }
      if (isDefinition) {
        regex.append(')');
        llvmRegex.append(')');
      }
      if (substNeeded) {
        Integer group = isNumBlock ? null : variableDefs.get(substStr.toString());
        if (group != null) {
          if (group < 1 || group > BACKREF_LIMIT) {
            diags.print(file, substStr.start, Severity.ERROR,
                "Can't back-reference more than " + BACKREF_LIMIT + " variables");
            throw new ParseFailure(2);
          }
          regex.append("(?:\\").append(group).append(')');
          llvmRegex.append(group <= 9 ? "\\" + group : "\\g{" + group + "}");
          needsLongest = true;
        } else if (isNumBlock) {
          substitutions.add(new Substitution(file, substStr.start, substStr.end, substInsertIdx, null,
              block.ast(), block.format(), context));
        } else {
          substitutions.add(new Substitution(file, substStr.start, substStr.end, substInsertIdx,
              substStr.toString(), null, null, context));
        }
      }
    } catch (PatternError e) {
      e.print(diags);
      diags.out().append('\n');
      throw new ParseFailure(2);
    }
    return after;
  }

  // ---------------------------------------------------------------------------------------------
  // Matching

  /** The outcome of {@link #match}: a match, not found, or errors found while substituting. */
  static final class MatchResult {
    Match match;
    /** Located errors (undefined variables, overflow) that prevented matching. */
    List<PatternError> errors;

    static MatchResult found(int pos, int len) {
      MatchResult r = new MatchResult();
      r.match = new Match(pos, len);
      return r;
    }
  }

  private static final MatchResult NO_MATCH = new MatchResult();

  /**
   * Searches {@code text[from, to)} (FileCheck's Buffer) and returns the match relative to {@code from};
   * defines variables captured by the match.
   */
  MatchResult match(String text, int from, int to) {
    if (checkType.is(CheckType.Kind.EOF)) {
      return MatchResult.found(to - from, 0);
    }
    if (fixedStr != null) {
      int pos = ignoreCase ? indexOfIgnoreCase(text, fixedStr, from, to) : indexOf(text, fixedStr, from, to);
      if (pos < 0) {
        return NO_MATCH;
      }
      return MatchResult.found(pos - from, fixedStr.length());
    }
    java.util.regex.Pattern re = compiled;
    if (!substitutions.isEmpty()) {
      if (lineNumber > 0) {
        context.lineVariable.value = BigInteger.valueOf(lineNumber);
      }
      StringBuilder sb = new StringBuilder(regex.length() + 32);
      List<PatternError> errors = null;
      int copied = 0;
      for (Substitution s : substitutions) {
        String value;
        try {
          value = s.value();
        } catch (Expr.EvalError e) {
          errors = errors == null ? new ArrayList<>() : errors;
          if (e.overflow) {
            errors.add(new PatternError(file, s.fromStart(),
                "unable to substitute variable or numeric expression: overflow error"));
          }
          for (Expr.VarUse u : e.undefined) {
            errors.add(new PatternError(file, u.start(), "undefined variable: " + u.name()));
          }
          continue;
        } catch (Substitution.UndefinedString e) {
          errors = errors == null ? new ArrayList<>() : errors;
          errors.add(new PatternError(file, s.fromStart(), "undefined variable: " + s.varName()));
          continue;
        }
        sb.append(regex, copied, s.insertIndex());
        copied = s.insertIndex();
        RegexTranslator.quote(value, 0, value.length(), sb);
      }
      if (errors != null) {
        MatchResult r = new MatchResult();
        r.errors = errors;
        return r;
      }
      sb.append(regex, copied, regex.length());
      re = compile(sb.toString());
    }
    Matcher m = re.matcher(text);
    int start;
    int end;
    if (requiredLiteral == null || mayMatchNewline) {
      m.region(from, to);
      if (!m.find()) {
        return NO_MATCH;
      }
      start = m.start();
      end = m.end();
      if (needsLongest) {
        end = extendToLongest(re, text, start, end, to, m);
      }
    } else {
      int p = from;
      while (true) {
        int hit = ignoreCase ? indexOfIgnoreCase(text, requiredLiteral, p, to) : indexOf(text, requiredLiteral, p, to);
        if (hit < 0) {
          return NO_MATCH;
        }
        int lineStart = Math.max(from, text.lastIndexOf('\n', hit - 1) + 1);
        int lineEnd = text.indexOf('\n', hit, to);
        if (lineEnd < 0 || lineEnd > to) {
          lineEnd = to;
        }
        m.region(lineStart, lineEnd);
        if (m.find()) {
          start = m.start();
          end = m.end();
          if (needsLongest) {
            end = extendToLongest(re, text, start, end, lineEnd, m);
          }
          break;
        }
        p = lineEnd + 1;
        if (p > to) {
          return NO_MATCH;
        }
      }
    }
    for (Map.Entry<String, Integer> def : variableDefs.entrySet()) {
      int g = def.getValue();
      int gs = m.start(g);
      String value = gs < 0 ? "" : text.substring(gs, m.end(g));
      context.stringVars.put(def.getKey(), new PatternContext.StringValue(value, gs < 0 ? start : gs));
    }
    int skip = checkType.is(CheckType.Kind.EMPTY) ? 1 : 0;
    for (Map.Entry<String, NumericVariableMatch> def : numericVariableDefs.entrySet()) {
      NumericVariableMatch nm = def.getValue();
      int gs = m.start(nm.group());
      int ge = m.end(nm.group());
      NumericVariable v = nm.variable();
      context.numericVars.putIfAbsent(def.getKey(), v);
      v.setValue(v.implicitFormat.valueFromString(text.substring(gs, ge)), gs, ge);
    }
    return MatchResult.found(start + skip - from, end - start - skip);
  }

  /**
   * POSIX regexes match leftmost-longest while Java's are leftmost-first: find the longest match that
   * starts at {@code start}, leaving {@code m} holding its groups.
   */
  private static int extendToLongest(java.util.regex.Pattern re, String text, int start, int end, int limit,
      Matcher m) {
    Matcher probe = re.matcher(text);
    probe.useAnchoringBounds(false);
    probe.useTransparentBounds(true);
    for (int e = limit; e > end; e--) {
      probe.region(start, e);
      if (probe.matches()) {
        m.region(start, e);
        m.useAnchoringBounds(false);
        m.useTransparentBounds(true);
        m.matches();
        return e;
      }
    }
    return end;
  }

  static int indexOfIgnoreCase(String text, String needle, int from, int to) {
    int n = needle.length();
    if (n == 0) {
      return from <= to ? from : -1;
    }
    char first = toLower(needle.charAt(0));
    for (int i = from; i + n <= to; i++) {
      if (toLower(text.charAt(i)) != first) {
        continue;
      }
      int k = 1;
      while (k < n && toLower(text.charAt(i + k)) == toLower(needle.charAt(k))) {
        k++;
      }
      if (k == n) {
        return i;
      }
    }
    return -1;
  }

  private static char toLower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
  }

  // ---------------------------------------------------------------------------------------------
  // Diagnostics helpers

  /** Edit distance between the start of {@code text[pos..]} and the pattern (FileCheck's heuristic). */
  int matchDistance(String text, int pos, int to) {
    String example = fixedStr != null && !fixedStr.isEmpty() ? fixedStr : llvmRegex.toString();
    int end = Math.min(to, pos + example.length());
    int nl = text.indexOf('\n', pos, Math.max(pos, end));
    if (nl >= 0 && nl < end) {
      end = nl;
    }
    return editDistance(text, pos, end, example);
  }

  int fuzzySize() {
    return Math.max(fixedStr == null ? 0 : fixedStr.length(), llvmRegex.length());
  }

  private static int editDistance(String a, int from, int to, String b) {
    int m = to - from;
    int n = b.length();
    int[] row = new int[n + 1];
    for (int j = 0; j <= n; j++) {
      row[j] = j;
    }
    for (int y = 1; y <= m; y++) {
      int prev = row[0];
      row[0] = y;
      char ca = a.charAt(from + y - 1);
      for (int x = 1; x <= n; x++) {
        int old = row[x];
        int sub = prev + (ca == b.charAt(x - 1) ? 0 : 1);
        row[x] = Math.min(sub, Math.min(row[x - 1], row[x]) + 1);
        prev = old;
      }
    }
    return row[n];
  }

  List<Substitution> substitutions() {
    return substitutions;
  }

  /** A variable captured by the last match and where its value is in the input. */
  record Capture(String name, int start, int end) {}

  /** Captured variables of the last match, ordered by input position. */
  List<Capture> capturedVariables() {
    List<Capture> caps = new ArrayList<>();
    for (String name : variableDefs.keySet()) {
      PatternContext.StringValue v = context.stringVars.get(name);
      if (v != null) {
        caps.add(new Capture(name, v.pos(), v.pos() + v.value().length()));
      }
    }
    for (Map.Entry<String, NumericVariableMatch> e : numericVariableDefs.entrySet()) {
      NumericVariable v = e.getValue().variable();
      if (v.capturedStart >= 0) {
        caps.add(new Capture(e.getKey(), v.capturedStart, v.capturedEnd));
      }
    }
    caps.sort((x, y) -> Integer.compare(x.start(), y.start()));
    return caps;
  }

  /** raw_ostream::write_escaped. */
  static String writeEscaped(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> sb.append("\\\\");
        case '\t' -> sb.append("\\t");
        case '\n' -> sb.append("\\n");
        case '"' -> sb.append("\\\"");
        default -> {
          if (c >= 0x20 && c < 0x7f) {
            sb.append(c);
          } else {
            sb.append('\\').append((char) ('0' + ((c >> 6) & 7))).append((char) ('0' + ((c >> 3) & 7)))
                .append((char) ('0' + (c & 7)));
          }
        }
      }
    }
    return sb.toString();
  }
}
