package org.jmlir.filecheck;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Renders the annotated input dump FileCheck 22 appends to failures: the input between {@code <<<<<<}
 * and {@code >>>>>>}, each line numbered, with annotation lines such as {@code next:3  !~~ error: match
 * on wrong line} under the lines they concern, filtered to the context around errors.
 */
final class InputDump {
  private InputDump() {}

  private record Marker(char lead, String note, boolean filtersAsError, String color) {
    Marker(char lead, String note, boolean filtersAsError) {
      this(lead, note, filtersAsError, filtersAsError ? Ansi.RED : Ansi.GREEN);
    }
  }

  private static final class Annotation {
    int diagIndex;
    String label;
    boolean firstLine;
    int line;
    int startCol;
    int endCol; // Integer.MAX_VALUE: to the end of the line
    Marker marker;
  }

  private static Marker marker(MatchDiag.MatchType type) {
    return switch (type) {
      case FOUND_AND_EXPECTED -> new Marker('^', "", false);
      case FOUND_BUT_EXCLUDED -> new Marker('!', "error: no match expected", true);
      case FOUND_BUT_WRONG_LINE -> new Marker('!', "error: match on wrong line", true);
      case FOUND_BUT_DISCARDED -> new Marker('!', "discard: overlaps earlier match", false, Ansi.CYAN);
      case FOUND_ERROR_NOTE -> new Marker('!', "error: unknown error after match", true);
      case NONE_AND_EXCLUDED -> new Marker('X', "", false);
      case NONE_BUT_EXPECTED -> new Marker('X', "error: no match found", true);
      case NONE_FOR_INVALID_PATTERN -> new Marker('X', "error: match failed for invalid pattern", true);
      case FUZZY -> new Marker('?', "possible intended match", true, Ansi.MAGENTA);
    };
  }

  /** Appends the dump of {@code input} with {@code diags} to {@code out}. */
  static void render(StringBuilder out, FileCheckOptions opts, SourceFile input, SourceFile checkFile,
      List<SourceFile> implicitBuffers, List<MatchDiag> diags) {
    List<Annotation> annotations = new ArrayList<>();
    int labelWidth = build(checkFile, implicitBuffers, diags, annotations);
    out.append("Input was:\n<<<<<<\n");
    annotations.sort((a, b) -> a.line != b.line ? Integer.compare(a.line, b.line)
        : Integer.compare(a.diagIndex, b.diagIndex));
    String text = input.text;
    int lineCount = input.dumpLineCount();
    labelWidth = Math.max(labelWidth, Integer.toString(lineCount).length()) + 3;
    labelWidth = Math.max(labelWidth, opts.dumpInputLabelWidth());
    FileCheckOptions.DumpInputFilter filter = opts.effectiveFilter();
    int context = opts.dumpInputContext();
    int prevInFilter = 0;
    int nextInFilter = 0;
    StringBuilder elided = new StringBuilder();
    int ann = 0;
    int ptr = 0;
    int end = text.length();
    for (int line = 1; ptr != end || ann != annotations.size(); line++) {
      int lineStart = ptr;
      if (nextInFilter < line) {
        nextInFilter = findLineInFilter(filter, line, annotations, ann);
      }
      if (nextInFilter == line) {
        prevInFilter = line;
      }
      StringBuilder os;
      if ((prevInFilter == 0 || (long) prevInFilter + context < line)
          && (nextInFilter == Integer.MAX_VALUE || (long) line + context < nextInFilter)) {
        os = elided;
      } else {
        os = out;
        flushElided(out, elided, labelWidth);
      }
      if (opts.color()) {
        os.append(Ansi.BLACK);
      }
      pad(os, Integer.toString(line), labelWidth, true);
      os.append(": ");
      if (opts.color()) {
        os.append(Ansi.RESET).append(Ansi.BOLD);
      }
      boolean newline = false;
      while (ptr != end && !newline) {
        char c = text.charAt(ptr++);
        if (c == '\n') {
          newline = true;
          os.append(' ');
        } else {
          os.append(c);
        }
      }
      if (opts.color()) {
        os.append(Ansi.RESET);
      }
      os.append('\n');
      int lineWidth = ptr - lineStart;
      while (ann != annotations.size() && annotations.get(ann).line == line) {
        Annotation a = annotations.get(ann);
        if (opts.color()) {
          os.append(a.marker.color());
        }
        pad(os, a.label, labelWidth, false);
        os.append("  "); // aligns column 1 with the input line's first character
        int col;
        for (col = 1; col < a.startCol; col++) {
          os.append(' ');
        }
        os.append(a.marker.lead());
        for (++col; col < a.endCol && col <= lineWidth; col++) {
          os.append('~');
        }
        if (!a.marker.note().isEmpty()) {
          for (; col <= lineWidth; col++) {
            os.append(' ');
          }
          os.append(' ').append(a.marker.note());
        }
        os.append('\n');
        if (opts.color()) {
          os.append(Ansi.RESET);
        }
        ann++;
      }
    }
    flushElided(out, elided, labelWidth);
    out.append(">>>>>>\n");
  }

