package org.jmlir.lit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.jmlir.lit.config.TestConfig;
import org.jmlir.lit.script.ScriptException;
import org.jmlir.lit.script.Substitutions;
import org.jmlir.lit.script.Substitutions.Substitution;
import org.jmlir.lit.script.TestScript;
import org.jmlir.lit.shell.Builtins;
import org.jmlir.lit.shell.Cancellation;
import org.jmlir.lit.shell.ShNode;
import org.jmlir.lit.shell.ShParseException;
import org.jmlir.lit.shell.ShParser;
import org.jmlir.lit.shell.Shell;
import org.jmlir.lit.shell.ShellEnv;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;

/**
 * Runs one test as lit's ShTest format does: reads its directives, decides UNSUPPORTED, expands its RUN
 * lines, runs them in jlit's shell (stopping at the first that fails), retries per ALLOW_RETRIES, and
 * turns FAIL/PASS into XFAIL/XPASS per XFAIL. Thread-safe: one runner serves every worker.
 */
public final class TestRunner {
  /** The name of the FileCheck tool that {@code strict-filecheck} applies to. */
  public static final String FILECHECK = "jfilecheck";

  /**
   * Settings of a run that do not come from config files.
   *
   * @param tools the in-process tools by name (each also an available feature)
   * @param extraFeatures features given on the command line
   * @param baseEnv jlit's own environment, from which {@code pass-env} variables are taken
   * @param timeoutSeconds a per-test time limit overriding the configs' (null: use theirs)
   * @param outputDir a directory overriding the configs' {@code output-dir} (null: use theirs)
   */
  public record Settings(Map<String, Tool> tools, Set<String> extraFeatures, Map<String, String> baseEnv,
      Integer timeoutSeconds, Path outputDir) {}

  private final Settings settings;
  private final AtomicReference<Boolean> strictSupported = new AtomicReference<>();

  public TestRunner(Settings settings) {
    this.settings = settings;
  }

  /**
   * The features a test sees: {@code jlit-shell} (for tests of jlit's own shell extensions), its config's, the
   * in-process tools' names, and the command line's.
   */
  public Set<String> features(TestConfig config) {
    Set<String> f = new LinkedHashSet<>(config.features());
    f.add("jlit-shell");
    f.addAll(settings.tools().keySet());
    f.addAll(settings.extraFeatures());
    return f;
  }

  /** Runs a test and times it. Never throws for a test's own faults. */
  public TestResult run(LitTest test) {
    long start = System.nanoTime();
    TestResult r = runUntimed(test);
    return r.withElapsed((System.nanoTime() - start) / 1e9);
  }

  private TestResult runUntimed(LitTest test) {
    TestConfig config = test.config();
    Set<String> features = features(config);
    if (config.unsupported()) {
      return TestResult.of(ResultCode.UNSUPPORTED, "Test is unsupported");
    }
    List<String> missingDir = new ArrayList<>();
    for (String r : config.requires()) {
      try {
        if (!org.jmlir.lit.script.BooleanExpression.evaluate(r, features)) {
          missingDir.add(r);
        }
      } catch (IllegalArgumentException e) {
        return TestResult.of(ResultCode.UNRESOLVED, "bad unsupported-unless-feature in config: " + e.getMessage());
      }
    }
    if (!missingDir.isEmpty()) {
      return TestResult.of(ResultCode.UNSUPPORTED,
          "Test requires the following unavailable features: " + String.join(", ", missingDir));
    }
    TestScript script;
    try {
      script = TestScript.read(test.file());
    } catch (ScriptException e) {
      return TestResult.of(ResultCode.UNRESOLVED, e.getMessage());
    } catch (IOException e) {
      return TestResult.of(ResultCode.UNRESOLVED, "cannot read test: " + e);
    }

    TempPaths temp = tempPaths(test);
    List<Line> lines;
    try {
      lines = expand(script, substitutions(test, temp), features);
    } catch (ScriptException e) {
      return TestResult.of(ResultCode.UNRESOLVED, e.getMessage());
    }
    if (config.requireChecks() && lines.stream().noneMatch(l -> checks(l.node(), config))) {
      return TestResult.of(ResultCode.FAIL, "Test checks nothing: none of its RUN lines runs one of "
          + sorted(config.checkCommands()) + " or passes one of " + sorted(config.checkArgs())
          + " (require-checks is on for this directory)");
    }

    List<String> missing = script.missingRequired(features);
    if (!missing.isEmpty()) {
      return TestResult.of(ResultCode.UNSUPPORTED,
          "Test requires the following unavailable features: " + String.join(", ", missing));
    }
    List<String> unsupportedBy = script.unsupportedBy(features);
    if (!unsupportedBy.isEmpty()) {
      return TestResult.of(ResultCode.UNSUPPORTED,
          "Test does not support the following features and/or targets: " + String.join(", ", unsupportedBy));
    }
    boolean expectedToFail;
    try {
      expectedToFail = script.isExpectedToFail(features);
    } catch (IllegalArgumentException e) {
      return TestResult.of(ResultCode.UNRESOLVED, "Error in XFAIL list:\n" + e.getMessage());
    }

    int maxAttempts = script.allowedRetries() + 1;
    TestResult result = null;
    for (int attempt = 1; attempt <= maxAttempts; attempt++) {
      result = runOnce(test, lines, temp, attempt, maxAttempts);
      if (result.code() != ResultCode.FAIL) {
        break;
      }
    }
    if (result.attempts() > 1 && result.code() == ResultCode.PASS) {
      result = result.withCode(ResultCode.FLAKYPASS);
    }
    if (expectedToFail) {
      if (result.code() == ResultCode.PASS || result.code() == ResultCode.FLAKYPASS) {
        result = result.withCode(ResultCode.XPASS);
      } else if (result.code() == ResultCode.FAIL) {
        result = result.withCode(ResultCode.XFAIL);
      }
    }
    return result;
  }

