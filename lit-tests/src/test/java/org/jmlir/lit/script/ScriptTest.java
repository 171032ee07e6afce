package org.jmlir.lit.script;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.jmlir.lit.script.Substitutions.Substitution;
import org.junit.jupiter.api.Test;

/** Directive parsing, feature expressions and substitutions. */
class ScriptTest {
  @Test
  void keywordsAnywhereOnALineAndContinuations() throws Exception {
    TestScript s = TestScript.parse("""
        // RUN: first \\
        // RUN:   second
        ; XFAIL: a, b && c
        # REQUIRES: x
        UNSUPPORTED: y || z
        ALLOW_RETRIES: 2
        RUN: echo %(line) %(line+1) %(line-1)
        """);
    assertEquals(List.of(new TestScript.Run(1, 2, " first    second"), new TestScript.Run(7, 7, " echo 7 8 6")),
        s.script());
    assertEquals(List.of("a", "b && c"), s.xfails());
    assertEquals(List.of("x"), s.requires());
    assertEquals(List.of("y || z"), s.unsupported());
    assertEquals(2, s.allowedRetries());
  }

  @Test
  void endStopsParsing() throws Exception {
    TestScript s = TestScript.parse("RUN: a\nEND.\nRUN: b\n");
    assertEquals(1, s.script().size());
  }

  @Test
  void badScripts() {
    assertEquals("Test has no 'RUN:' line",
        assertThrows(ScriptException.class, () -> TestScript.parse("nothing\n")).getMessage());
    assertTrue(assertThrows(ScriptException.class, () -> TestScript.parse("RUN: a \\\n"))
        .getMessage().startsWith("Test has unterminated 'RUN:' directive"));
    assertThrows(ScriptException.class, () -> TestScript.parse("RUN: a \\\nREQUIRES: x\nRUN: b\n"));
    assertThrows(ScriptException.class, () -> TestScript.parse("ALLOW_RETRIES: 1\nALLOW_RETRIES: 2\nRUN: a"));
    assertThrows(ScriptException.class, () -> TestScript.parse("ALLOW_RETRIES: x\nRUN: a"));
    assertThrows(ScriptException.class, () -> TestScript.parse("REQUIRES: (a\nRUN: a"));
    assertThrows(ScriptException.class, () -> TestScript.parse("DEFINE: name = x\nRUN: a"));
  }

  @Test
  void booleanExpressions() {
    Set<String> f = Set.of("linux", "x86_64", "gpu-sm80");
    assertTrue(BooleanExpression.evaluate("linux", f));
    assertFalse(BooleanExpression.evaluate("windows", f));
    assertTrue(BooleanExpression.evaluate("linux && !windows", f));
    assertTrue(BooleanExpression.evaluate("windows || (linux && x86_64)", f));
    assertFalse(BooleanExpression.evaluate("!(linux || windows)", f));
    assertTrue(BooleanExpression.evaluate("gpu-sm{{[0-9]+}}", f));
    assertFalse(BooleanExpression.evaluate("gpu-sm{{[0-7]+}}", f));
    assertTrue(BooleanExpression.evaluate("true", Set.of()));
    assertFalse(BooleanExpression.evaluate("false || !true", Set.of()));
    assertTrue(BooleanExpression.evaluate("a || b && c", Set.of("a")), "&& binds tighter than ||");
    assertFalse(BooleanExpression.evaluate("b && c || d", Set.of("c")));
    for (String bad : List.of("", "a &&", "(a", "a b", "&& a", "a)", "a $ b")) {
      assertThrows(IllegalArgumentException.class, () -> BooleanExpression.evaluate(bad, f), bad);
    }
  }

  @Test
  void xfailStarAndExpressions() throws Exception {
    assertTrue(TestScript.parse("XFAIL: *\nRUN: a").isExpectedToFail(Set.of()));
    assertTrue(TestScript.parse("XFAIL: x, y\nRUN: a").isExpectedToFail(Set.of("y")));
    assertFalse(TestScript.parse("XFAIL: x && y\nRUN: a").isExpectedToFail(Set.of("y")));
    assertEquals(List.of("b"), TestScript.parse("REQUIRES: a, b\nRUN: a").missingRequired(Set.of("a")));
  }

  private static final List<Substitution> BASE = List.of(
      new Substitution("%{tool}", "jopt %s"), new Substitution("%s", "/src/t.mlir"),
      new Substitution("%t", "/out/t.tmp"));

  @Test
  void substitutionsApplyInOrderAndPercentPercentIsLiteral() throws Exception {
    Substitutions s = new Substitutions(BASE);
    assertEquals("jopt /src/t.mlir > /out/t.tmp", s.apply("%{tool} > %t", Set.of()));
    assertEquals("echo %s 100% %t", s.apply("echo %%s 100%% %%t", Set.of()));
    assertEquals("x", s.apply("  x  ", Set.of()));
  }

  @Test
  void ifElse() throws Exception {
    Substitutions s = new Substitutions(BASE);
    Set<String> f = Set.of("a");
    assertEquals("echo yes", s.apply("echo %if a %{yes%} %else %{no%}", f));
    assertEquals("echo no", s.apply("echo %if b %{yes%} %else %{no%}", f));
    assertEquals("echo  end", s.apply("echo %if b %{yes%} end", f));
    assertEquals("x y /src/t.mlir", s.apply("x %if a && !b %{y %if b %{1%} %else %{%s%}%}", f));
    assertThrows(ScriptException.class, () -> s.apply("%if a %{ x", f));
    assertThrows(ScriptException.class, () -> s.apply("%if a x", f));
    assertThrows(ScriptException.class, () -> s.apply("%if a %{x%} %else y", f));
  }

  @Test
  void defineAndRedefine() throws Exception {
    Substitutions s = new Substitutions(BASE);
    s.define(new TestScript.Define(1, "%{x}", "one %t", false));
    assertEquals("one /out/t.tmp", s.apply("%{x}", Set.of()));
    s.define(new TestScript.Define(2, "%{x}", "two", true));
    assertEquals("two", s.apply("%{x}", Set.of()));
    assertThrows(ScriptException.class, () -> s.define(new TestScript.Define(3, "%{x}", "again", false)));
    assertThrows(ScriptException.class, () -> s.define(new TestScript.Define(4, "%{y}", "new", true)));
  }
}
