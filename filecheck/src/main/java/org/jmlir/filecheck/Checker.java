package org.jmlir.filecheck;

import java.util.ArrayList;
import java.util.List;

/**
 * Matches check strings against the input: CHECK-LABEL partitioning, CHECK-DAG groups with their
 * CHECK-NOTs, CHECK-NEXT/SAME/EMPTY line rules, COUNT repetition, and every message FileCheck 22 prints
 * on the way. A port of FileCheck::checkInput and FileCheckString::Check and their helpers.
 */
final class Checker {
  private static final int NPOS = -1;

  private final FileCheckOptions opts;
  private final SourceFile input;
  private final String text;
  private final Diagnostics diags;
  /** Collected for the input dump; null when no dump can be printed. */
  private final List<MatchDiag> matchDiags;
  private final PatternContext context;
  /** Length of the last successful {@link #check}. */
  private int matchLen;

  Checker(FileCheckOptions opts, SourceFile input, Diagnostics diags, List<MatchDiag> matchDiags,
      PatternContext context) {
    this.opts = opts;
    this.input = input;
    this.text = input.text;
    this.diags = diags;
    this.matchDiags = matchDiags;
    this.context = context;
  }

  /** Returns true when every check string matched. */
  boolean checkInput(List<CheckString> checks) {
    boolean failed = false;
    int i = 0;
    int j = 0;
    int e = checks.size();
    int bufFrom = 0;
    int bufTo = text.length();
    while (true) {
      int regionFrom;
      int regionTo;
      if (j == e) {
        regionFrom = bufFrom;
        regionTo = bufTo;
      } else {
        CheckString label = checks.get(j);
        if (!label.pattern().checkType.is(CheckType.Kind.LABEL)) {
          j++;
          continue;
        }
        int pos = check(label, bufFrom, bufTo, true);
        if (pos == NPOS) {
          return false;
        }
        regionFrom = bufFrom;
        regionTo = bufFrom + pos + matchLen;
        bufFrom = regionTo;
        j++;
      }
      if (i != 0 && opts.enableVarScope()) {
        context.clearLocalVars();
      }
      for (; i != j; i++) {
        int pos = check(checks.get(i), regionFrom, regionTo, false);
        if (pos == NPOS) {
          failed = true;
          i = j;
          break;
        }
        regionFrom += pos + matchLen;
      }
      if (j == e) {
        break;
      }
    }
    return !failed;
  }

  /** FileCheckString::Check: returns the match position relative to {@code from}, or NPOS. */
  private int check(CheckString cs, int from, int to, boolean labelScan) {
    Pattern pat = cs.pattern();
    int lastPos = 0;
    List<CheckString.DagNot> notStrings = new ArrayList<>(0);
    if (!labelScan) {
      lastPos = checkDag(cs, from, to, notStrings);
      if (lastPos == NPOS) {
        return NPOS;
      }
    }
    int lastMatchEnd = lastPos;
    int firstMatchPos = 0;
    for (int i = 1; i <= pat.count(); i++) {
      Pattern.MatchResult r = pat.match(text, from + lastMatchEnd, to);
      if (reportMatchResult(true, cs.prefix(), cs.file(), cs.loc(), pat, i, from + lastMatchEnd, to, r)) {
        return NPOS;
      }
      if (i == 1) {
        firstMatchPos = lastPos + r.match.pos();
      }
      lastMatchEnd += r.match.pos() + r.match.len();
    }
    int len = lastMatchEnd - firstMatchPos;
    if (!labelScan) {
      int matchPos = firstMatchPos - lastPos;
      int matchBuf = from + lastPos;
      int skippedFrom = matchBuf;
      int skippedTo = matchBuf + matchPos;
      if (checkNext(cs, skippedFrom, skippedTo) || checkSame(cs, skippedFrom, skippedTo)) {
        processMatchResult(MatchDiag.MatchType.FOUND_BUT_WRONG_LINE, cs.file(), cs.loc(), pat.checkType,
            matchBuf + matchPos, matchBuf + matchPos + len, opts.verbose());
        return NPOS;
      }
      if (checkNot(skippedFrom, skippedTo, notStrings)) {
        return NPOS;
      }
    }
    matchLen = len;
    return firstMatchPos;
  }

