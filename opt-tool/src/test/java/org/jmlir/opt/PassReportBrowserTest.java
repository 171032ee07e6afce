package org.jmlir.opt;

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
import java.util.concurrent.TimeUnit;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --mlir-pass-report}: the page is loaded in a real headless browser (Debian's chromium; the
 * test is skipped where none is installed), which must build the summary table and one collapsible
 * section per pass run with the diff of the changed function; a screenshot is left in the build
 * directory (target/pass-report.png) for a person to look at.
 */
class PassReportBrowserTest {
  private static final String INPUT =
      """
      func.func @f(%a: i32) -> i32 {
        %c0 = arith.constant 0 : i32
        %0 = arith.addi %a, %c0 : i32
        %1 = arith.muli %0, %0 : i32
        return %0 : i32
      }
      func.func @g() {
        return
      }
      """;

  private static Path browser() {
    for (String p : List.of("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome")) {
      if (Files.isExecutable(Path.of(p))) {
        return Path.of(p);
      }
    }
    return null;
  }

  private static String run(Path cwd, List<String> cmd) throws Exception {
    Process p = new ProcessBuilder(cmd).directory(cwd.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    byte[] out = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "browser timed out");
    return new String(out, StandardCharsets.UTF_8);
  }

  @Test
  void reportRendersInHeadlessChromium(@TempDir Path dir) throws Exception {
    Path chromium = browser();
    Assumptions.assumeTrue(chromium != null, "no chromium installed");
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    Invocation inv = new Invocation(List.of("-", "-p", "builtin.module(func.func(canonicalize,cse),symbol-dce)",
        "--mlir-pass-report=report.html", "-o", "out.mlir"), dir, Map.of(),
        new ByteArrayInputStream(INPUT.getBytes(StandardCharsets.UTF_8)), new PrintStream(sink, true), new PrintStream(sink, true));
    assertEquals(0, Tools.invoke(new JoptMain(), inv), sink.toString(StandardCharsets.UTF_8));
    Path report = dir.resolve("report.html");
    List<String> flags = List.of("--headless", "--no-sandbox", "--disable-gpu", "--window-size=1200,900");
    List<String> dump = new java.util.ArrayList<>(List.of(chromium.toString()));
    dump.addAll(flags);
    dump.add("--dump-dom");
    dump.add(report.toUri().toString());
    String dom = run(dir, dump);
    // The DOM the browser built: 5 pass runs (canonicalize and cse on two functions, symbol-dce).
    assertEquals(5, count(dom, "<details id=\"run"), dom);
    assertTrue(dom.contains("-1 arith.addi, -1 arith.constant, -1 arith.muli"), dom);
    assertTrue(dom.contains("<td class=\"del\">  %0 = arith.addi %arg0, %c0_i32 : i32</td>"), dom);
    assertTrue(dom.contains("1 unchanged"), dom);
    List<String> shot = new java.util.ArrayList<>(List.of(chromium.toString()));
    shot.addAll(flags);
    Path png = Path.of("target", "pass-report.png").toAbsolutePath();
    shot.add("--screenshot=" + png);
    shot.add(report.toUri().toString());
    run(dir, shot);
    assertTrue(Files.size(png) > 10_000, "screenshot written");
  }

  private static int count(String s, String what) {
    int n = 0;
    for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
      n++;
    }
    return n;
  }
}
