package org.jmlir.filecheck;

import java.util.List;
import java.util.Locale;

/**
 * jfilecheck's {@code --strict} check: finds words that look like a directive for an active check
 * prefix but that FileCheck 22 silently ignores, such as {@code CHECk:} (wrong case),
 * {@code CHEKC-LABEL:} (typo in the prefix) or {@code CHECK-NEXT-COUNT:} and {@code CHECK-NXT:}
 * (unknown suffix). Each is reported as an error at its position; the run then fails with status 2.
 *
 * <p>Only places FileCheck itself would examine are considered: a word not preceded by a word
 * character and followed by a colon (optionally after a {@code {...}} modifier list), before the first
 * real directive on its line (the rest of that line is pattern text). Conventions that are deliberate
 * are left alone: a prefix with extra leading text ({@code XCHECK:}, how tests disable a check) or with
 * a suffix that is no directive name ({@code CHECK2:}, {@code CHECK-FOO:}, prefixes of other runs).
 * Typos are only looked for in prefixes of four or more characters.
 */
final class StrictDirectives {
  private static final String[] SUFFIXES = {"NEXT", "SAME", "NOT", "DAG", "LABEL", "EMPTY", "COUNT"};

  private StrictDirectives() {}

  /** Reports every suspicious directive; returns false if there was one. */
  static boolean verify(SourceFile checkFile, CheckFileParser parser, Diagnostics diags) {
    String t = checkFile.text;
    List<String> prefixes = parser.checkPrefixes;
    List<String> comments = parser.commentPrefixes;
    boolean ok = true;
    int lineStart = 0;
    while (lineStart <= t.length()) {
      int lineEnd = t.indexOf('\n', lineStart);
      if (lineEnd < 0) {
        lineEnd = t.length();
      }
      int p = lineStart;
      while (p < lineEnd) {
        char c = t.charAt(p);
        boolean wordStart = isLetter(c) && (p == lineStart || !CheckFileParser.isPartOfWord(t.charAt(p - 1)));
        if (!wordStart) {
          p++;
          continue;
        }
        int w = p;
        while (w < lineEnd && CheckFileParser.isPartOfWord(t.charAt(w))) {
          w++;
        }
        int colon = w;
        if (colon < lineEnd && t.charAt(colon) == '{') {
          int close = t.indexOf('}', colon, lineEnd);
          colon = close < 0 ? lineEnd : close + 1;
        }
        if (colon >= lineEnd || t.charAt(colon) != ':') {
          p = w;
          continue;
        }
        String word = t.substring(p, w);
        if (isValid(word, prefixes, comments)) {
          break; // the rest of the line is this directive's pattern
        }
        String suggestion = suggest(word, prefixes);
        if (suggestion != null) {
          diags.print(checkFile, p, Severity.ERROR, "unrecognized directive '" + t.substring(p, colon + 1)
              + "' (did you mean '" + suggestion + ":'?); FileCheck would ignore it");
          ok = false;
        }
        p = colon + 1;
      }
      lineStart = lineEnd + 1;
    }
    return ok;
  }

  private static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static boolean isValid(String word, List<String> prefixes, List<String> comments) {
    if (comments.contains(word)) {
      return true;
    }
    for (String prefix : prefixes) {
      if (word.equals(prefix)) {
        return true;
      }
      if (word.startsWith(prefix) && word.length() > prefix.length() + 1 && word.charAt(prefix.length()) == '-'
          && isValidSuffix(word.substring(prefix.length() + 1))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isValidSuffix(String s) {
    if (s.startsWith("COUNT-")) {
      String n = s.substring(6);
      return !n.isEmpty() && n.chars().allMatch(Character::isDigit) && n.charAt(0) != '0';
    }
    for (String suffix : SUFFIXES) {
      if (!suffix.equals("COUNT") && suffix.equals(s)) {
        return true;
      }
    }
    return false;
  }

  /** The directive {@code word} most likely meant, or null when it is no likely typo. */
  private static String suggest(String word, List<String> prefixes) {
    int dash = word.indexOf('-');
    String head = dash < 0 ? word : word.substring(0, dash);
    String tail = dash < 0 ? null : word.substring(dash + 1);
    for (String prefix : prefixes) {
      String upper = word.toUpperCase(Locale.ROOT);
      String upperPrefix = prefix.toUpperCase(Locale.ROOT);
      // Wrong case: CHECk:, Check-Next:.
      if (!word.equals(upper) || !prefix.equals(upperPrefix)) {
        boolean caseTypo = upper.equals(upperPrefix) || (upper.startsWith(upperPrefix + "-")
            && isValidSuffix(upper.substring(upperPrefix.length() + 1)));
        if (caseTypo && (uppercaseCount(word) >= 2 || word.indexOf('-') >= 0)) {
          return prefix + upper.substring(upperPrefix.length());
        }
      }
      // Unknown suffix on a correct prefix: CHECK-NEXT-COUNT:, CHECK-NXT:, CHECK-COUNT:.
      if (word.startsWith(prefix + "-")) {
        String suffix = word.substring(prefix.length() + 1);
        String near = nearSuffix(suffix);
        if (near != null) {
          return prefix + "-" + near;
        }
        continue;
      }
      // Typo in the prefix: CHEKC:, CHEK-LABEL:, CHCEK-NEXT:.
      // Short prefixes (ERR, CHK) are one edit away from too many words to judge.
      if (prefix.indexOf('-') < 0 && prefix.length() >= 4 && head.length() >= 4 && !head.startsWith(prefix)
          && !head.endsWith(prefix)
          && sameCharacterClasses(head, prefix) && osaDistance(head, prefix) == 1) {
        if (tail == null) {
          return prefix;
        }
        if (isValidSuffix(tail)) {
          return prefix + "-" + tail;
        }
        String near = nearSuffix(tail);
        if (near != null) {
          return prefix + "-" + near;
        }
      }
    }
    return null;
  }

  /** A directive suffix that {@code suffix} is a near miss of, or null. */
  private static String nearSuffix(String suffix) {
    int dash = suffix.indexOf('-');
    String first = dash < 0 ? suffix : suffix.substring(0, dash);
    String upperFirst = first.toUpperCase(Locale.ROOT);
    for (String name : SUFFIXES) {
      if (upperFirst.equals(name) || (first.length() >= 3 && osaDistance(upperFirst, name) <= 1)) {
        return name.equals("COUNT") ? "COUNT-<n>" : name;
      }
    }
    return null;
  }

  private static int uppercaseCount(String s) {
    int n = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 'A' && s.charAt(i) <= 'Z') {
        n++;
      }
    }
    return n;
  }

  /** Both all upper-case letters, or both all lower-case letters (so CHECK2 is no typo of CHECK). */
  private static boolean sameCharacterClasses(String a, String b) {
    return (a.chars().allMatch(c -> c >= 'A' && c <= 'Z') && b.chars().allMatch(c -> c >= 'A' && c <= 'Z'))
        || (a.chars().allMatch(c -> c >= 'a' && c <= 'z') && b.chars().allMatch(c -> c >= 'a' && c <= 'z'));
  }

  /** Optimal-string-alignment distance: edits plus adjacent transpositions. */
  static int osaDistance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}
