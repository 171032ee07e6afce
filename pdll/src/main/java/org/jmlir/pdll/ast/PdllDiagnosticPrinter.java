package org.jmlir.pdll.ast;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.diag.DiagnosticRenderer;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.diag.SourceMgr;

/** Prints PDLL diagnostics as mlir-pdll does: {@code file:line:col: error: ...}, the line and a caret. */
public final class PdllDiagnosticPrinter {
  private PdllDiagnosticPrinter() {}

  public static String render(PdllDiagnostic d) {
    StringBuilder sb = new StringBuilder();
    emit(d.severity(), d.loc(), d.message(), sb);
    for (PdllDiagnostic n : d.notes()) {
      emit(PdllDiagnostic.Severity.NOTE, n.loc() != null ? n.loc() : d.loc(), n.message(), sb);
    }
    return sb.toString();
  }

  private static void emit(PdllDiagnostic.Severity severity, Loc loc, String message, StringBuilder sb) {
    Severity kind = switch (severity) {
      case ERROR -> Severity.ERROR;
      case WARNING -> Severity.WARNING;
      case NOTE -> Severity.NOTE;
    };
    PdllSource src = loc.source();
    SourceMgr mgr = new SourceMgr(null);
    SourceMgr.Buffer buf = mgr.addBuffer(src.name(), src.text().getBytes(StandardCharsets.UTF_8));
    new DiagnosticRenderer(mgr, s -> {}).printMessage(buf, src.byteOffset(loc.offset()), kind, message, -1, -1, sb);
  }
}
