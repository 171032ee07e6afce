package org.jmlir.filecheck;

import java.util.Arrays;

/**
 * A named text buffer: the check file, the input, or a synthetic buffer such as "command line" (for
 * {@code --implicit-check-not}) and "Global defines" (for {@code -D}). Mirrors one buffer of LLVM's
 * SourceMgr.
 *
 * <p>The text holds the file's bytes decoded as ISO-8859-1, one char per byte, so offsets and columns
 * are byte offsets exactly as FileCheck reports them, and matching is byte-wise as in FileCheck.
 */
final class SourceFile {
  final String name;
  final String text;
  private int[] lineStarts; // built lazily: only diagnostics need line numbers

  SourceFile(String name, String text) {
    this.name = name;
    this.text = text;
  }

  private int[] lineStarts() {
    int[] starts = lineStarts;
    if (starts == null) {
      int count = 1;
      String t = text;
      for (int i = t.indexOf('\n'); i >= 0; i = t.indexOf('\n', i + 1)) {
        count++;
      }
      starts = new int[count];
      int n = 1;
      for (int i = t.indexOf('\n'); i >= 0; i = t.indexOf('\n', i + 1)) {
        starts[n++] = i + 1;
      }
      lineStarts = starts;
    }
    return starts;
  }

  /** The 1-based line of {@code pos}: one plus the number of '\n' before it. */
  int lineOf(int pos) {
    int[] starts = lineStarts();
    int i = Arrays.binarySearch(starts, pos);
    return i >= 0 ? i + 1 : -i - 1;
  }

  /** The 1-based column of {@code pos}, counted from the last '\n' or '\r' before it (as SourceMgr). */
  int columnOf(int pos) {
    int i = pos - 1;
    while (i >= 0) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        break;
      }
      i--;
    }
    return pos - i;
  }

  /** The offset where 1-based {@code line} starts, or -1 if the buffer has no such line. */
  int lineStart(int line) {
    int[] starts = lineStarts();
    return line >= 1 && line <= starts.length ? starts[line - 1] : -1;
  }

  /** Number of lines as FileCheck's dump counts them: '\n' count, plus one for an unterminated tail. */
  int dumpLineCount() {
    int n = lineStarts().length - 1;
    if (text.isEmpty() || text.charAt(text.length() - 1) != '\n') {
      n++;
    }
    return n;
  }
}
