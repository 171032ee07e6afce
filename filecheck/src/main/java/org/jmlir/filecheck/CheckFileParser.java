package org.jmlir.filecheck;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads a check file into {@link CheckString}s: finds prefixes, recognises directives, parses patterns,
 * and applies FileCheck 22's structural checks (CHECK-NEXT without a previous CHECK, unused prefixes).
 * Also defines {@code -D} variables. A port of FileCheck::readCheckFile and its helpers.
 */
final class CheckFileParser {
  static final List<String> DEFAULT_CHECK_PREFIXES = List.of("CHECK");
  static final List<String> DEFAULT_COMMENT_PREFIXES = List.of("COM", "RUN");

  private final FileCheckOptions opts;
  private final PatternContext context;
  private final Diagnostics diags;
  final List<String> checkPrefixes;
  final List<String> commentPrefixes;
  /** Synthetic buffers of the implicit patterns, in order (dump labels say "imp1", "imp2", ...). */
  final List<SourceFile> implicitBuffers = new ArrayList<>();

  CheckFileParser(FileCheckOptions opts, PatternContext context, Diagnostics diags) {
    this.opts = opts;
    this.context = context;
    this.diags = diags;
    this.checkPrefixes = opts.checkPrefixes().isEmpty() ? DEFAULT_CHECK_PREFIXES : opts.checkPrefixes();
    this.commentPrefixes = opts.commentPrefixes().isEmpty() ? DEFAULT_COMMENT_PREFIXES : opts.commentPrefixes();
  }

  /** FileCheck::ValidateCheckPrefixes; prints the error and returns false on a bad prefix. */
  boolean validatePrefixes() {
    Set<String> unique = new HashSet<>();
    if (opts.checkPrefixes().isEmpty()) {
      unique.addAll(DEFAULT_CHECK_PREFIXES);
    }
    if (opts.commentPrefixes().isEmpty()) {
      unique.addAll(DEFAULT_COMMENT_PREFIXES);
    }
    return validate("check", unique, opts.checkPrefixes()) && validate("comment", unique, opts.commentPrefixes());
  }

  private boolean validate(String kind, Set<String> unique, List<String> prefixes) {
    for (String prefix : prefixes) {
      if (prefix.isEmpty()) {
        diags.raw("error: supplied " + kind + " prefix must not be the empty string\n");
        return false;
      }
      for (int i = 0; i < prefix.length(); i++) {
        char c = prefix.charAt(i);
        if (!(ExpressionParser.isAlnum(c) || c == '_' || c == '-')) {
          diags.raw("error: supplied " + kind + " prefix must start with a letter and contain only "
              + "alphanumeric characters, hyphens, and underscores: '" + prefix + "'\n");
          return false;
        }
      }
      if (!unique.add(prefix)) {
        diags.raw("error: supplied " + kind + " prefix must be unique among check and comment prefixes: '"
            + prefix + "'\n");
        return false;
      }
    }
    return true;
  }

  /** Defines the {@code -D} variables; prints every error and returns false if there was one. */
  boolean defineCmdlineVariables() {
    List<String> defines = opts.globalDefines();
    if (defines.isEmpty()) {
      return true;
    }
    StringBuilder text = new StringBuilder();
    List<int[]> indices = new ArrayList<>();
    int n = 0;
    for (String def : defines) {
      String defPrefix = "Global define #" + (++n) + ": ";
      int eq = def.indexOf('=');
      if (eq < 0) {
        indices.add(new int[] {text.length(), 0});
        continue;
      }
      if (def.startsWith("#")) {
        text.append(defPrefix).append(def).append(" (parsed as: [[");
        String subst = def.substring(0, eq) + ':' + def.substring(eq + 1);
        indices.add(new int[] {text.length(), subst.length()});
        text.append(subst).append("]])\n");
      } else {
        text.append(defPrefix);
        indices.add(new int[] {text.length(), def.length()});
        text.append(def).append('\n');
      }
    }
    SourceFile buf = new SourceFile("Global defines", text.toString());
    String t = buf.text;
    List<PatternError> errors = new ArrayList<>();
    for (int[] idx : indices) {
      int start = idx[0];
      int end = idx[0] + idx[1];
      if (start == end) {
        errors.add(new PatternError(buf, start, "missing equal sign in global definition"));
        continue;
      }
      if (t.charAt(start) == '#') {
        ExpressionParser parser = new ExpressionParser(buf, context, -1);
        try {
          ExpressionParser.Block block = parser.parseNumericSubstitutionBlock(new TextRef(t, start + 1, end), false);
          if (block.defined() == null || block.ast() == null) {
            errors.add(new PatternError(buf, start, "missing variable definition or expression"));
            continue;
          }
          try {
            block.defined().value = block.ast().eval();
          } catch (Expr.EvalError e) {
            for (Expr.VarUse u : e.undefined) {
              diagsUndefined.add("undefined variable: " + u.name());
            }
            if (e.overflow) {
              diagsUndefined.add("overflow error");
            }
            continue;
          }
          context.numericVars.put(block.defined().name, block.defined());
        } catch (PatternError e) {
          errors.add(e);
        }
      } else {
        int eq = t.indexOf('=', start);
        TextRef name = new TextRef(t, start, eq);
        TextRef orig = name.copy();
        ExpressionParser parser = new ExpressionParser(buf, context, -1);
        ExpressionParser.Variable v;
        try {
          v = parser.parseVariable(name);
        } catch (PatternError e) {
          errors.add(e);
          continue;
        }
        if (v.pseudo() || !name.isEmpty()) {
          errors.add(new PatternError(buf, orig.start,
              "invalid name in string variable definition '" + orig + "'"));
          continue;
        }
        String varName = v.name().toString();
        if (context.numericVars.containsKey(varName)) {
          errors.add(new PatternError(buf, v.name().start,
              "numeric variable with name '" + varName + "' already exists"));
          continue;
        }
        context.stringVars.putIfAbsent(varName, new PatternContext.StringValue(t.substring(eq + 1, end), -1));
        context.definedStringVars.add(varName);
      }
    }
    for (PatternError e : errors) {
      e.print(diags);
      diags.out().append('\n');
    }
    for (String s : diagsUndefined) {
      diags.raw(s + "\n");
    }
    return errors.isEmpty() && diagsUndefined.isEmpty();
  }

