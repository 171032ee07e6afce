package org.jmlir.filecheck;

import static org.jmlir.filecheck.FileCheckTestSupport.assertFails;
import static org.jmlir.filecheck.FileCheckTestSupport.assertPasses;
import static org.jmlir.filecheck.FileCheckTestSupport.noDump;
import static org.jmlir.filecheck.FileCheckTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DirectiveSemanticsTest {
  @Test
  void plainChecksMatchInOrder() {
    assertPasses("CHECK: one\nCHECK: three\n", "one\ntwo\nthree\n");
    assertFails("CHECK: three\nCHECK: one\n", "one\ntwo\nthree\n");
  }

  @Test
  void nextRequiresTheFollowingLine() {
    assertPasses("CHECK: a\nCHECK-NEXT: b\n", "a\nb\n");
    assertFails("CHECK: a\nCHECK-NEXT: c\n", "a\nb\nc\n");
    assertFails("CHECK: a\nCHECK-NEXT: b\n", "a b\n");
  }

  @Test
  void sameRequiresTheSameLine() {
    assertPasses("CHECK: a\nCHECK-SAME: b\n", "a b\n");
    assertFails("CHECK: a\nCHECK-SAME: b\n", "a\nb\n");
  }

  @Test
  void notForbidsTextBetweenMatches() {
    assertFails("CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nx\nb\n");
    assertPasses("CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a\nb\nx\n");
  }

  @Test
  void dagMatchesInAnyOrderWithoutOverlap() {
    assertPasses("CHECK-DAG: b\nCHECK-DAG: a\nCHECK: c\n", "a\nb\nc\n");
    assertFails("CHECK-DAG: a\nCHECK-DAG: a\n", "a\n");
    FileCheckResult overlap = run("CHECK-DAG: a\nCHECK-DAG: a\n", "a\n",
        noDump().allowDeprecatedDagOverlap(true).build());
    assertEquals(0, overlap.status(), overlap.diagnostics());
  }

  @Test
  void labelsSplitTheInputIntoBlocks() {
    assertPasses("CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n", "f1\nx\nf2\ny\n");
    // y belongs to the f2 block, so the f1 block's CHECK: y cannot reach it.
    assertFails("CHECK-LABEL: f1\nCHECK: y\nCHECK-LABEL: f2\n", "f1\nx\nf2\ny\n");
  }

  @Test
  void emptyMatchesAnEmptyNextLine() {
    assertPasses("CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n");
    assertFails("CHECK: a\nCHECK-EMPTY:\n", "a\nb\n\n");
  }

  @Test
  void countRepeatsAPattern() {
    assertPasses("CHECK-COUNT-3: x\n", "x x\nx\n");
    FileCheckResult r = run("CHECK-COUNT-3: x\n", "x\nx\n");
    assertEquals(1, r.status());
    assertEquals(true, r.diagnostics().contains("CHECK-COUNT: expected string not found in input (3 out of 3)"),
        r.diagnostics());
  }

  @Test
  void commentsHideDirectives() {
    assertPasses("COM: CHECK: nowhere\nCHECK: a\n", "a\n");
    FileCheckResult r = run("X: CHECK: nowhere\nCHECK: a\n", "a\n", noDump().commentPrefix("X").build());
    assertEquals(0, r.status(), r.diagnostics());
  }

  @Test
  void literalModifierTakesBracesVerbatim() {
    assertPasses("CHECK{LITERAL}: [[x]] {{y}}\n", "[[x]] {{y}}\n");
  }

  @Test
  void whitespaceIsFoldedUnlessStrict() {
    assertPasses("CHECK: a b\n", "a \t  b\n");
    FileCheckResult r = run("CHECK: a b\n", "a  b\n", noDump().strictWhitespace(true).build());
    assertEquals(1, r.status());
  }

  @Test
  void matchFullLinesAnchorsPositivePatterns() {
    FileCheckOptions full = noDump().matchFullLines(true).build();
    assertEquals(0, run("CHECK: a b\n", "  a b \n", full).status());
    assertEquals(1, run("CHECK: a\n", "a b\n", full).status());
  }

  @Test
  void ignoreCaseAppliesToLiteralsAndRegexes() {
    FileCheckOptions ic = noDump().ignoreCase(true).build();
    assertEquals(0, run("CHECK: HeLLo\n", "hello\n", ic).status());
    assertEquals(0, run("CHECK: {{H[a-e]LLO}}\n", "hello\n", ic).status());
    assertFails("CHECK: HeLLo\n", "hello\n");
  }

  @Test
  void implicitCheckNotAppliesEverywhere() {
    FileCheckOptions opts = noDump().implicitCheckNot("error").build();
    assertEquals(1, run("CHECK: a\nCHECK: b\n", "a\nerror\nb\n", opts).status());
    assertEquals(0, run("CHECK: a\nCHECK: b\n", "a\nb\n", opts).status());
  }

  @Test
  void crlfInputMatchesLikeLf() {
    assertPasses("CHECK: a\nCHECK-NEXT: b\n", "a\r\nb\r\n");
  }

  @Test
  void emptyInputNeedsAllowEmpty() {
    assertEquals(2, run("CHECK-NOT: a\n", "").status());
    assertEquals(0, run("CHECK-NOT: a\n", "", noDump().allowEmptyInput(true).build()).status());
  }
}