  private static List<String> sorted(Set<String> s) {
    return s.stream().sorted().toList();
  }

  /** An expanded RUN line and its parse. */
  record Line(TestScript.Run run, String command, ShNode node) {}

  /** Where a test's temporary files go: lit's layout, {@code OUT/dir/Output/name.tmp}. */
  record TempPaths(Path execDir, Path tmpFile, Path tmpDir) {}

  TempPaths tempPaths(LitTest test) {
    Path out = settings.outputDir() != null ? settings.outputDir() : test.config().outputDir();
    Path rel = test.suiteRoot().relativize(test.file());
    Path execDir = rel.getParent() == null ? out : out.resolve(rel.getParent());
    String base = rel.getFileName().toString();
    Path tmp = execDir.resolve("Output");
    return new TempPaths(execDir, tmp.resolve(base + ".tmp"), tmp.resolve(base + ".dir"));
  }

  /**
   * The substitutions of a test: its config's, then lit's built-in ones. {@code %T} is a directory of
   * this test's own (lit 22 dropped %T; older lit shared one directory among all tests of a directory).
   */
  static List<Substitution> substitutions(LitTest test, TempPaths temp) {
    List<Substitution> s = new ArrayList<>(test.config().substitutions());
    String source = test.file().toString();
    String sourceDir = test.file().getParent().toString();
    String tmpName = temp.tmpFile().toString();
    String tmpDir = temp.tmpDir().toString();
    String base = test.file().getFileName().toString();
    s.add(new Substitution("%{pathsep}", ":"));
    s.add(new Substitution("%basename_t", base));
    s.add(new Substitution("%{s:basename}", base));
    s.add(new Substitution("%{t:stem}", base));
    s.add(new Substitution("%{fs-src-root}", "/"));
    s.add(new Substitution("%{fs-tmp-root}", "/"));
    s.add(new Substitution("%{fs-sep}", "/"));
    for (String[] p : new String[][] {{"s", source}, {"S", sourceDir}, {"p", sourceDir}, {"t", tmpName},
        {"T", tmpDir}}) {
      s.add(new Substitution("%/" + p[0], p[1]));
      s.add(new Substitution("%" + p[0], p[1]));
    }
    return s;
  }

  /** Applies DEFINE/REDEFINE and substitutions in file order and parses every RUN line. */
  static List<Line> expand(TestScript script, List<Substitution> base, Set<String> features)
      throws ScriptException {
    Substitutions subst = new Substitutions(base);
    List<Line> lines = new ArrayList<>();
    for (TestScript.Directive d : script.script()) {
      switch (d) {
        case TestScript.Define def -> subst.define(def);
        case TestScript.Run run -> {
          String command = subst.apply(run.command(), features);
          if (command.isEmpty()) {
            lines.add(new Line(run, command, null));
            continue;
          }
          try {
            lines.add(new Line(run, command, ShParser.parse(command)));
          } catch (ShParseException e) {
            throw new ScriptException("shell parser error on RUN: " + run.location() + ": " + command
                + "\n" + e.getMessage());
          }
        }
      }
    }
    return lines;
  }

  /** Whether a RUN line checks something: a check command or argument in any of its commands. */
  static boolean checks(ShNode node, TestConfig config) {
    if (node == null) {
      return false;
    }
    return switch (node) {
      case ShNode.Seq seq -> checks(seq.lhs(), config) || checks(seq.rhs(), config);
      case ShNode.Pipeline p -> p.commands().stream().anyMatch(c -> commandChecks(c.argStrings(), config));
    };
  }

