package org.jmlir.filecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ToolTest {
  @TempDir
  Path dir;

  private record Run(int status, String stderr) {}

  private Run run(String stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Invocation inv = new Invocation(List.of(args), dir, Map.of(),
        new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), new PrintStream(out), new PrintStream(err));
    int status = Tools.invoke(new FileCheckTool(), inv);
    return new Run(status, err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void isRegisteredAsAService() {
    assertTrue(Tools.find("jfilecheck").isPresent());
  }

  @Test
  void acceptsLlvmOptionSpellings() throws Exception {
    Files.writeString(dir.resolve("c.txt"), "P: [[X]]\nQ: b\n");
    assertEquals(0, run("hi\nb\n", "-check-prefix=P", "--check-prefix", "Q", "-DX=hi", "c.txt").status());
    assertEquals(0, run("hi\nb\n", "--check-prefixes=P,Q", "--DX=hi", "c.txt").status());
    Files.writeString(dir.resolve("in.txt"), "hi\nb\n");
    Run detached = run("", "-input-file", "in.txt", "-check-prefixes=P,Q", "-D", "X=hi", "c.txt");
    assertEquals(1, detached.status());
    assertEquals("FileCheck: for the -D option: requires a value!\n", detached.stderr());
    assertEquals(0, run("", "-input-file", "in.txt", "-check-prefixes=P,Q", "-DX=hi", "c.txt").status());
  }

  @Test
  void reportsUsageErrors() {
    Run r = run("", "--bogus", "c.txt");
    assertEquals(1, r.status());
    assertTrue(r.stderr().startsWith("FileCheck: Unknown command line argument '--bogus'."), r.stderr());
    assertEquals(2, run("").status());
    Run missing = run("x\n", "nope.txt");
    assertEquals(2, missing.status());
    assertEquals("Could not open check file 'nope.txt': No such file or directory\n", missing.stderr());
  }

  @Test
  void dumpInputOnFailureIsTheOldSpellingOfFail() throws Exception {
    Files.writeString(dir.resolve("c.txt"), "CHECK: zzz\n");
    Run r = run("a\n", "--dump-input-on-failure", "c.txt");
    assertEquals(1, r.status());
    assertTrue(r.stderr().contains("<<<<<<"), r.stderr());
    Run never = run("a\n", "--dump-input=never", "c.txt");
    assertTrue(!never.stderr().contains("<<<<<<"), never.stderr());
  }

  @Test
  void strictModeRejectsIgnoredDirectives() throws Exception {
    Files.writeString(dir.resolve("c.txt"), "CHECK: a\nCHECk: b\nCHEKC-LABEL: c\nCHECK-NEXT-COUNT: d\n"
        + "XCHECK: disabled\nCHECK2: other prefix\n");
    assertEquals(0, run("a\n", "c.txt").status());
    Run r = run("a\n", "--strict", "c.txt");
    assertEquals(2, r.status());
    assertTrue(r.stderr().contains("c.txt:2:1: error: unrecognized directive 'CHECk:' (did you mean 'CHECK:'?)"),
        r.stderr());
    assertTrue(r.stderr().contains("'CHEKC-LABEL:' (did you mean 'CHECK-LABEL:'?)"), r.stderr());
    assertTrue(r.stderr().contains("'CHECK-NEXT-COUNT:' (did you mean 'CHECK-NEXT:'?)"), r.stderr());
    assertTrue(!r.stderr().contains("XCHECK") && !r.stderr().contains("CHECK2"), r.stderr());
  }
}