  private static void pad(StringBuilder os, String s, int width, boolean right) {
    if (right) {
      for (int i = s.length(); i < width; i++) {
        os.append(' ');
      }
      os.append(s);
    } else {
      os.append(s);
      for (int i = s.length(); i < width; i++) {
        os.append(' ');
      }
    }
  }

  private static void flushElided(StringBuilder out, StringBuilder elided, int labelWidth) {
    if (elided.isEmpty()) {
      return;
    }
    int lines = 0;
    for (int i = 0; i < elided.length(); i++) {
      if (elided.charAt(i) == '\n') {
        lines++;
      }
    }
    if (3 < lines) {
      for (int i = 0; i < 3; i++) {
        pad(out, ".", labelWidth, true);
        out.append('\n');
      }
    } else {
      out.append(elided);
    }
    elided.setLength(0);
  }

  private static int findLineInFilter(FileCheckOptions.DumpInputFilter filter, int line,
      List<Annotation> annotations, int from) {
    if (filter == FileCheckOptions.DumpInputFilter.ALL) {
      return line;
    }
    for (int i = from; i < annotations.size(); i++) {
      Annotation a = annotations.get(i);
      switch (filter) {
        case ANNOTATION_FULL -> {
          return a.line;
        }
        case ANNOTATION -> {
          if (a.firstLine) {
            return a.line;
          }
        }
        case ERROR -> {
          if (a.firstLine && a.marker.filtersAsError()) {
            return a.line;
          }
        }
        default -> { }
      }
    }
    return Integer.MAX_VALUE;
  }

  private record CheckKey(SourceFile file, int loc) {}

  private static int build(SourceFile checkFile, List<SourceFile> implicitBuffers, List<MatchDiag> diags,
      List<Annotation> annotations) {
    Map<CheckKey, Integer> countPerPattern = new HashMap<>();
    for (MatchDiag d : diags) {
      countPerPattern.merge(new CheckKey(d.checkFile, d.checkLoc), 1, Integer::sum);
    }
    Map<CheckKey, Integer> indexPerPattern = new HashMap<>();
    int diagIndex = 0;
    int labelWidth = 0;
    for (MatchDiag d : diags) {
      Annotation a = new Annotation();
      a.diagIndex = diagIndex++;
      CheckKey key = new CheckKey(d.checkFile, d.checkLoc);
      StringBuilder label = new StringBuilder(d.checkType.abbreviation()).append(':');
      if (d.checkFile == checkFile) {
        label.append(checkFile.lineOf(d.checkLoc));
      } else {
        label.append("imp").append(implicitBuffers.indexOf(d.checkFile) + 1);
      }
      if (countPerPattern.get(key) > 1) {
        int idx = indexPerPattern.merge(key, 1, Integer::sum) - 1;
        label.append('\'').append(idx);
      }
      a.label = label.toString();
      labelWidth = Math.max(labelWidth, a.label.length());
      Marker m = marker(d.matchType);
      if (d.note != null && !d.note.isEmpty()) {
        char lead = d.inputStartLine == d.inputEndLine && d.inputStartCol == d.inputEndCol ? ' ' : m.lead();
        m = new Marker(lead, d.note, m.filtersAsError(), m.color());
      }
      if (d.matchType == MatchDiag.MatchType.FOUND_ERROR_NOTE) {
        m = new Marker(m.lead(), "error: " + m.note(), m.filtersAsError(), m.color());
      }
      a.marker = m;
      a.firstLine = true;
      a.line = d.inputStartLine;
      a.startCol = d.inputStartCol;
      if (d.inputStartLine == d.inputEndLine) {
        a.endCol = Math.max(d.inputStartCol + 1, d.inputEndCol);
        annotations.add(a);
      } else {
        a.endCol = Integer.MAX_VALUE;
        annotations.add(a);
        for (int l = d.inputStartLine + 1; l <= d.inputEndLine; l++) {
          if (d.inputEndCol == 1 && l == d.inputEndLine) {
            break;
          }
          Annotation b = new Annotation();
          b.diagIndex = a.diagIndex;
          b.label = a.label;
          b.firstLine = false;
          b.line = l;
          b.marker = new Marker('~', "", m.filtersAsError(), m.color());
          b.startCol = 1;
          b.endCol = l != d.inputEndLine ? Integer.MAX_VALUE : d.inputEndCol;
          annotations.add(b);
        }
      }
    }
    return labelWidth;
  }
}
