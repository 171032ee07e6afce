package org.jmlir.opt;

import java.util.ArrayList;
import java.util.List;

/** Line alignment for the pass report's side-by-side diffs (a longest common subsequence). */
final class LineDiff {
  private LineDiff() {}

  /** Beyond this many cells the middle is shown as replaced instead of aligned line by line. */
  private static final long MAX_CELLS = 4_000_000;

  /**
   * Rows {i, j}: line i of {@code a} beside line j of {@code b} when they are equal, {i, -1} for a
   * deleted line and {-1, j} for an inserted one, in order.
   */
  static List<int[]> align(List<String> a, List<String> b) {
    int pre = 0;
    while (pre < a.size() && pre < b.size() && a.get(pre).equals(b.get(pre))) {
      pre++;
    }
    int suf = 0;
    while (suf < a.size() - pre && suf < b.size() - pre && a.get(a.size() - 1 - suf).equals(b.get(b.size() - 1 - suf))) {
      suf++;
    }
    List<int[]> rows = new ArrayList<>();
    for (int k = 0; k < pre; k++) {
      rows.add(new int[] {k, k});
    }
    int n = a.size() - pre - suf;
    int m = b.size() - pre - suf;
    if ((long) n * m > MAX_CELLS) {
      for (int k = 0; k < n; k++) {
        rows.add(new int[] {pre + k, -1});
      }
      for (int k = 0; k < m; k++) {
        rows.add(new int[] {-1, pre + k});
      }
    } else {
      int[][] lcs = new int[n + 1][m + 1];
      for (int i = n - 1; i >= 0; i--) {
        for (int j = m - 1; j >= 0; j--) {
          lcs[i][j] = a.get(pre + i).equals(b.get(pre + j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
        }
      }
      int i = 0;
      int j = 0;
      while (i < n || j < m) {
        if (i < n && j < m && a.get(pre + i).equals(b.get(pre + j))) {
          rows.add(new int[] {pre + i++, pre + j++});
        } else if (j < m && (i == n || lcs[i][j + 1] >= lcs[i + 1][j])) {
          rows.add(new int[] {-1, pre + j++});
        } else {
          rows.add(new int[] {pre + i++, -1});
        }
      }
    }
    for (int k = 0; k < suf; k++) {
      rows.add(new int[] {a.size() - suf + k, b.size() - suf + k});
    }
    return rows;
  }
}
