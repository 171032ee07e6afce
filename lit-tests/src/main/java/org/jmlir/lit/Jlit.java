package org.jmlir.lit;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jmlir.lit.config.ConfigException;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * jlit, a lit-style test runner: discovers the tests under the given paths, runs them in parallel with
 * every in-process tool (jopt, jfilecheck, ...) in this JVM, and reports like llvm-lit. Exit status 0
 * when every test gave an expected result, 1 when one did not, 2 on a usage or config error.
 */
public final class Jlit implements Tool {

  @Override
  public String name() {
    return "jlit";
  }

  @Command(name = "jlit", sortOptions = false, usageHelpAutoWidth = true,
      description = "Runs lit-style tests (RUN lines) with jmlir's tools in-process.")
  static final class Options {
    @Parameters(paramLabel = "PATH", arity = "1..*", description = "Test files or directories to run.")
    List<String> paths = new ArrayList<>();

    @Option(names = {"-j", "--workers"}, paramLabel = "N", description = "Tests to run in parallel (default: cores).")
    Integer workers;

    @Option(names = {"-q", "--quiet"}, description = "Print only failing tests and a terse summary.")
    boolean quiet;

    @Option(names = {"-s", "--succinct"}, description = "Print only failing tests' result lines.")
    boolean succinct;

    @Option(names = {"-v", "--verbose"}, description = "Show the commands and output of failing tests.")
    boolean verbose;

    @Option(names = {"-a", "--show-all"}, description = "Show the commands and output of every test.")
    boolean showAll;

    @Option(names = "--filter", paramLabel = "REGEX", description = "Run only tests whose name matches (env LIT_FILTER).")
    String filter;

    @Option(names = "--filter-out", paramLabel = "REGEX", description = "Skip tests whose name matches (env LIT_FILTER_OUT).")
    String filterOut;

    @Option(names = "--num-shards", paramLabel = "M", description = "Split the tests into M shards (env LIT_NUM_SHARDS).")
    Integer numShards;

    @Option(names = "--run-shard", paramLabel = "N", description = "Run shard N of M, 1-based (env LIT_RUN_SHARD).")
    Integer runShard;

    @Option(names = "--xunit-xml-output", paramLabel = "FILE", description = "Write an xUnit XML report.")
    String xunit;

    @Option(names = "--time-tests", description = "Show the slowest tests and a histogram of test times.")
    boolean timeTests;

    @Option(names = "--timeout", paramLabel = "SECONDS", description = "Per-test time limit (overrides the config's).")
    Integer timeout;

    @Option(names = "--output-dir", paramLabel = "DIR", description = "Put %%t and %%T under DIR (overrides output-dir).")
    String outputDir;

    @Option(names = {"-D", "--feature"}, paramLabel = "NAME", description = "Add an available feature.")
    List<String> features = new ArrayList<>();

    @Option(names = "--show-tests", description = "List the tests that would run, then exit.")
    boolean showTests;

    @Option(names = "--show-unsupported", description = "List unsupported tests in the summary.")
    boolean showUnsupported;

    @Option(names = "--show-xfail", description = "List expectedly failing tests in the summary.")
    boolean showXfail;

    @Option(names = "--show-pass", description = "List passing tests in the summary.")
    boolean showPass;

    @Option(names = "--show-excluded", description = "List excluded tests in the summary.")
    boolean showExcluded;

    @Option(names = "--ignore-fail", description = "Exit 0 even when tests fail.")
    boolean ignoreFail;

    @Option(names = "--allow-empty-runs", description = "Do not fail when no test is selected.")
    boolean allowEmptyRuns;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help.")
    boolean help;
  }