  private int countNewlines(int from, int to, int[] firstNewline) {
    int n = 0;
    int p = from;
    while (true) {
      while (p < to && text.charAt(p) != '\n' && text.charAt(p) != '\r') {
        p++;
      }
      if (p >= to) {
        return n;
      }
      n++;
      if (to - p > 1 && (text.charAt(p + 1) == '\n' || text.charAt(p + 1) == '\r')
          && text.charAt(p) != text.charAt(p + 1)) {
        p++;
      }
      p++;
      if (n == 1) {
        firstNewline[0] = p;
      }
    }
  }

  private boolean checkNext(CheckString cs, int from, int to) {
    CheckType ty = cs.pattern().checkType;
    if (!ty.is(CheckType.Kind.NEXT) && !ty.is(CheckType.Kind.EMPTY)) {
      return false;
    }
    String name = cs.prefix() + (ty.is(CheckType.Kind.EMPTY) ? "-EMPTY" : "-NEXT");
    int[] firstNewline = {0};
    int n = countNewlines(from, to, firstNewline);
    if (n == 0) {
      diags.print(cs.file(), cs.loc(), Severity.ERROR, name + ": is on the same line as previous match");
      diags.print(input, to, Severity.NOTE, "'next' match was here");
      diags.print(input, from, Severity.NOTE, "previous match ended here");
      return true;
    }
    if (n != 1) {
      diags.print(cs.file(), cs.loc(), Severity.ERROR, name + ": is not on the line after the previous match");
      diags.print(input, to, Severity.NOTE, "'next' match was here");
      diags.print(input, from, Severity.NOTE, "previous match ended here");
      diags.print(input, firstNewline[0], Severity.NOTE, "non-matching line after previous match is here");
      return true;
    }
    return false;
  }

  private boolean checkSame(CheckString cs, int from, int to) {
    if (!cs.pattern().checkType.is(CheckType.Kind.SAME)) {
      return false;
    }
    int[] firstNewline = {0};
    if (countNewlines(from, to, firstNewline) != 0) {
      diags.print(cs.file(), cs.loc(), Severity.ERROR,
          cs.prefix() + "-SAME: is not on the same line as the previous match");
      diags.print(input, to, Severity.NOTE, "'next' match was here");
      diags.print(input, from, Severity.NOTE, "previous match ended here");
      return true;
    }
    return false;
  }

  private boolean checkNot(int from, int to, List<CheckString.DagNot> notStrings) {
    boolean fail = false;
    for (CheckString.DagNot not : notStrings) {
      Pattern p = not.pattern();
      Pattern.MatchResult r = p.match(text, from, to);
      if (reportMatchResult(false, not.prefix(), p.file, p.patternLoc, p, 1, from, to, r)) {
        fail = true;
      }
    }
    return fail;
  }

