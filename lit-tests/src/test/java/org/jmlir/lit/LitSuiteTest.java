package org.jmlir.lit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs the project's lit suite ({@code lit-tests/suite}) with jlit in this JVM, the tools coming from the
 * test class path, and reports one JUnit test per lit test: unsupported ones are skipped, any unexpected
 * result fails with the test's trace. The tests run in parallel first; the dynamic tests report.
 */
class LitSuiteTest {
  private static final Set<ResultCode> OK = Set.of(ResultCode.PASS, ResultCode.FLAKYPASS, ResultCode.XFAIL);

  @TestFactory
  Stream<DynamicTest> litSuite() throws Exception {
    Path suite = Path.of("suite").toAbsolutePath();
    assertTrue(Files.isRegularFile(suite.resolve("jlit.cfg")), "no lit suite at " + suite);
    List<LitTest> tests = Discovery.discover(List.of(suite));
    // As jlit without --allow-empty-runs: an empty suite (say, a broken suffixes line) is a failure,
    // not a green run of nothing.
    assertFalse(tests.isEmpty(), "no lit test discovered under " + suite + ": check jlit.cfg's suffixes");
    TestRunner runner = new TestRunner(new TestRunner.Settings(Jlit.discoverTools(), Set.of(), System.getenv(),
        null, null));
    int workers = Math.max(1, Runtime.getRuntime().availableProcessors());
    List<Reports.Outcome> outcomes = Jlit.runAll(tests, runner, workers, null);
    return outcomes.stream().map(o -> DynamicTest.dynamicTest(o.test().pathInSuite(),
        () -> check(o)));
  }

  private static void check(Reports.Outcome o) {
    ResultCode code = o.result().code();
    if (code == ResultCode.UNSUPPORTED || code == ResultCode.EXCLUDED) {
      Assumptions.abort(code + ": " + o.result().output());
    }
    if (!OK.contains(code)) {
      fail(code + ": " + o.test().fullName() + "\n" + o.result().output());
    }
  }
}