  @Override
  public int run(Invocation inv) {
    PrintStream out = inv.stdout();
    PrintStream err = inv.stderr();
    Options o = new Options();
    CommandLine cl = new CommandLine(o);
    try {
      cl.parseArgs(inv.args().toArray(String[]::new));
    } catch (CommandLine.ParameterException e) {
      err.println("jlit: error: " + e.getMessage());
      cl.usage(new PrintWriter(err, true, StandardCharsets.UTF_8));
      return 2;
    }
    if (o.help) {
      PrintWriter pw = new PrintWriter(out, true, StandardCharsets.UTF_8);
      cl.usage(pw);
      pw.flush();
      return 0;
    }
    Map<String, String> env = inv.environment();
    List<Path> paths = o.paths.stream().map(inv::resolve).toList();
    List<LitTest> discovered;
    try {
      discovered = Discovery.discover(paths);
    } catch (ConfigException e) {
      err.println("jlit: " + e.getMessage());
      return 2;
    } catch (IOException e) {
      err.println("jlit: error: " + e);
      return 2;
    }
    if (discovered.isEmpty()) {
      err.println("error: did not discover any tests for provided path(s)");
      return 2;
    }

    Pattern filter;
    Pattern filterOut;
    try {
      filter = Pattern.compile(o.filter != null ? o.filter : env.getOrDefault("LIT_FILTER", ".*"));
      filterOut = Pattern.compile(o.filterOut != null ? o.filterOut : env.getOrDefault("LIT_FILTER_OUT", "^$"));
    } catch (PatternSyntaxException e) {
      err.println("jlit: error: bad --filter regex: " + e.getMessage());
      return 2;
    }
    List<LitTest> selected = new ArrayList<>();
    for (LitTest t : discovered) {
      String name = t.fullName();
      if (filter.matcher(name).find() && !filterOut.matcher(name).find()) {
        selected.add(t);
      }
    }
    if (selected.isEmpty()) {
      err.print("error: filter did not match any tests (of " + discovered.size() + " discovered).  ");
      if (o.allowEmptyRuns) {
        err.println("Suppressing error because '--allow-empty-runs' was specified.");
        return 0;
      }
      err.println("Use '--allow-empty-runs' to suppress this error.");
      return 2;
    }
    Integer shards = o.numShards != null ? o.numShards : intEnv(env, "LIT_NUM_SHARDS");
    Integer shard = o.runShard != null ? o.runShard : intEnv(env, "LIT_RUN_SHARD");
    if ((shards == null) != (shard == null)) {
      err.println("jlit: error: --num-shards and --run-shard must be used together");
      return 2;
    }
    if (shards != null) {
      if (shards < 1 || shard < 1 || shard > shards) {
        err.println("jlit: error: --run-shard must be between 1 and --num-shards (" + shards + ")");
        return 2;
      }
      List<LitTest> inShard = new ArrayList<>();
      for (int i = shard - 1; i < selected.size(); i += shards) {
        inShard.add(selected.get(i));
      }
      err.println("jlit: note: Selecting shard " + shard + "/" + shards + " = size " + inShard.size() + "/"
          + selected.size() + " = tests #(" + shards + "*k)+" + shard);
      selected = inShard;
      if (selected.isEmpty()) {
        err.println("warning: shard does not contain any tests.  Consider decreasing the number of shards.");
        return 0;
      }
    }
    if (o.showTests) {
      out.println("-- Available Tests --");
      for (LitTest t : selected) {
        out.println("  " + t.fullName());
      }
      return 0;
    }

    Set<String> features = new LinkedHashSet<>(o.features);
    TestRunner runner = new TestRunner(new TestRunner.Settings(discoverTools(), features, env, o.timeout,
        o.outputDir == null ? null : inv.resolve(o.outputDir)));
    int workers = Math.max(1, Math.min(o.workers != null ? o.workers : Runtime.getRuntime().availableProcessors(),
        selected.size()));
    Display display = new Display(out, o, selected.size(), discovered.size(), workers);
    display.printHeader();

    long start = System.nanoTime();
    List<Reports.Outcome> outcomes = runAll(selected, runner, workers, display);
    double elapsed = (System.nanoTime() - start) / 1e9;

    Set<LitTest> ran = new java.util.HashSet<>(selected);
    List<Reports.Outcome> all = new ArrayList<>(outcomes);
    for (LitTest t : discovered) {
      if (!ran.contains(t)) {
        all.add(new Reports.Outcome(t, TestResult.of(ResultCode.EXCLUDED, "")));
      }
    }
    if (o.timeTests) {
      Reports.printHistogram(out, all);
    }
    Set<ResultCode> shown = EnumSet.noneOf(ResultCode.class);
    if (o.showUnsupported) {
      shown.add(ResultCode.UNSUPPORTED);
    }
    if (o.showXfail) {
      shown.add(ResultCode.XFAIL);
    }
    if (o.showPass) {
      shown.add(ResultCode.PASS);
    }
    if (o.showExcluded) {
      shown.add(ResultCode.EXCLUDED);
    }
    Reports.printResults(out, all, elapsed, shown, o.quiet);
    if (o.xunit != null) {
      try {
        Reports.writeXunit(inv.resolve(o.xunit), shards != null ? outcomes : all, elapsed);
      } catch (IOException e) {
        err.println("jlit: error: cannot write " + o.xunit + ": " + e);
        return 2;
      }
    }
    out.flush();
    boolean failed = all.stream().anyMatch(x -> x.result().code().isFailure());
    if (failed && o.ignoreFail) {
      err.println();
      err.println("Exiting with status 0 instead of 1 because '--ignore-fail' was specified.");
      return 0;
    }
    return failed ? 1 : 0;
  }

