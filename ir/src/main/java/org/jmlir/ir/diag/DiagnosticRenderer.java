package org.jmlir.ir.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.FusedLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.print.AttrTypePrinter;

/**
 * Prints diagnostics as mlir-opt 22 does (MLIR's SourceMgrDiagnosticHandler over LLVM's SourceMgr):
 * {@code file:line:col: error: message}, then the source line and a caret under the column; notes
 * likewise, showing the source line only when their location differs from the previous one; a call
 * site location adds "called from" notes; a location without a file position prints as
 * {@code <unknown>:0: error: loc("name"): message}.
 */
public final class DiagnosticRenderer implements DiagnosticHandler {
  private static final int TAB_STOP = 8;
  private static final int CALL_STACK_LIMIT = 10;

  private final SourceMgr sourceMgr;
  private final Consumer<String> out;

  /** Renders to {@code out}, one call per diagnostic (its text ends with a newline). */
  public DiagnosticRenderer(SourceMgr sourceMgr, Consumer<String> out) {
    this.sourceMgr = sourceMgr;
    this.out = out;
  }

  public SourceMgr sourceMgr() {
    return sourceMgr;
  }

  @Override
  public boolean handle(Diagnostic diagnostic) {
    StringBuilder sb = new StringBuilder();
    render(diagnostic, sb);
    out.accept(sb.toString());
    return true;
  }

  /** Appends the full rendering of {@code d} (with its notes) to {@code sb}. */
  public void render(Diagnostic d, StringBuilder sb) {
    Location loc = d.location();
    List<Location> stack = new ArrayList<>(1);
    List<String> stackContext = new ArrayList<>(1);
    stack.add(loc);
    stackContext.add("");
    CallSiteLoc call = callSiteLoc(loc);
    if (call != null) {
      loc = call.caller();
      for (int depth = 0; depth < CALL_STACK_LIMIT; depth++) {
        stack.add(loc);
        stackContext.add("called from");
        call = callSiteLoc(loc);
        if (call == null) {
          break;
        }
        loc = call.caller();
      }
    }
    emit(stack.get(0), d.message(), d.severity(), true, sb);
    for (int i = 1; i < stack.size(); i++) {
      emit(stack.get(i), stackContext.get(i), Severity.NOTE, true, sb);
    }
    for (Diagnostic note : d.notes()) {
      emit(note.location(), note.message(), note.severity(), loc != note.location(), sb);
      loc = note.location();
    }
  }

  /** One message at one location (MLIR's emitDiagnostic(Location, message, kind, displaySourceLine)). */
  public void emit(Location loc, String message, Severity kind, boolean displaySourceLine, StringBuilder sb) {
    FileLineColLoc fileLoc = findFileLineCol(loc);
    if (fileLoc == null) {
      String text = message;
      if (!(loc instanceof UnknownLoc)) {
        StringBuilder locText = new StringBuilder();
        new AttrTypePrinter().printLocation(locText, loc, false);
        text = locText.append(": ").append(message).toString();
      }
      printMessage(null, -1, kind, text, -1, -1, sb);
      return;
    }
    if (displaySourceLine && fileLoc.line() != 0 && fileLoc.column() != 0) {
      SourceMgr.Buffer buf = sourceMgr.find(fileLoc.filename());
      if (buf != null) {
        int offset = buf.offsetOf(fileLoc.line(), fileLoc.column());
        if (offset >= 0) {
          printMessage(buf, offset, kind, message, -1, -1, sb);
          return;
        }
      }
    }
    sb.append(fileLoc.filename()).append(':').append(fileLoc.line()).append(':').append(fileLoc.column());
    sb.append(": ").append(kind.spelling()).append(": ").append(message).append('\n');
  }

