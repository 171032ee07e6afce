package org.jmlir.lit;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** The end-of-run reports, formatted as llvm-lit formats them: groups, summary, histogram, xUnit XML. */
final class Reports {
  private Reports() {}

  /** A test and its result. */
  record Outcome(LitTest test, TestResult result) {}

  /** {@code Failed Tests (N):} groups for failures and the codes asked for, then the summary counts. */
  static void printResults(PrintStream out, List<Outcome> outcomes, double elapsed, Set<ResultCode> shown,
      boolean terse) {
    Map<ResultCode, List<Outcome>> byCode = new EnumMap<>(ResultCode.class);
    for (ResultCode c : ResultCode.values()) {
      byCode.put(c, new ArrayList<>());
    }
    for (Outcome o : outcomes) {
      byCode.get(o.result().code()).add(o);
    }
    for (ResultCode c : ResultCode.values()) {
      List<Outcome> group = byCode.get(c);
      if (group.isEmpty() || (!c.isFailure() && !shown.contains(c))) {
        continue;
      }
      group.sort(Comparator.comparing(o -> o.test().fullName()));
      out.println("*".repeat(20));
      out.println(c.label() + " Tests (" + group.size() + "):");
      for (Outcome o : group) {
        out.println("  " + o.test().fullName());
      }
      out.println();
    }
    if (!terse) {
      out.println();
      out.println(String.format(Locale.ROOT, "Testing Time: %.2fs", elapsed));
    }
    out.println();
    out.println("Total Discovered Tests: " + outcomes.size());
    List<ResultCode> codes = new ArrayList<>();
    for (ResultCode c : ResultCode.values()) {
      if (!byCode.get(c).isEmpty() && (!terse || c.isFailure())) {
        codes.add(c);
      }
    }
    if (codes.isEmpty()) {
      return;
    }
    int labelWidth = codes.stream().mapToInt(c -> c.label().length()).max().orElse(0);
    int countWidth = codes.stream().mapToInt(c -> String.valueOf(byCode.get(c).size()).length()).max().orElse(0);
    for (ResultCode c : codes) {
      int n = byCode.get(c).size();
      out.println(String.format(Locale.ROOT, "  %-" + labelWidth + "s: %" + countWidth + "d (%.2f%%)",
          c.label(), n, 100.0 * n / outcomes.size()));
    }
  }

  /** {@code --time-tests}: the slowest tests and a histogram of test times, like lit's. */
  static void printHistogram(PrintStream out, List<Outcome> outcomes) {
    List<Outcome> timed = new ArrayList<>();
    for (Outcome o : outcomes) {
      if (o.result().elapsedSeconds() > 0) {
        timed.add(o);
      }
    }
    if (timed.isEmpty()) {
      return;
    }
    timed.sort(Comparator.comparingDouble(o -> o.result().elapsedSeconds()));
    double max = timed.getLast().result().elapsedSeconds();
    int bars = 10;
    int[] histo = new int[bars];
    for (Outcome o : timed) {
      histo[Math.min((int) (bars * o.result().elapsedSeconds() / max), bars - 1)]++;
    }
    String hr = "-".repeat(74);
    out.println("Slowest Tests:");
    out.println(hr);
    for (int i = timed.size() - 1; i >= Math.max(0, timed.size() - 20); i--) {
      Outcome o = timed.get(i);
      out.println(String.format(Locale.ROOT, "%.2fs: %s", o.result().elapsedSeconds(), o.test().fullName()));
    }
    out.println();
    out.println("Tests Times:");
    out.println(hr);
    out.println("[    Range    ] :: [               Percentage               ] :: [Count]");
    out.println(hr);
    for (int i = bars - 1; i >= 0; i--) {
      double pct = (double) histo[i] / timed.size();
      int w = (int) (40 * pct);
      out.println(String.format(Locale.ROOT, "[%5.2fs,%5.2fs) :: [%s%s] :: [%d/%d]",
          max * i / bars, max * (i + 1) / bars, "*".repeat(w), " ".repeat(40 - w), histo[i], timed.size()));
    }
  }

  private static final Set<ResultCode> SKIPPED =
      EnumSet.of(ResultCode.EXCLUDED, ResultCode.SKIPPED, ResultCode.UNSUPPORTED);

  /** Writes lit's xUnit XML report: one testsuite per suite, one testcase per test. */
  static void writeXunit(Path file, List<Outcome> outcomes, double elapsed) throws IOException {
    Map<String, List<Outcome>> bySuite = new TreeMap<>();
    for (Outcome o : outcomes) {
      bySuite.computeIfAbsent(o.test().config().name(), k -> new ArrayList<>()).add(o);
    }
    if (file.getParent() != null) {
      Files.createDirectories(file.getParent());
    }
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      w.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
      w.write(String.format(Locale.ROOT, "<testsuites time=\"%.2f\">\n", elapsed));
      for (Map.Entry<String, List<Outcome>> e : bySuite.entrySet()) {
        List<Outcome> tests = e.getValue();
        tests.sort(Comparator.comparing(o -> o.test().pathInSuite()));
        int skipped = 0;
        int failures = 0;
        double time = 0;
        for (Outcome o : tests) {
          skipped += SKIPPED.contains(o.result().code()) ? 1 : 0;
          failures += o.result().code().isFailure() ? 1 : 0;
          time += o.result().elapsedSeconds();
        }
        String name = e.getKey().replace('.', '-');
        w.write(String.format(Locale.ROOT,
            "<testsuite name=%s tests=\"%d\" failures=\"%d\" skipped=\"%d\" time=\"%.2f\">\n",
            attr(name), tests.size(), failures, skipped, time));
        for (Outcome o : tests) {
          String path = o.test().pathInSuite();
          int slash = path.lastIndexOf('/');
          String dir = slash < 0 ? "" : path.substring(0, slash).replace('.', '_');
          String className = name + "." + (dir.isEmpty() ? name : dir);
          w.write(String.format(Locale.ROOT, "<testcase classname=%s name=%s time=\"%.2f\"", attr(className),
              attr(path.substring(slash + 1)), o.result().elapsedSeconds()));
          ResultCode code = o.result().code();
          if (code.isFailure()) {
            w.write(">\n  <failure><![CDATA[");
            w.write(xmlChars(o.result().output()).replace("]]>", "]]]]><![CDATA[>"));
            w.write("]]></failure>\n</testcase>\n");
          } else if (SKIPPED.contains(code)) {
            String reason = switch (code) {
              case EXCLUDED -> "Test not selected (--filter, --max-tests)";
              case SKIPPED -> "User interrupt";
              default -> o.result().output().startsWith("Test requires")
                  ? "Missing required feature(s): "
                      + o.result().output().replaceFirst("^Test requires the following unavailable features: ", "")
                  : "Unsupported configuration";
            };
            w.write(">\n  <skipped message=" + attr(reason) + "/>\n</testcase>\n");
          } else {
            w.write("/>\n");
          }
        }
        w.write("</testsuite>\n");
      }
      w.write("</testsuites>\n");
    }
  }

  private static String attr(String s) {
    return "\"" + xmlChars(s).replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;")
        .replace(">", "&gt;") + "\"";
  }

  /** Drops characters XML 1.0 does not allow. */
  private static String xmlChars(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\t' || c == '\n' || c == '\r' || (c >= 0x20 && c != 0xFFFE && c != 0xFFFF)) {
        sb.append(c);
      }
    }
    return sb.toString();
  }
}
