package org.jmlir.filecheck;

/**
 * Renders SourceMgr-style messages into a text sink: {@code file:line:col: error: message}, the source
 * line with tabs expanded to 8 columns, and a caret line with {@code ~} under an optional range.
 * Matches LLVM 22's SMDiagnostic::print without colors.
 */
final class Diagnostics {
  private static final int TAB_STOP = 8;
  private final StringBuilder out;
  private final boolean color;

  Diagnostics(StringBuilder out, boolean color) {
    this.out = out;
    this.color = color;
  }

  StringBuilder out() {
    return out;
  }

  void print(SourceFile file, int pos, Severity severity, String message) {
    print(file, pos, severity, message, -1, -1);
  }

  /** Prints a located message; {@code rangeStart..rangeEnd} (absolute, -1 for none) is underlined. */
  void print(SourceFile file, int pos, Severity severity, String message, int rangeStart, int rangeEnd) {
    String text = file.text;
    int lineStart = pos;
    while (lineStart > 0 && text.charAt(lineStart - 1) != '\n' && text.charAt(lineStart - 1) != '\r') {
      lineStart--;
    }
    int lineEnd = pos;
    while (lineEnd < text.length() && text.charAt(lineEnd) != '\n' && text.charAt(lineEnd) != '\r') {
      lineEnd++;
    }
    if (color) {
      out.append(Ansi.BOLD);
    }
    out.append(file.name).append(':').append(file.lineOf(pos)).append(':').append(file.columnOf(pos))
        .append(": ");
    if (color) {
      out.append(Ansi.RESET).append(severity.color).append(severity.label).append(Ansi.RESET).append(Ansi.BOLD)
          .append(message).append('\n').append(Ansi.RESET);
    } else {
      out.append(severity.label).append(message).append('\n');
    }
    int column = file.columnOf(pos) - 1;
    boolean nonAscii = false;
    for (int i = lineStart; i < lineEnd; i++) {
      if (text.charAt(i) >= 0x80) {
        nonAscii = true;
        break;
      }
    }
    printSourceLine(text, lineStart, lineEnd);
    if (nonAscii) {
      return;
    }
    int numColumns = lineEnd - lineStart;
    char[] caret = new char[numColumns + 1];
    java.util.Arrays.fill(caret, ' ');
    if (rangeStart >= 0 && !(rangeStart > lineEnd || rangeEnd < lineStart)) {
      int s = Math.max(rangeStart, lineStart) - lineStart;
      int e = Math.min(rangeEnd, lineEnd) - lineStart;
      for (int i = s; i < Math.min(e, caret.length); i++) {
        caret[i] = '~';
      }
    }
    caret[Math.min(column, numColumns)] = '^';
    int last = caret.length - 1;
    while (last >= 0 && caret[last] == ' ') {
      last--;
    }
    if (color) {
      out.append(Ansi.GREEN);
    }
    int outCol = 0;
    for (int i = 0; i <= last; i++) {
      if (i >= numColumns || text.charAt(lineStart + i) != '\t') {
        out.append(caret[i]);
        outCol++;
        continue;
      }
      do {
        out.append(caret[i]);
        outCol++;
      } while (outCol % TAB_STOP != 0);
    }
    out.append('\n');
    if (color) {
      out.append(Ansi.RESET);
    }
  }

  private void printSourceLine(String text, int start, int end) {
    int outCol = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c != '\t') {
        out.append(c);
        outCol++;
        continue;
      }
      do {
        out.append(' ');
        outCol++;
      } while (outCol % TAB_STOP != 0);
    }
    out.append('\n');
  }

  /** An unlocated line such as {@code error: no check strings found with prefix 'CHECK:'}. */
  void raw(String line) {
    out.append(line);
  }
}