  private static Integer intEnv(Map<String, String> env, String name) {
    String v = env.get(name);
    if (v == null || v.isBlank()) {
      return null;
    }
    try {
      return Integer.parseInt(v.strip());
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /** The in-process tools: every {@link Tool} service on jlit's class path, by name. */
  public static Map<String, Tool> discoverTools() {
    return Tools.discover(Jlit.class.getClassLoader());
  }

  /** Runs tests on {@code workers} threads; {@code display} sees each result as it completes. */
  static List<Reports.Outcome> runAll(List<LitTest> tests, TestRunner runner, int workers, Display display) {
    ExecutorService pool = Executors.newFixedThreadPool(workers,
        r -> Thread.ofPlatform().daemon().name("jlit-worker").unstarted(r));
    try {
      List<Future<Reports.Outcome>> futures = new ArrayList<>();
      for (LitTest t : tests) {
        futures.add(pool.submit(() -> {
          Reports.Outcome outcome = new Reports.Outcome(t, runner.run(t));
          if (display != null) {
            display.update(outcome);
          }
          return outcome;
        }));
      }
      List<Reports.Outcome> outcomes = new ArrayList<>();
      for (Future<Reports.Outcome> f : futures) {
        try {
          outcomes.add(f.get());
        } catch (ExecutionException e) {
          throw new IllegalStateException("jlit worker failed", e.getCause());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted", e);
        }
      }
      return outcomes;
    } finally {
      pool.shutdownNow();
    }
  }

  /** Per-test progress lines, as llvm-lit's display prints them. */
  static final class Display {
    private final PrintStream out;
    private final Options o;
    private final int numTests;
    private final int totalTests;
    private final int workers;
    private int completed;

    Display(PrintStream out, Options o, int numTests, int totalTests, int workers) {
      this.out = out;
      this.o = o;
      this.numTests = numTests;
      this.totalTests = totalTests;
      this.workers = workers;
    }

    void printHeader() {
      String ofTotal = numTests != totalTests ? " of " + totalTests : "";
      out.println("-- Testing: " + numTests + ofTotal + " tests, " + workers + " workers --");
    }

    synchronized void update(Reports.Outcome outcome) {
      completed++;
      TestResult r = outcome.result();
      boolean failure = r.code().isFailure();
      boolean onlyFailures = o.quiet || o.succinct;
      if (onlyFailures && !failure) {
        return;
      }
      String name = outcome.test().fullName();
      String extra = r.attempts() > 1 ? ", " + r.attempts() + " of " + r.maxAttempts() + " attempts" : "";
      out.println(r.code().name() + ": " + name + " (" + completed + " of " + numTests + extra + ")");
      boolean showOutput = !o.quiet && ((failure && o.verbose) || o.showAll);
      if (showOutput) {
        if (failure) {
          out.println("*".repeat(20) + " TEST '" + name + "' FAILED " + "*".repeat(20));
        }
        out.println(r.output());
        out.println("*".repeat(20));
      }
      out.flush();
    }
  }
}