  private final List<String> diagsUndefined = new ArrayList<>();

  /** Reads the check strings; prints the error and throws on a malformed check file. */
  List<CheckString> read(SourceFile checkFile) throws Pattern.ParseFailure {
    if (!defineCmdlineVariables()) {
      throw new Pattern.ParseFailure(2);
    }
    context.createLineVariable();
    List<CheckString.DagNot> implicitNegatives = new ArrayList<>();
    for (String pat : opts.implicitCheckNot()) {
      String prefix = "-implicit-check-not='";
      SourceFile buf = new SourceFile("command line", prefix + pat + "'");
      implicitBuffers.add(buf);
      Pattern p = new Pattern(CheckType.of(CheckType.Kind.NOT), context, -1);
      try {
        p.parse(buf, prefix.length(), prefix.length() + pat.length(), "IMPLICIT-CHECK", opts, diags);
      } catch (Pattern.ParseFailure e) {
        // FileCheck 22 reports the error and goes on with the pattern as parsed so far.
      }
      implicitNegatives.add(new CheckString.DagNot(p, "IMPLICIT-CHECK"));
    }
    List<CheckString.DagNot> dagNots = new ArrayList<>(implicitNegatives);
    List<CheckString> checks = new ArrayList<>();
    String text = checkFile.text;
    PrefixMatcher matcher = new PrefixMatcher(checkPrefixes, commentPrefixes, text);
    TreeSet<String> notFound = new TreeSet<>(checkPrefixes);
    int distinct = notFound.size();
    int lineNumber = 1;
    int buf = 0;
    while (true) {
      // FindFirstMatchingPrefix
      int prefixStart = -1;
      String usedPrefix = null;
      CheckType checkTy = CheckType.NONE;
      int afterSuffix = -1;
      while (buf < text.length()) {
        int found = matcher.match(buf);
        if (found < 0) {
          break;
        }
        String prefix = matcher.lastPrefix;
        lineNumber += countNewlines(text, buf, found);
        boolean partOfWord = found > buf && isPartOfWord(text.charAt(found - 1));
        buf = found;
        if (!partOfWord) {
          long r = findCheckType(text, found, prefix);
          checkTy = lastType;
          afterSuffix = (int) r;
          if (!checkTy.is(CheckType.Kind.NONE)) {
            prefixStart = found;
            usedPrefix = prefix;
            break;
          }
        }
        int loc = found + prefix.length();
        while (loc < text.length() && isPartOfWord(text.charAt(loc))) {
          loc++;
        }
        buf = loc;
      }
      if (usedPrefix == null) {
        break;
      }
      if (!checkTy.is(CheckType.Kind.COMMENT)) {
        notFound.remove(usedPrefix);
      }
      buf = afterSuffix < 0 || afterSuffix >= text.length() ? prefixStart + usedPrefix.length() : afterSuffix;
      switch (checkTy.kind()) {
        case MISSPELLED -> {
          diags.print(checkFile, prefixStart, Severity.ERROR,
              "misspelled directive '" + text.substring(prefixStart, afterSuffix) + "'");
          throw new Pattern.ParseFailure(2);
        }
        case BAD_NOT -> {
          diags.print(checkFile, buf, Severity.ERROR, "unsupported -NOT combo on prefix '" + usedPrefix + "'");
          throw new Pattern.ParseFailure(2);
        }
        case BAD_COUNT -> {
          diags.print(checkFile, buf, Severity.ERROR,
              "invalid count in -COUNT specification on prefix '" + usedPrefix + "'");
          throw new Pattern.ParseFailure(2);
        }
        default -> { }
      }
      if (!(opts.strictWhitespace() && opts.matchFullLines())) {
        while (buf < text.length() && (text.charAt(buf) == ' ' || text.charAt(buf) == '\t')) {
          buf++;
        }
      }
      int eol = buf;
      while (eol < text.length() && text.charAt(eol) != '\n' && text.charAt(eol) != '\r') {
        eol++;
      }
      int patternLoc = buf;
      buf = eol;
      if (checkTy.is(CheckType.Kind.COMMENT)) {
        continue;
      }
      Pattern p = new Pattern(checkTy, context, lineNumber);
      p.parse(checkFile, patternLoc, eol, usedPrefix, opts, diags);
      if (checkTy.is(CheckType.Kind.LABEL) && p.hasVariable()) {
        diags.print(checkFile, prefixStart, Severity.ERROR,
            "found '" + usedPrefix + "-LABEL:' with variable definition or use");
        throw new Pattern.ParseFailure(2);
      }
      if ((checkTy.is(CheckType.Kind.NEXT) || checkTy.is(CheckType.Kind.SAME) || checkTy.is(CheckType.Kind.EMPTY))
          && checks.isEmpty()) {
        String type = checkTy.is(CheckType.Kind.NEXT) ? "NEXT" : checkTy.is(CheckType.Kind.EMPTY) ? "EMPTY" : "SAME";
        diags.print(checkFile, prefixStart, Severity.ERROR, "found '" + usedPrefix + "-" + type
            + "' without previous '" + usedPrefix + ": line");
        throw new Pattern.ParseFailure(2);
      }
      if (checkTy.is(CheckType.Kind.DAG) || checkTy.is(CheckType.Kind.NOT)) {
        dagNots.add(new CheckString.DagNot(p, usedPrefix));
        continue;
      }
      checks.add(new CheckString(p, usedPrefix, checkFile, patternLoc, dagNots));
      dagNots = new ArrayList<>(implicitNegatives);
    }
    boolean noPrefixesFound = notFound.size() == distinct;
    boolean someUnused = !opts.allowUnusedPrefixes() && !notFound.isEmpty();
    if ((noPrefixesFound || someUnused) && (implicitNegatives.isEmpty() || !opts.checkPrefixes().isEmpty())) {
      StringBuilder sb = new StringBuilder("error: no check strings found with prefix");
      sb.append(notFound.size() > 1 ? "es " : " ");
      String sep = "";
      for (String missing : notFound) {
        sb.append(sep).append('\'').append(missing).append(":'");
        sep = ", ";
      }
      diags.raw(sb.append('\n').toString());
      throw new Pattern.ParseFailure(2);
    }
    if (!dagNots.isEmpty()) {
      Pattern eof = new Pattern(CheckType.EOF, context, lineNumber + 1);
      eof.file = checkFile;
      eof.patternLoc = buf;
      checks.add(new CheckString(eof, checkPrefixes.get(0), checkFile, buf, dagNots));
    }
    return checks;
  }

