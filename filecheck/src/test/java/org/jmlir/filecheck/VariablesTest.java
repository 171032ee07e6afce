package org.jmlir.filecheck;

import static org.jmlir.filecheck.FileCheckTestSupport.assertFails;
import static org.jmlir.filecheck.FileCheckTestSupport.assertPasses;
import static org.jmlir.filecheck.FileCheckTestSupport.noDump;
import static org.jmlir.filecheck.FileCheckTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class VariablesTest {
  @Test
  void stringVariablesCaptureAndSubstitute() {
    assertPasses("CHECK: [[V:[a-z]+]] =\nCHECK: use [[V]]\n", "foo =\nuse foo\n");
    assertFails("CHECK: [[V:[a-z]+]] =\nCHECK: use [[V]]\n", "foo =\nuse bar\n");
  }

  @Test
  void sameLineUseIsABackReference() {
    assertPasses("CHECK: [[V:[a-z]+]] [[V]]\n", "ab ab\n");
    assertFails("CHECK: [[V:[a-z]+]] [[V]]!\n", "ab ac!\n");
  }

  @Test
  void substitutedValuesAreMatchedLiterally() {
    assertPasses("CHECK: [[V:a.c]]\nCHECK: [[V]]\n", "a.c\na.c\n");
    assertFails("CHECK: [[V:a.c]]\nCHECK: x[[V]]\n", "a.c\nxabc\n");
  }

  @Test
  void undefinedVariableIsAMatchTimeError() {
    FileCheckResult r = run("CHECK: use [[V]]\n", "use foo\n");
    assertEquals(1, r.status());
    assertTrue(r.diagnostics().contains("error: undefined variable: V"), r.diagnostics());
  }

  @Test
  void lineVariable() {
    assertPasses("CHECK: [[@LINE]]\nCHECK: [[@LINE+1]] [[#@LINE-1]]\n", "1\n3 1\n");
  }

  @Test
  void numericVariablesAndExpressions() {
    assertPasses("CHECK: [[#N:]]\nCHECK: [[#N+1]] [[#N-1]] [[#mul(N,2)]] [[#max(N,9)]] [[#(N+1)-2]]\n",
        "5\n6 4 10 9 4\n");
    FileCheckResult r = run("CHECK: [[#N:]]\nCHECK: [[#N*2]]\n", "5\n10\n");
    assertEquals(2, r.status());
    assertTrue(r.diagnostics().startsWith("check.txt:2:12: error: unsupported operation '*'"), r.diagnostics());
  }

  @Test
  void hexAndPrecisionFormats() {
    assertPasses("CHECK: [[#%x,N:]]\nCHECK: [[#%X,N+1]] [[#%#x,N]]\n", "ff\n100 0xff\n");
    assertPasses("CHECK: [[#%.3u,N:]]\nCHECK: [[#%.3u,N+1]]\n", "007\n008\n");
    assertPasses("CHECK: [[#%d,N:]]\nCHECK: [[#%d,N-10]]\n", "5\n-5\n");
  }

  @Test
  void negativeValueInUnsignedFormatOverflows() {
    FileCheckResult r = run("CHECK: [[#N:]]\nCHECK: [[#N-10]]\n", "5\n-5\n");
    assertEquals(1, r.status());
    assertTrue(r.diagnostics().contains("unable to substitute variable or numeric expression: overflow error"),
        r.diagnostics());
  }

  @Test
  void commandLineDefinitions() {
    assertEquals(0, run("CHECK: [[X]] [[#Y+1]]\n", "hi 4\n", noDump().define("X=hi").define("#Y=3").build())
        .status());
    assertEquals(0, run("CHECK: [[#Y]]\n", "a\n", noDump().define("#%x,Y=10").build()).status());
  }

  @Test
  void varScopeClearsLocalsAtLabels() {
    String check = "CHECK-LABEL: f\nCHECK: [[X:a]]\nCHECK-LABEL: g\nCHECK: [[X]]\n";
    assertEquals(0, run(check, "f\na\ng\na\n").status());
    assertEquals(1, run(check, "f\na\ng\na\n", noDump().enableVarScope(true).build()).status());
    String global = check.replace("[[X", "[[$X");
    assertEquals(0, run(global, "f\na\ng\na\n", noDump().enableVarScope(true).build()).status());
  }

  @Test
  void nameClashesAreCheckFileErrors() {
    assertEquals(2, run("CHECK: [[X:a]]\nCHECK: [[#X:]]\n", "a\n1\n").status());
    assertEquals(2, run("CHECK: [[#X:]]\nCHECK: [[X:a]]\n", "1\na\n").status());
  }
}