  private static boolean commandChecks(List<String> args, TestConfig config) {
    int program = Shell.commandIndex(args);
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (i <= program ? config.checkCommands().contains(a) : config.checkArgs().contains(a)) {
        return true;
      }
    }
    return false;
  }

  private TestResult runOnce(LitTest test, List<Line> lines, TempPaths temp, int attempt, int maxAttempts) {
    try {
      Builtins.deleteTree(temp.tmpFile());
      Builtins.deleteTree(temp.tmpDir());
      Files.createDirectories(temp.tmpDir());
    } catch (IOException e) {
      return new TestResult(ResultCode.UNRESOLVED, "cannot prepare temporary paths: " + e, 0, attempt,
          maxAttempts);
    }
    ShellEnv state = new ShellEnv(temp.execDir(), environment(test));
    StringBuilder trace = new StringBuilder();
    Cancellation cancellation = new Cancellation();
    Shell shell = new Shell(state, settings.tools(), extraArgs(test.config()), cancellation, trace);
    int[] exit = {0};
    Runnable body = () -> {
      for (Line line : lines) {
        trace.append("# RUN: ").append(line.run().location()).append('\n');
        if (line.node() == null) {
          trace.append("# note: has no command after substitutions\n");
          continue;
        }
        trace.append(line.command()).append('\n');
        int status = shell.run(line.node());
        if (status != 0) {
          exit[0] = status;
          return;
        }
      }
    };
    int timeout = settings.timeoutSeconds() != null ? settings.timeoutSeconds() : test.config().timeoutSeconds();
    boolean timedOut = false;
    if (timeout <= 0) {
      body.run();
    } else {
      Thread t = Thread.ofPlatform().daemon().name("jlit-test").start(body);
      try {
        t.join(timeout * 1000L);
        if (t.isAlive()) {
          timedOut = true;
          cancellation.cancel();
          t.join(2000);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        cancellation.cancel();
        timedOut = true;
      }
    }
    StringBuilder output = new StringBuilder();
    String traceText;
    synchronized (trace) {
      traceText = trace.toString();
    }
    output.append("Exit Code: ").append(timedOut && exit[0] == 0 ? 1 : exit[0]).append('\n');
    if (timedOut) {
      output.append("Timeout: Reached timeout of ").append(timeout).append(" seconds\n");
    }
    output.append('\n');
    if (!traceText.isEmpty()) {
      output.append("Command Output (stdout):\n--\n").append(traceText).append("\n--\n");
    }
    ResultCode code = timedOut ? ResultCode.TIMEOUT : exit[0] == 0 ? ResultCode.PASS : ResultCode.FAIL;
    return new TestResult(code, output.toString(), 0, attempt, maxAttempts);
  }

  /** The test's environment: the passed-on variables, the config's, and PATH with the config's dirs first. */
  private Map<String, String> environment(LitTest test) {
    TestConfig config = test.config();
    Map<String, String> env = new LinkedHashMap<>();
    for (String name : config.passEnv()) {
      String v = settings.baseEnv().get(name);
      if (v != null) {
        env.put(name, v);
      }
    }
    env.putAll(config.env());
    if (!config.path().isEmpty()) {
      StringBuilder path = new StringBuilder();
      for (Path p : config.path()) {
        path.append(p).append(':');
      }
      path.append(env.getOrDefault("PATH", "/usr/local/bin:/usr/bin:/bin"));
      env.put("PATH", path.toString());
    }
    env.put("LIT_CURRENT_TESTCASE", test.fullName());
    return env;
  }

  private Map<String, List<String>> extraArgs(TestConfig config) {
    if (!config.strictFileCheck() || !strictFileCheckSupported()) {
      return Map.of();
    }
    Map<String, List<String>> extra = new HashMap<>();
    extra.put(FILECHECK, List.of("--strict"));
    return extra;
  }

  /**
   * Whether the in-process jfilecheck knows {@code --strict}: asked once, from its {@code --help}. A
   * jfilecheck without the flag runs without it rather than failing every test.
   */
  public boolean strictFileCheckSupported() {
    Boolean known = strictSupported.get();
    if (known != null) {
      return known;
    }
    Tool fc = settings.tools().get(FILECHECK);
    boolean supported = false;
    if (fc != null) {
      ByteArrayOutputStream buf = new ByteArrayOutputStream();
      PrintStream ps = new PrintStream(buf, true, StandardCharsets.UTF_8);
      Tools.invoke(fc, new Invocation(List.of("--help"), Path.of("").toAbsolutePath(), Map.of(),
          java.io.InputStream.nullInputStream(), ps, ps));
      supported = buf.toString(StandardCharsets.UTF_8).contains("--strict");
    }
    strictSupported.compareAndSet(null, supported);
    return strictSupported.get();
  }
}
