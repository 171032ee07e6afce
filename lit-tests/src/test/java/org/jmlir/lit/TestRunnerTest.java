package org.jmlir.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Result classification, discovery and the command-line report, on small suites made on the fly. */
class TestRunnerTest {
  @TempDir
  Path dir;

  private void write(String name, String text) throws Exception {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    Files.writeString(p, text);
  }

  private Map<String, TestResult> runSuite(String cfg, Map<String, String> tests) throws Exception {
    write("jlit.cfg", cfg);
    for (Map.Entry<String, String> t : tests.entrySet()) {
      write(t.getKey(), t.getValue());
    }
    TestRunner runner = new TestRunner(new TestRunner.Settings(Map.of(), Set.of("cli"), System.getenv(), 5,
        dir.resolve("out")));
    Map<String, TestResult> results = new LinkedHashMap<>();
    for (LitTest t : Discovery.discover(List.of(dir))) {
      results.put(t.pathInSuite(), runner.run(t));
    }
    return results;
  }

  private static ResultCode code(Map<String, TestResult> r, String name) {
    return r.get(name).code();
  }

  @Test
  void classification() throws Exception {
    Map<String, TestResult> r = runSuite("name = s\nsuffixes = .t\nfeatures = have\n", Map.ofEntries(
        Map.entry("pass.t", "RUN: true\n"),
        Map.entry("fail.t", "RUN: true\nRUN: false\nRUN: echo never-runs\n"),
        Map.entry("xfail.t", "XFAIL: have\nRUN: false\n"),
        Map.entry("xpass.t", "XFAIL: *\nRUN: true\n"),
        Map.entry("xfail-other.t", "XFAIL: lack\nRUN: false\n"),
        Map.entry("requires.t", "REQUIRES: lack\nRUN: true\n"),
        Map.entry("requires-cli.t", "REQUIRES: cli && jlit-shell\nRUN: true\n"),
        Map.entry("unsupported.t", "UNSUPPORTED: have\nRUN: true\n"),
        Map.entry("unresolved.t", "nothing to run\n"),
        Map.entry("timeout.t", "RUN: sleep 30\n"),
        Map.entry("ignored.txt", "RUN: false\n")));
    assertEquals(ResultCode.PASS, code(r, "pass.t"));
    assertEquals(ResultCode.FAIL, code(r, "fail.t"));
    assertTrue(!r.get("fail.t").output().contains("never-runs"), "a failing RUN line stops the test");
    assertTrue(r.get("fail.t").output().startsWith("Exit Code: 1\n\nCommand Output (stdout):\n--\n"));
    assertEquals(ResultCode.XFAIL, code(r, "xfail.t"));
    assertEquals(ResultCode.XPASS, code(r, "xpass.t"));
    assertEquals(ResultCode.FAIL, code(r, "xfail-other.t"));
    assertEquals(ResultCode.UNSUPPORTED, code(r, "requires.t"));
    assertEquals(ResultCode.PASS, code(r, "requires-cli.t"));
    assertEquals(ResultCode.UNSUPPORTED, code(r, "unsupported.t"));
    assertEquals(ResultCode.UNRESOLVED, code(r, "unresolved.t"));
    assertEquals(ResultCode.TIMEOUT, code(r, "timeout.t"));
    assertTrue(!r.containsKey("ignored.txt"));
    assertTrue(ResultCode.XPASS.isFailure() && ResultCode.TIMEOUT.isFailure() && !ResultCode.XFAIL.isFailure());
  }

  @Test
  void retriesAndRequireChecks() throws Exception {
    Map<String, TestResult> r = runSuite("name = s\nsuffixes = .t\nrequire-checks = true\n", Map.of(
        "flaky.t", "ALLOW_RETRIES: 3\nRUN: cat %t.once || not echo x > %t.once\n",
        "nocheck.t", "RUN: echo hi\n",
        "checked.t", "RUN: not false\n",
        "verify.t", "RUN: env X=1 true -verify-diagnostics\n"));
    assertEquals(ResultCode.FLAKYPASS, code(r, "flaky.t"));
    assertEquals(2, r.get("flaky.t").attempts());
    assertEquals(4, r.get("flaky.t").maxAttempts());
    assertEquals(ResultCode.FAIL, code(r, "nocheck.t"));
    assertTrue(r.get("nocheck.t").output().startsWith("Test checks nothing"));
    assertEquals(ResultCode.PASS, code(r, "checked.t"));
    assertEquals(ResultCode.PASS, code(r, "verify.t"));
  }

  @Test
  void tempPathsAreDistinctPerTestAndFresh() throws Exception {
    Map<String, TestResult> r = runSuite("name = s\nsuffixes = .t\n", Map.of(
        "a.t", "RUN: echo %t %T > %t\nRUN: not cat %T/leftover\nRUN: echo x > %T/leftover\n",
        "b.t", "RUN: echo %t %T > %t\n"));
    assertEquals(ResultCode.PASS, code(r, "a.t"));
    String a = Files.readString(dir.resolve("out/Output/a.t.tmp"));
    String b = Files.readString(dir.resolve("out/Output/b.t.tmp"));
    assertTrue(!a.equals(b));
    // A second run starts from an empty %T.
    assertEquals(ResultCode.PASS, runSuite("name = s\nsuffixes = .t\n", Map.of()).get("a.t").code());
  }

  @Test
  void jlitToolReportsAndExitStatus() throws Exception {
    write("jlit.cfg", "name = demo\nsuffixes = .t\n");
    write("a.t", "RUN: true\n");
    write("b.t", "RUN: false\n");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status = Tools.invoke(new Jlit(), new Invocation(List.of("-j", "1", "--output-dir", "out", "."), dir,
        Map.of(), InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)));
    assertEquals(1, status);
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("""
        -- Testing: 2 tests, 1 workers --
        PASS: demo :: a.t (1 of 2)
        FAIL: demo :: b.t (2 of 2)
        ********************
        Failed Tests (1):
          demo :: b.t

        """), text);
    assertTrue(text.endsWith("""
        Total Discovered Tests: 2
          Passed: 1 (50.00%)
          Failed: 1 (50.00%)
        """), text);
    assertEquals(0, Tools.invoke(new Jlit(), new Invocation(List.of("--output-dir", "out", "a.t"), dir, Map.of(),
        InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8))));
    assertEquals(2, Tools.invoke(new Jlit(), new Invocation(List.of("missing"), dir, Map.of(),
        InputStream.nullInputStream(), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8))));
  }

  @Test
  void jlitIsAToolService() {
    assertTrue(Jlit.discoverTools().get("jlit") instanceof Jlit);
  }
}
