package org.jmlir.ir.diag;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.Location;

/**
 * {@code -verify-diagnostics}: checks reported diagnostics against {@code expected-*} comments in the
 * source, as MLIR 22's SourceMgrDiagnosticVerifierHandler does. A comment
 * {@code expected-(error|warning|note|remark)[-re][@+N|@-N|@above|@below|@unknown] {{text}}} expects a
 * diagnostic of that kind on its line (or the designated one) whose message contains {@code text}
 * ({@code -re}: with {@code {{regex}}} groups inside it). Unexpected diagnostics and missing expected
 * ones are reported as errors with mlir-opt's wording, through the same renderer.
 */
public final class DiagnosticVerifier implements DiagnosticHandler {
  private static final Pattern EXPECTED =
      Pattern.compile("expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\\{\\{(.*)\\}\\}$");

  /** One expected diagnostic. */
  private static final class Expected {
    final Severity kind;
    int lineNo;
    final SourceMgr.Buffer buffer;
    int offset; // of "expected-" in the buffer; -1 for @unknown
    final String substring;
    Pattern regex;
    boolean matched;

    Expected(Severity kind, int lineNo, SourceMgr.Buffer buffer, int offset, String substring) {
      this.kind = kind;
      this.lineNo = lineNo;
      this.buffer = buffer;
      this.offset = offset;
      this.substring = substring;
    }

    boolean match(String message) {
      return regex != null ? regex.matcher(message).find() : message.contains(substring);
    }
  }

  private final DiagnosticRenderer renderer;
  private final Consumer<String> out;
  private final boolean onlyExpected;
  private final Map<String, List<Expected>> expectedPerFile = new LinkedHashMap<>();
  private final List<Expected> expectedUnknown = new ArrayList<>();
  private boolean ok = true;

  /**
   * A verifier reporting through {@code renderer} to {@code out}; scan the sources with
   * {@link #scanAll} or {@link #scanRange}. With {@code onlyExpected}
   * ({@code -verify-diagnostics=only-expected}), unexpected diagnostics are ignored.
   */
  public DiagnosticVerifier(DiagnosticRenderer renderer, Consumer<String> out, boolean onlyExpected) {
    this.renderer = renderer;
    this.out = out;
    this.onlyExpected = onlyExpected;
  }

  /** Scans every buffer of the renderer's source manager for expectations. */
  public void scanAll() {
    for (SourceMgr.Buffer b : renderer.sourceMgr().buffers()) {
      computeExpected(b, 0, b.length());
    }
  }

  /**
   * Scans bytes [start, end) of {@code buffer} (one split chunk, keeping the buffer's line numbers)
   * for expectations, replacing any scanned before for this buffer.
   */
  public void scanRange(SourceMgr.Buffer buffer, int start, int end) {
    computeExpected(buffer, start, end);
  }

  private List<Expected> computeExpected(SourceMgr.Buffer buf, int start, int end) {
    List<Expected> list = new ArrayList<>();
    expectedPerFile.put(buf.name(), list);
    byte[] bytes = buf.bytes();
    int firstLine = buf.lineOf(start);
    int lastNonDesignatorLine = firstLine - 1;
    List<Expected> forNextLine = new ArrayList<>(1);
    int lineNo = firstLine;
    int lineCount = 0;
    for (int p = start; p <= end; lineNo++) {
      int e = p;
      while (e < end && bytes[e] != '\n') {
        e++;
      }
      lineCount++;
      int te = e;
      while (te > p && isTrimmable(bytes[te - 1])) {
        te--;
      }
      Matcher m = EXPECTED.matcher(new String(bytes, p, te - p, StandardCharsets.ISO_8859_1));
      if (!m.find()) {
        for (Expected x : forNextLine) {
          x.lineNo = lineNo;
        }
        forNextLine.clear();
        lastNonDesignatorLine = lineNo;
      } else {
        Severity kind =
            switch (m.group(1)) {
              case "error" -> Severity.ERROR;
              case "warning" -> Severity.WARNING;
              case "remark" -> Severity.REMARK;
              default -> Severity.NOTE;
            };
        int exprStart = p + m.start();
        String substring = decode(bytes, p + m.start(5), p + m.end(5));
        Expected x = new Expected(kind, lineNo, buf, exprStart, substring);
        boolean valid = true;
        if (m.group(2) != null) {
          valid = computeRegex(x, p + m.start(5));
        }
        if (valid) {
          String designator = m.group(4);
          if (designator == null) {
            list.add(x);
          } else if (designator.charAt(0) == '+' || designator.charAt(0) == '-') {
            int offset = parseOffset(designator.substring(1));
            x.lineNo += designator.charAt(0) == '+' ? offset : -offset;
            list.add(x);
          } else if (designator.equals("unknown")) {
            x.offset = -1;
            expectedUnknown.add(x);
          } else if (designator.equals("above")) {
            x.lineNo = lastNonDesignatorLine;
            list.add(x);
          } else {
            forNextLine.add(x);
            x.lineNo = firstLine - 1 + countLines(bytes, start, end);
            list.add(x);
          }
        }
      }
      p = e + 1;
    }
    return list;
  }

