package org.jmlir.pdll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jmlir.pdll.ast.Decl;
import org.jmlir.pdll.ast.PdllDiagnosticPrinter;
import org.jmlir.pdll.ast.PdllException;
import org.jmlir.pdll.ast.PdllModule;
import org.jmlir.pdll.ast.PdllSource;
import org.jmlir.pdll.ast.PdllType;
import org.jmlir.pdll.parse.PdllFrontend;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PdllFrontendTest {
  private static PdllModule parse(String text) {
    return new PdllFrontend().parse(new PdllSource("t.pdll", null, text));
  }

  private static PdllException reject(String text) {
    return assertThrows(PdllException.class, () -> parse(text));
  }

  @Test
  void declarationsCarryTheirTypes() {
    PdllModule m = parse("""
        Constraint C(v: Value) -> Op;
        Rewrite R(a: Value, b: Value) -> (x: Value, y: Value) => (x = a, y = b);
        Pattern P with benefit(3) => erase op<a.b>;
        """);
    List<Decl.Callable> callables = m.callables();
    assertEquals(2, callables.size());
    assertTrue(callables.get(0).isNative());
    assertEquals("Op", callables.get(0).resultType().toString());
    assertEquals("Tuple<x: Value, y: Value>", callables.get(1).resultType().toString());
    assertEquals(3, m.patterns().get(0).benefit());
  }

  @Test
  void errorsAreLocatedAndRendered() {
    PdllException e = reject("Pattern {\n  erase nothing;\n}\n");
    assertEquals(2, e.diagnostic().loc().line());
    assertEquals(9, e.diagnostic().loc().column());
    assertEquals("t.pdll:2:9: error: undefined reference to `nothing`\n  erase nothing;\n        ^\n",
        PdllDiagnosticPrinter.render(e.diagnostic()));
  }

  @Test
  void syntaxErrorsUseMlirPdllWording() {
    assertEquals("expected `;` after statement", reject("Pattern { erase op<a.b> }").diagnostic().message());
    assertEquals("expected top-level declaration, such as a `Pattern`", reject("foo").diagnostic().message());
    assertEquals("expected `(` to start argument list", reject("Rewrite R {}").diagnostic().message());
  }

  @Test
  void opTypesRefineAndConflict() {
    assertEquals(new PdllType.Op("a.b"), PdllType.refine(PdllType.Op.ANY, new PdllType.Op("a.b")));
    assertEquals(null, PdllType.refine(new PdllType.Op("a.c"), new PdllType.Op("a.b")));
    assertEquals("constraint type `Op<a.c>` is incompatible with the previously inferred type `Op<a.b>`",
        reject("Pattern { let x: [Op<a.b>, Op<a.c>]; erase x; }").diagnostic().message());
  }

  @Test
  void includesParseIntoTheSameModule(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("lib.pdll"), "Constraint FromLib(v: Value);\n");
    Path main = dir.resolve("main.pdll");
    Files.writeString(main, "#include \"lib.pdll\"\nPattern { let v: FromLib; erase op<a.b>(v); }\n");
    PdllModule m = new PdllFrontend().parse(PdllFrontend.read(main.toString(), main));
    assertEquals("FromLib", m.callables().get(0).name());
    assertEquals(1, m.patterns().size());
  }
}