  private static int countNewlines(String t, int from, int to) {
    int n = 0;
    for (int i = t.indexOf('\n', from); i >= 0 && i < to; i = t.indexOf('\n', i + 1)) {
      n++;
    }
    return n;
  }

  static boolean isPartOfWord(char c) {
    return ExpressionParser.isAlnum(c) || c == '-' || c == '_';
  }

  private CheckType lastType;

  /**
   * FindCheckType: the directive at {@code prefixStart} written with {@code prefix}. Sets
   * {@link #lastType} and returns where the pattern text starts (-1 for "no suffix parsed").
   */
  private long findCheckType(String text, int prefixStart, String prefix) {
    boolean[] misspelled = {false};
    long r = findCheckType(text, prefixStart, prefix, misspelled);
    if (!lastType.is(CheckType.Kind.NONE) && misspelled[0]) {
      lastType = CheckType.of(CheckType.Kind.MISSPELLED);
    }
    return r;
  }

  private long findCheckType(String text, int prefixStart, String prefix, boolean[] misspelled) {
    lastType = CheckType.NONE;
    int len = text.length();
    if (len - prefixStart <= prefix.length()) {
      return -1;
    }
    int rest = prefixStart + prefix.length();
    if (commentPrefixes.contains(prefix)) {
      if (text.charAt(rest) == ':') {
        lastType = CheckType.of(CheckType.Kind.COMMENT);
        return rest + 1;
      }
      return -1;
    }
    if (text.charAt(rest) == ':') {
      lastType = CheckType.of(CheckType.Kind.PLAIN);
      return rest + 1;
    }
    if (text.charAt(rest) == '{') {
      return consumeModifiers(text, rest, CheckType.of(CheckType.Kind.PLAIN));
    }
    if (text.charAt(rest) == '_') {
      misspelled[0] = true;
    } else if (text.charAt(rest) != '-') {
      return -1;
    }
    rest++;
    if (text.startsWith("COUNT-", rest)) {
      rest += 6;
      int p = rest;
      boolean negative = p < len && text.charAt(p) == '-';
      if (negative) {
        p++;
      }
      int digits = p;
      while (p < len && text.charAt(p) >= '0' && text.charAt(p) <= '9') {
        p++;
      }
      if (p == digits || p - digits > 18) {
        lastType = CheckType.of(CheckType.Kind.BAD_COUNT);
        return rest;
      }
      long count = Long.parseLong(text.substring(digits, p));
      if (negative) {
        count = -count;
      }
      rest = p;
      if (count <= 0 || count > Integer.MAX_VALUE) {
        lastType = CheckType.of(CheckType.Kind.BAD_COUNT);
        return rest;
      }
      if (rest >= len || (text.charAt(rest) != ':' && text.charAt(rest) != '{')) {
        lastType = CheckType.of(CheckType.Kind.BAD_COUNT);
        return rest;
      }
      return consumeModifiers(text, rest, new CheckType(CheckType.Kind.PLAIN, (int) count, false));
    }
    for (String combo : new String[] {"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:", "SAME-NOT:", "NOT-SAME:",
        "EMPTY-NOT:", "NOT-EMPTY:"}) {
      if (text.startsWith(combo, rest)) {
        lastType = CheckType.of(CheckType.Kind.BAD_NOT);
        return rest;
      }
    }
    String[] names = {"NEXT", "SAME", "NOT", "DAG", "LABEL", "EMPTY"};
    CheckType.Kind[] kinds = {CheckType.Kind.NEXT, CheckType.Kind.SAME, CheckType.Kind.NOT, CheckType.Kind.DAG,
        CheckType.Kind.LABEL, CheckType.Kind.EMPTY};
    for (int i = 0; i < names.length; i++) {
      if (text.startsWith(names[i], rest)) {
        return consumeModifiers(text, rest + names[i].length(), CheckType.of(kinds[i]));
      }
    }
    return rest;
  }