  private static int countLines(byte[] bytes, int start, int end) {
    int n = 1;
    for (int i = start; i < end; i++) {
      if (bytes[i] == '\n') {
        n++;
      }
    }
    return n;
  }

  private static boolean isTrimmable(byte b) {
    return b == ' ' || b == '\t' || b == '\r' || b == '\n' || b == 0x0b || b == '\f';
  }

  private static int parseOffset(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) { // too large: LLVM's getAsInteger fails and leaves 0
      return 0;
    }
  }

  private static String decode(byte[] bytes, int start, int end) {
    return org.jmlir.ir.print.RawUtf8.decode(bytes, start, end);
  }

  /** Turns {@code text {{re}} text} into a regex; reports a located error when it is malformed. */
  private boolean computeRegex(Expected x, int substringOffset) {
    StringBuilder re = new StringBuilder();
    String s = x.substring;
    int i = 0;
    while (i < s.length()) {
      int open = s.indexOf("{{", i);
      if (open < 0) {
        re.append(Pattern.quote(s.substring(i)));
        break;
      }
      if (open > i) {
        re.append(Pattern.quote(s.substring(i, open)));
      }
      int close = s.indexOf("}}", open + 2);
      if (close < 0) {
        return emitError(x, "found start of regex with no end '}}'");
      }
      String part = s.substring(open + 2, close);
      try {
        Pattern.compile(translatePosix(part));
      } catch (PatternSyntaxException e) {
        return emitError(x, "invalid regex: " + e.getDescription());
      }
      re.append('(').append(translatePosix(part)).append(')');
      i = close + 2;
    }
    x.regex = Pattern.compile(re.toString());
    return true;
  }

  /** POSIX bracket classes ({@code [[:digit:]]}) in Java's spelling. */
  private static String translatePosix(String re) {
    return re.replace("[:alpha:]", "\\p{Alpha}")
        .replace("[:digit:]", "\\p{Digit}")
        .replace("[:alnum:]", "\\p{Alnum}")
        .replace("[:space:]", "\\s")
        .replace("[:upper:]", "\\p{Upper}")
        .replace("[:lower:]", "\\p{Lower}")
        .replace("[:punct:]", "\\p{Punct}")
        .replace("[:xdigit:]", "\\p{XDigit}");
  }

  private boolean emitError(Expected x, String message) {
    ok = false;
    StringBuilder sb = new StringBuilder();
    renderer.printMessage(x.buffer, x.offset, Severity.ERROR, message, x.offset, x.offset + utf8Length(x.substring), sb);
    out.accept(sb.toString());
    return false;
  }

  private static int utf8Length(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }

  @Override
  public boolean handle(Diagnostic d) {
    process(d.location(), d.message(), d.severity());
    for (Diagnostic note : d.notes()) {
      process(note.location(), note.message(), note.severity());
    }
    return true;
  }

  private void process(Location loc, String message, Severity kind) {
    FileLineColLoc fileLoc = DiagnosticRenderer.findFileLineCol(loc);
    List<Expected> candidates;
    if (fileLoc != null) {
      candidates = expectedPerFile.get(fileLoc.filename());
      if (candidates == null) {
        SourceMgr.Buffer buf = renderer.sourceMgr().find(fileLoc.filename());
        candidates = buf == null ? List.of() : computeExpected(buf, 0, buf.length());
      }
    } else {
      candidates = expectedUnknown;
    }
    Expected nearMiss = null;
    for (Expected e : candidates) {
      if (fileLoc != null && fileLoc.line() != e.lineNo) {
        continue;
      }
      if (e.match(message)) {
        if (e.kind == kind) {
          e.matched = true;
          return;
        }
        nearMiss = e;
      }
    }
    if (onlyExpected) {
      return;
    }
    StringBuilder sb = new StringBuilder();
    if (nearMiss != null) {
      renderer.printMessage(nearMiss.buffer, nearMiss.offset, Severity.ERROR,
          "'" + kind.spelling() + "' diagnostic emitted when expecting a '" + nearMiss.kind.spelling() + "'",
          -1, -1, sb);
    } else {
      renderer.emit(loc, "unexpected " + kind.spelling() + ": " + message, Severity.ERROR, true, sb);
    }
    out.accept(sb.toString());
    ok = false;
  }

  /**
   * Reports every expected diagnostic that was not produced, forgets the expectations, and returns
   * whether all checks passed so far.
   */
  public boolean verify() {
    for (List<Expected> list : expectedPerFile.values()) {
      for (Expected e : list) {
        checkProduced(e);
      }
    }
    for (Expected e : expectedUnknown) {
      checkProduced(e);
    }
    expectedPerFile.clear();
    expectedUnknown.clear();
    boolean result = ok;
    ok = true;
    return result;
  }

  private void checkProduced(Expected e) {
    if (!e.matched) {
      emitError(e, "expected " + e.kind.spelling() + " \"" + e.substring + "\" was not produced");
    }
  }
}