  /**
   * LLVM's SourceMgr::PrintMessage: {@code buf} null or {@code offset} negative prints
   * {@code <unknown>:0: kind: message}; else the position, the source line and a caret line, with
   * {@code ~} under the byte range [rangeStart, rangeEnd) when given.
   */
  public void printMessage(
      SourceMgr.Buffer buf, int offset, Severity kind, String message, int rangeStart, int rangeEnd, StringBuilder sb) {
    if (buf == null || offset < 0) {
      sb.append("<unknown>:0: ").append(kind.spelling()).append(": ").append(message).append('\n');
      return;
    }
    byte[] bytes = buf.bytes();
    int lineStart = offset;
    while (lineStart > 0 && bytes[lineStart - 1] != '\n' && bytes[lineStart - 1] != '\r') {
      lineStart--;
    }
    int lineEnd = offset;
    while (lineEnd < buf.length() && bytes[lineEnd] != '\n' && bytes[lineEnd] != '\r') {
      lineEnd++;
    }
    int line = buf.lineOf(offset);
    // The column counts from the last '\n' (a lone '\r' ends the displayed line only).
    int nl = offset;
    while (nl > 0 && bytes[nl - 1] != '\n') {
      nl--;
    }
    int column = offset - nl;
    String name = buf.name();
    sb.append("-".equals(name) ? "<stdin>" : name).append(':').append(line).append(':').append(column + 1);
    sb.append(": ").append(kind.spelling()).append(": ").append(message).append('\n');
    byte[] lineBytes = java.util.Arrays.copyOfRange(bytes, lineStart, lineEnd);
    String lineText = org.jmlir.ir.print.RawUtf8.decode(lineBytes);
    boolean nonAscii = false;
    for (byte b : lineBytes) {
      if (b < 0) {
        nonAscii = true;
        break;
      }
    }
    if (nonAscii) {
      printSourceLine(lineText, sb);
      return;
    }
    int numColumns = lineBytes.length;
    char[] caret = new char[numColumns + 1];
    java.util.Arrays.fill(caret, ' ');
    if (rangeStart >= 0) {
      int rs = Math.max(rangeStart, lineStart) - lineStart;
      int re = Math.min(rangeEnd, lineEnd) - lineStart;
      for (int i = rs; i < re && i <= numColumns; i++) {
        caret[i] = '~';
      }
    }
    int caretCol = offset - lineStart;
    caret[Math.min(caretCol, numColumns)] = '^';
    int caretLen = caret.length;
    while (caretLen > 0 && caret[caretLen - 1] == ' ') {
      caretLen--;
    }
    printSourceLine(lineText, sb);
    int outCol = 0;
    for (int i = 0; i < caretLen; i++) {
      if (i >= lineBytes.length || lineBytes[i] != '\t') {
        sb.append(caret[i]);
        outCol++;
        continue;
      }
      do {
        sb.append(caret[i]);
        outCol++;
      } while (outCol % TAB_STOP != 0);
    }
    sb.append('\n');
  }

  /** Prints the source line, expanding tabs to 8-column stops. */
  private static void printSourceLine(String line, StringBuilder sb) {
    int outCol = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c != '\t') {
        sb.append(c);
        outCol++;
        continue;
      }
      do {
        sb.append(' ');
        outCol++;
      } while (outCol % TAB_STOP != 0);
    }
    sb.append('\n');
  }

  /**
   * The first file:line:col nested in {@code loc}, pre-order (MLIR's findInstanceOf): a call site
   * looks at its callee, then its caller.
   */
  public static FileLineColLoc findFileLineCol(Location loc) {
    java.util.ArrayDeque<Location> stack = new java.util.ArrayDeque<>();
    stack.push(loc);
    while (!stack.isEmpty()) {
      Location l = stack.pop();
      switch (l) {
        case FileLineColLoc f -> {
          return f;
        }
        case NameLoc n -> stack.push(n.child());
        case CallSiteLoc c -> {
          stack.push(c.caller());
          stack.push(c.callee());
        }
        case FusedLoc f -> {
          List<Location> locs = f.locations();
          for (int i = locs.size() - 1; i >= 0; i--) {
            stack.push(locs.get(i));
          }
        }
        case UnknownLoc u -> {}
      }
    }
    return null;
  }

  /** The call site to report a call stack for (through names and fused locations). */
  private static CallSiteLoc callSiteLoc(Location loc) {
    for (int guard = 0; guard < 100_000; guard++) {
      switch (loc) {
        case CallSiteLoc c -> {
          return c;
        }
        case NameLoc n -> loc = n.child();
        case FusedLoc f -> {
          for (Location sub : f.locations()) {
            CallSiteLoc c = callSiteLoc(sub);
            if (c != null) {
              return c;
            }
          }
          return null;
        }
        default -> {
          return null;
        }
      }
    }
    return null;
  }
}
