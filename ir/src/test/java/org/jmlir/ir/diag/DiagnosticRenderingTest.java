package org.jmlir.ir.diag;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.loc.CallSiteLoc;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.loc.NameLoc;
import org.jmlir.ir.loc.UnknownLoc;
import org.junit.jupiter.api.Test;

/** The renderer and the -verify-diagnostics checker print exactly what mlir-opt 22 prints. */
class DiagnosticRenderingTest {
  private final MLIRContext ctx = new MLIRContext();
  private final SourceMgr mgr = new SourceMgr(null);
  private final StringBuilder out = new StringBuilder();
  private final DiagnosticRenderer renderer = new DiagnosticRenderer(mgr, out::append);

  private static final String SRC = "func.func @f() {\n\t%0 = foo\n  return\n}\n";

  private Location at(int line, int col) {
    return FileLineColLoc.get(ctx, "in.mlir", line, col);
  }

  private static Diagnostic diag(Location loc, Severity s, String msg, Diagnostic... notes) {
    return new Diagnostic(loc, s, msg, List.of(notes));
  }

  @Test
  void errorWithSourceLineAndCaretExpandsTabs() {
    mgr.addBuffer("in.mlir", SRC.getBytes(StandardCharsets.UTF_8));
    renderer.handle(diag(at(2, 7), Severity.ERROR, "bad thing",
        diag(at(2, 7), Severity.NOTE, "same place"), diag(at(3, 3), Severity.NOTE, "other place")));
    assertEquals("in.mlir:2:7: error: bad thing\n"
        + "        %0 = foo\n"
        + "             ^\n"
        + "in.mlir:2:7: note: same place\n"
        + "in.mlir:3:3: note: other place\n"
        + "  return\n"
        + "  ^\n", out.toString());
  }

  @Test
  void locationsWithoutFilePosition() {
    renderer.handle(diag(UnknownLoc.get(ctx), Severity.ERROR, "lost"));
    renderer.handle(diag(NameLoc.get(ctx, "foo"), Severity.WARNING, "named"));
    renderer.handle(diag(at(9, 9), Severity.REMARK, "no such buffer"));
    assertEquals("<unknown>:0: error: lost\n"
        + "<unknown>:0: warning: loc(\"foo\"): named\n"
        + "in.mlir:9:9: remark: no such buffer\n", out.toString());
  }

  @Test
  void callSiteAddsCalledFromNotes() {
    mgr.addBuffer("in.mlir", SRC.getBytes(StandardCharsets.UTF_8));
    Location call = CallSiteLoc.get(ctx, NameLoc.get(ctx, "callee"), at(3, 3));
    renderer.handle(diag(call, Severity.ERROR, "in call"));
    assertEquals("in.mlir:3:3: error: in call\n  return\n  ^\n"
        + "in.mlir:3:3: note: called from\n  return\n  ^\n", out.toString());
  }

  @Test
  void verifierMatchesExpectedAndReportsTheRest() {
    String src = "a\n// expected-error@-1 {{first}}\nb // expected-warning {{second}}\n"
        + "// expected-note@below {{ne{{x+}}t}}\nc\n// expected-remark-re@+1 {{v{{[0-9]+}}}}\nd\n";
    SourceMgr.Buffer b = mgr.addBuffer("in.mlir", src.getBytes(StandardCharsets.UTF_8));
    DiagnosticVerifier v = new DiagnosticVerifier(renderer, out::append, false);
    v.scanRange(b, 0, b.length());
    v.handle(diag(at(1, 1), Severity.ERROR, "the first one"));
    v.handle(diag(at(3, 1), Severity.ERROR, "the second one"));
    v.handle(diag(at(7, 1), Severity.REMARK, "v42"));
    v.handle(diag(at(5, 1), Severity.NOTE, "unrelated"));
    assertFalse(v.verify());
    assertEquals("in.mlir:3:6: error: 'error' diagnostic emitted when expecting a 'warning'\n"
        + "b // expected-warning {{second}}\n"
        + "     ^\n"
        + "in.mlir:5:1: error: unexpected note: unrelated\n"
        + "c\n"
        + "^\n"
        + "in.mlir:3:6: error: expected warning \"second\" was not produced\n"
        + "b // expected-warning {{second}}\n"
        + "     ^~~~~~\n"
        + "in.mlir:4:4: error: expected note \"ne{{x+}}t\" was not produced\n"
        + "// expected-note@below {{ne{{x+}}t}}\n"
        + "   ^~~~~~~~~\n", out.toString());
  }

  @Test
  void verifierPassesWhenEverythingMatches() {
    String src = "x // expected-error {{boom}}\n";
    SourceMgr.Buffer b = mgr.addBuffer("in.mlir", src.getBytes(StandardCharsets.UTF_8));
    DiagnosticVerifier v = new DiagnosticVerifier(renderer, out::append, false);
    v.scanRange(b, 0, b.length());
    v.handle(diag(at(1, 1), Severity.ERROR, "a boom here"));
    assertTrue(v.verify());
    assertEquals("", out.toString());
  }
}