  private int checkDag(CheckString cs, int from, int to, List<CheckString.DagNot> notStrings) {
    List<CheckString.DagNot> dagNots = cs.dagNotStrings();
    if (dagNots.isEmpty()) {
      return 0;
    }
    int startPos = 0;
    List<int[]> ranges = new ArrayList<>();
    for (int idx = 0; idx < dagNots.size(); idx++) {
      CheckString.DagNot info = dagNots.get(idx);
      Pattern pat = info.pattern();
      if (pat.checkType.is(CheckType.Kind.NOT)) {
        notStrings.add(info);
        continue;
      }
      int len;
      int matchPos = startPos;
      int mi = 0;
      while (true) {
        Pattern.MatchResult r = pat.match(text, from + matchPos, to);
        if (r.match == null || opts.verboseVerbose()) {
          if (reportMatchResult(true, info.prefix(), pat.file, pat.patternLoc, pat, 1, from + matchPos, to, r)) {
            return NPOS;
          }
        }
        len = r.match.len();
        matchPos += r.match.pos();
        int mPos = matchPos;
        int mEnd = matchPos + len;
        if (opts.allowDeprecatedDagOverlap()) {
          if (ranges.isEmpty()) {
            ranges.add(new int[] {mPos, mEnd});
          } else {
            int[] block = ranges.get(0);
            block[0] = Math.min(block[0], mPos);
            block[1] = Math.max(block[1], mEnd);
          }
          break;
        }
        boolean overlap = false;
        for (; mi < ranges.size(); mi++) {
          if (mPos < ranges.get(mi)[1]) {
            overlap = ranges.get(mi)[0] < mEnd;
            break;
          }
        }
        if (!overlap) {
          ranges.add(mi, new int[] {mPos, mEnd});
          break;
        }
        int[] old = ranges.get(mi);
        if (opts.verboseVerbose()) {
          if (matchDiags == null) {
            diags.print(input, from + old[0], Severity.NOTE, "match discarded, overlaps earlier DAG match here",
                from + old[0], from + old[1]);
          } else {
            retypeLastDiags(MatchDiag.MatchType.FOUND_BUT_DISCARDED);
          }
        }
        matchPos = old[1];
        mi++;
      }
      if (!opts.verboseVerbose()) {
        Pattern.MatchResult found = Pattern.MatchResult.found(matchPos, len);
        printMatch(true, info.prefix(), pat.file, pat.patternLoc, pat, 1, from, found);
      }
      boolean groupEnd = idx + 1 == dagNots.size()
          || dagNots.get(idx + 1).pattern().checkType.is(CheckType.Kind.NOT);
      if (groupEnd) {
        if (!notStrings.isEmpty()) {
          if (checkNot(from + startPos, from + ranges.get(0)[0], notStrings)) {
            return NPOS;
          }
          notStrings.clear();
        }
        startPos = ranges.get(ranges.size() - 1)[1];
        ranges.clear();
      }
    }
    return startPos;
  }

  private void retypeLastDiags(MatchDiag.MatchType type) {
    MatchDiag last = matchDiags.get(matchDiags.size() - 1);
    for (int k = matchDiags.size() - 1; k >= 0 && matchDiags.get(k).sameCheck(last.checkFile, last.checkLoc); k--) {
      matchDiags.get(k).matchType = type;
    }
  }

  private void processMatchResult(MatchDiag.MatchType type, SourceFile checkFile, int checkLoc, CheckType checkTy,
      int start, int end, boolean adjustPrevious) {
    if (matchDiags == null) {
      return;
    }
    if (adjustPrevious) {
      retypeLastDiags(type);
    } else {
      matchDiags.add(new MatchDiag(input, checkTy, checkFile, checkLoc, type, start, end, null));
    }
  }

  /** Returns true if an error was reported. */
  private boolean reportMatchResult(boolean expected, String prefix, SourceFile checkFile, int loc, Pattern pat,
      int matchedCount, int from, int to, Pattern.MatchResult r) {
    if (r.match != null) {
      return printMatch(expected, prefix, checkFile, loc, pat, matchedCount, from, r);
    }
    return printNoMatch(expected, prefix, checkFile, loc, pat, matchedCount, from, to, r.errors);
  }

  private boolean printMatch(boolean expected, String prefix, SourceFile checkFile, int loc, Pattern pat,
      int matchedCount, int from, Pattern.MatchResult r) {
    boolean hasError = !expected;
    boolean printDiag = true;
    if (!hasError) {
      if (!opts.verbose()) {
        return false;
      }
      if (!opts.verboseVerbose() && pat.checkType.is(CheckType.Kind.EOF)) {
        return false;
      }
      printDiag = matchDiags == null;
    }
    MatchDiag.MatchType type = expected ? MatchDiag.MatchType.FOUND_AND_EXPECTED
        : MatchDiag.MatchType.FOUND_BUT_EXCLUDED;
    int start = from + r.match.pos();
    int end = start + r.match.len();
    processMatchResult(type, checkFile, loc, pat.checkType, start, end, false);
    if (matchDiags != null) {
      printSubstitutions(pat, start, type, true);
      printVariableDefs(pat, type, true);
    }
    if (!printDiag) {
      return hasError;
    }
    String message = pat.checkType.description(prefix) + ": " + (expected ? "expected" : "excluded")
        + " string found in input";
    if (pat.count() > 1) {
      message += " (" + matchedCount + " out of " + pat.count() + ")";
    }
    diags.print(checkFile, loc, expected ? Severity.REMARK : Severity.ERROR, message);
    diags.print(input, start, Severity.NOTE, "found here", start, end);
    printSubstitutions(pat, start, type, false);
    printVariableDefs(pat, type, false);
    return hasError;
  }