  private long consumeModifiers(String text, int rest, CheckType ret) {
    int len = text.length();
    if (rest < len && text.charAt(rest) == ':') {
      lastType = ret;
      return rest + 1;
    }
    if (rest >= len || text.charAt(rest) != '{') {
      lastType = CheckType.NONE;
      return -1;
    }
    rest++;
    do {
      rest = skipSpace(text, rest);
      if (text.startsWith("LITERAL", rest)) {
        rest += 7;
        ret = ret.withLiteral();
      } else {
        lastType = CheckType.NONE;
        return rest;
      }
      rest = skipSpace(text, rest);
    } while (rest < len && text.charAt(rest) == ',' && ++rest > 0);
    if (!text.startsWith("}:", rest)) {
      lastType = CheckType.NONE;
      return rest;
    }
    lastType = ret;
    return rest + 2;
  }

  private static int skipSpace(String t, int p) {
    while (p < t.length() && " \t\n\u000b\f\r".indexOf(t.charAt(p)) >= 0) {
      p++;
    }
    return p;
  }

  /** Finds the earliest occurrence of any prefix, preferring the longest at equal positions. */
  static final class PrefixMatcher {
    private final String[] prefixes;
    private final int[] positions;
    private final String input;
    String lastPrefix;

    PrefixMatcher(List<String> checkPrefixes, List<String> commentPrefixes, String input) {
      this.input = input;
      List<String> all = new ArrayList<>(checkPrefixes);
      all.addAll(commentPrefixes);
      all.sort((a, b) -> Integer.compare(b.length(), a.length()));
      prefixes = all.toArray(new String[0]);
      positions = new int[prefixes.length];
      for (int i = 0; i < prefixes.length; i++) {
        positions[i] = input.indexOf(prefixes[i]);
      }
    }

    int match(int from) {
      int best = -1;
      for (int i = 0; i < prefixes.length; i++) {
        if (positions[i] >= 0 && positions[i] < from) {
          positions[i] = input.indexOf(prefixes[i], from);
        }
        int pos = positions[i];
        if (pos >= 0 && (best < 0 || best > pos)) {
          best = pos;
          lastPrefix = prefixes[i];
        }
      }
      return best;
    }
  }
}
