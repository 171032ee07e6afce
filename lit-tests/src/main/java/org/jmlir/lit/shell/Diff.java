package org.jmlir.lit.shell;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.tool.Invocation;

/**
 * The {@code diff} builtin: compares two files (either may be {@code -} for standard input) line by line
 * and prints a unified diff. Options as lit's builtin: {@code -u} (the default format here), {@code -b}
 * (ignore changes in amount of white space), {@code -w} (ignore all white space),
 * {@code --strip-trailing-cr}, {@code -q} (only report whether they differ). Exit status 0 when equal, 1 when different, 2 on trouble.
 */
final class Diff {
  private Diff() {}

  private record Options(boolean ignoreSpaceChange, boolean ignoreAllSpace, boolean stripCr, boolean brief) {}

  static int run(Invocation inv) throws IOException {
    boolean b = false;
    boolean w = false;
    boolean cr = false;
    boolean q = false;
    List<String> files = new ArrayList<>();
    for (String a : inv.args()) {
      switch (a) {
        case "-u", "-U0", "-U1", "-U3", "--unified" -> { }
        case "-b", "--ignore-space-change" -> b = true;
        case "-w", "--ignore-all-space" -> w = true;
        case "--strip-trailing-cr" -> cr = true;
        case "-q", "--brief" -> q = true;
        default -> {
          if (a.startsWith("-") && !a.equals("-")) {
            inv.stderr().println("diff: unsupported option: " + a);
            return 2;
          }
          files.add(a);
        }
      }
    }
    if (files.size() != 2) {
      inv.stderr().println("diff: expected two files, got " + files.size());
      return 2;
    }
    Options opts = new Options(b, w, cr, q);
    List<String> left;
    List<String> right;
    try {
      left = lines(inv, files.get(0), opts);
      right = lines(inv, files.get(1), opts);
    } catch (java.nio.file.NoSuchFileException e) {
      inv.stderr().println("diff: " + e.getFile() + ": No such file or directory");
      return 2;
    }
    List<String> leftKeys = keys(left, opts);
    List<String> rightKeys = keys(right, opts);
    if (leftKeys.equals(rightKeys)) {
      return 0;
    }
    if (opts.brief()) {
      inv.stdout().println("Files " + files.get(0) + " and " + files.get(1) + " differ");
      return 1;
    }
    StringBuilder out = new StringBuilder();
    out.append("--- ").append(files.get(0)).append('\n');
    out.append("+++ ").append(files.get(1)).append('\n');
    unified(left, right, leftKeys, rightKeys, out);
    inv.stdout().print(out);
    return 1;
  }

  private static List<String> lines(Invocation inv, String file, Options opts) throws IOException {
    byte[] data = file.equals("-")
        ? Builtins.readAll(inv.stdin())
        : Files.readAllBytes(inv.resolve(file));
    String text = new String(data, StandardCharsets.UTF_8);
    List<String> result = new ArrayList<>(List.of(text.split("\n", -1)));
    if (!result.isEmpty() && result.getLast().isEmpty()) {
      result.removeLast();
    }
    if (opts.stripCr()) {
      result.replaceAll(l -> l.endsWith("\r") ? l.substring(0, l.length() - 1) : l);
    }
    return result;
  }

  private static List<String> keys(List<String> lines, Options opts) {
    if (opts.ignoreAllSpace()) {
      return lines.stream().map(l -> l.replaceAll("\\s+", "")).toList();
    }
    if (opts.ignoreSpaceChange()) {
      return lines.stream().map(l -> l.replaceAll("\\s+", " ").stripTrailing()).toList();
    }
    return lines;
  }

  /** Appends one hunk per changed region, with up to three lines of context, like diff -u. */
  static void unified(List<String> a, List<String> b, List<String> ka, List<String> kb, StringBuilder out) {
    // Edit script as a list of ops: ' ' keep, '-' delete from a, '+' insert from b.
    List<int[]> ops = editScript(ka, kb); // {op, indexA, indexB}
    int context = 3;
    int i = 0;
    while (i < ops.size()) {
      if (ops.get(i)[0] == ' ') {
        i++;
        continue;
      }
      int start = Math.max(0, i - context);
      int end = i;
      int lastChange = i;
      while (end < ops.size()) {
        if (ops.get(end)[0] != ' ') {
          lastChange = end;
        } else if (end - lastChange > 2 * context) {
          break;
        }
        end++;
      }
      end = Math.min(ops.size(), lastChange + context + 1);
      int aStart = ops.get(start)[1];
      int bStart = ops.get(start)[2];
      int aCount = 0;
      int bCount = 0;
      StringBuilder body = new StringBuilder();
      for (int k = start; k < end; k++) {
        int[] op = ops.get(k);
        switch (op[0]) {
          case ' ' -> {
            body.append(' ').append(a.get(op[1])).append('\n');
            aCount++;
            bCount++;
          }
          case '-' -> {
            body.append('-').append(a.get(op[1])).append('\n');
            aCount++;
          }
          default -> {
            body.append('+').append(b.get(op[2])).append('\n');
            bCount++;
          }
        }
      }
      out.append("@@ -").append(range(aStart, aCount)).append(" +").append(range(bStart, bCount))
          .append(" @@\n").append(body);
      i = end;
    }
  }

  private static String range(int start, int count) {
    if (count == 0) {
      return start + ",0";
    }
    return count == 1 ? String.valueOf(start + 1) : (start + 1) + "," + count;
  }

  /** A longest-common-subsequence edit script; falls back to replace-all for very large middles. */
  private static List<int[]> editScript(List<String> a, List<String> b) {
    int prefix = 0;
    while (prefix < a.size() && prefix < b.size() && a.get(prefix).equals(b.get(prefix))) {
      prefix++;
    }
    int suffix = 0;
    while (suffix < a.size() - prefix && suffix < b.size() - prefix
        && a.get(a.size() - 1 - suffix).equals(b.get(b.size() - 1 - suffix))) {
      suffix++;
    }
    List<int[]> ops = new ArrayList<>();
    for (int k = 0; k < prefix; k++) {
      ops.add(new int[] {' ', k, k});
    }
    int n = a.size() - prefix - suffix;
    int m = b.size() - prefix - suffix;
    if ((long) n * m <= 4_000_000L) {
      int[][] lcs = new int[n + 1][m + 1];
      for (int x = n - 1; x >= 0; x--) {
        for (int y = m - 1; y >= 0; y--) {
          lcs[x][y] = a.get(prefix + x).equals(b.get(prefix + y))
              ? lcs[x + 1][y + 1] + 1
              : Math.max(lcs[x + 1][y], lcs[x][y + 1]);
        }
      }
      int x = 0;
      int y = 0;
      while (x < n || y < m) {
        if (x < n && y < m && a.get(prefix + x).equals(b.get(prefix + y))) {
          ops.add(new int[] {' ', prefix + x++, prefix + y++});
        } else if (x < n && (y == m || lcs[x + 1][y] >= lcs[x][y + 1])) {
          ops.add(new int[] {'-', prefix + x++, prefix + y});
        } else {
          ops.add(new int[] {'+', prefix + x, prefix + y++});
        }
      }
    } else {
      for (int x = 0; x < n; x++) {
        ops.add(new int[] {'-', prefix + x, prefix});
      }
      for (int y = 0; y < m; y++) {
        ops.add(new int[] {'+', prefix + n, prefix + y});
      }
    }
    for (int k = 0; k < suffix; k++) {
      ops.add(new int[] {' ', a.size() - suffix + k, b.size() - suffix + k});
    }
    return ops;
  }
}