  private boolean printNoMatch(boolean expected, String prefix, SourceFile checkFile, int loc, Pattern pat,
      int matchedCount, int from, int to, List<PatternError> errors) {
    boolean hasError = expected;
    boolean hasPatternError = false;
    MatchDiag.MatchType type = expected ? MatchDiag.MatchType.NONE_BUT_EXPECTED
        : MatchDiag.MatchType.NONE_AND_EXCLUDED;
    List<String> errorMessages = new ArrayList<>();
    if (errors != null) {
      for (PatternError e : errors) {
        hasError = true;
        hasPatternError = true;
        type = MatchDiag.MatchType.NONE_FOR_INVALID_PATTERN;
        e.print(diags);
        errorMessages.add(e.getMessage());
      }
    }
    boolean printDiag = true;
    if (!hasError) {
      if (!opts.verboseVerbose()) {
        return false;
      }
      printDiag = matchDiags == null;
    }
    processMatchResult(type, checkFile, loc, pat.checkType, from, to, false);
    if (matchDiags != null) {
      for (String msg : errorMessages) {
        matchDiags.add(new MatchDiag(input, pat.checkType, checkFile, loc, type, from, from, msg));
      }
      printSubstitutions(pat, from, type, true);
    }
    if (!printDiag) {
      return hasError;
    }
    if (!hasPatternError) {
      String message = pat.checkType.description(prefix) + ": " + (expected ? "expected" : "excluded")
          + " string not found in input";
      if (pat.count() > 1) {
        message += " (" + matchedCount + " out of " + pat.count() + ")";
      }
      diags.print(checkFile, loc, expected ? Severity.ERROR : Severity.REMARK, message);
      diags.print(input, from, Severity.NOTE, "scanning from here");
    }
    printSubstitutions(pat, from, type, false);
    if (expected) {
      printFuzzyMatch(pat, checkFile, loc, from, to);
    }
    return hasError;
  }

  private void printSubstitutions(Pattern pat, int at, MatchDiag.MatchType type, boolean toDiags) {
    for (Substitution s : pat.substitutions()) {
      String value;
      try {
        value = s.valueForDiagnostics();
      } catch (Expr.EvalError | Substitution.UndefinedString e) {
        continue;
      }
      String msg = "with \"" + Pattern.writeEscaped(s.fromString()) + "\" equal to " + value;
      if (toDiags) {
        matchDiags.add(new MatchDiag(input, pat.checkType, pat.file, pat.patternLoc, type, at, at, msg));
      } else {
        diags.print(input, at, Severity.NOTE, msg);
      }
    }
  }

  private void printVariableDefs(Pattern pat, MatchDiag.MatchType type, boolean toDiags) {
    for (Pattern.Capture c : pat.capturedVariables()) {
      String msg = "captured var \"" + c.name() + "\"";
      if (toDiags) {
        matchDiags.add(new MatchDiag(input, pat.checkType, pat.file, pat.patternLoc, type, c.start(), c.end(), msg));
      } else {
        diags.print(input, c.start(), Severity.NOTE, msg, c.start(), c.end());
      }
    }
  }

  private void printFuzzyMatch(Pattern pat, SourceFile checkFile, int loc, int from, int to) {
    int size = to - from;
    long limit = Math.min(4096, size);
    if (4096L * 2048L < limit * pat.fuzzySize()) {
      return;
    }
    int lines = 0;
    int best = -1;
    double bestQuality = 0;
    for (int i = 0; i < limit; i++) {
      char c = text.charAt(from + i);
      if (c == '\n') {
        lines++;
      }
      if (c == ' ' || c == '\t') {
        continue;
      }
      int distance = pat.matchDistance(text, from + i, to);
      double quality = distance + (lines / 100.0);
      if (quality < bestQuality || best < 0) {
        best = i;
        bestQuality = quality;
      }
    }
    if (best > 0 && bestQuality < 50) {
      int at = from + best;
      processMatchResult(MatchDiag.MatchType.FUZZY, checkFile, loc, pat.checkType, at, at, false);
      diags.print(input, at, Severity.NOTE, "possible intended match here");
    }
  }
}
