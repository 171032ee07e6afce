package org.jmlir.opt.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jmlir.opt.JoptMain;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;

/**
 * Randomized mutation test: every lit input, mutated with a fixed seed (token ranges deleted,
 * duplicated or swapped, truncation, random bytes including invalid UTF-8, huge literals, deep
 * nesting), run through jopt in-process. Bad input must give exit 1 with a located error first on
 * stderr, never a crash, a stack trace or a hang.
 */
class MutationFuzzTest {
  private static final long SEED = Long.getLong("jmlir.fuzz.seed", 0x6a6d6c6972L);
  private static final int CASES = Integer.getInteger("jmlir.fuzz.cases", 1200);
  private static final long CASE_TIMEOUT_S = 20;
  private static final Pattern LOCATED_FIRST =
      // <stdin>, or a file named by a loc("file":line:col) in the input itself; or a location without
      // a file (loc("name")), which mlir-opt prints after "<unknown>:0:".
      Pattern.compile("^([^\\n:]+:\\d+:\\d+: (error|warning|remark): |<unknown>:0: (error|warning|remark): loc\\()");
  private static final Pattern STACK_TRACE =
      Pattern.compile("(\\n\\tat [\\w.$]+\\(|java\\.lang\\.\\w+(Error|Exception)|PLEASE submit a bug report)");

  private static final String[][] FLAG_SETS = {
    {"-allow-unregistered-dialect"},
    {"-allow-unregistered-dialect", "-split-input-file"},
    {"-allow-unregistered-dialect", "--mlir-print-op-generic"},
    {"-allow-unregistered-dialect", "--mlir-print-debuginfo", "--mlir-print-local-scope"},
    {"-allow-unregistered-dialect", "-split-input-file", "--verify-roundtrip"},
    {"-split-input-file"},
  };

  /** The lowerings to llvm, run on mutated llvm-dialect and conversion inputs. */
  private static final String[][] LLVM_FLAG_SETS = {
    {"-split-input-file", "-convert-to-llvm"},
    {"-split-input-file", "-convert-to-llvm", "-reconcile-unrealized-casts"},
    {"-convert-func-to-llvm=use-bare-ptr-memref-call-conv=1"},
    {"-convert-arith-to-llvm=index-bitwidth=32", "-convert-cf-to-llvm", "-convert-index-to-llvm"},
    {"-finalize-memref-to-llvm", "-convert-math-to-llvm"},
    {"-convert-math-to-libm"},
    {"--mlir-print-op-generic"},
  };

  @Test
  void mutatedLitInputsNeverCrash() throws Exception {
    fuzz(litInputs(p -> true), FLAG_SETS, CASES);
  }

  /** The same on the llvm dialect's and the llvm lowerings' inputs, with the lowering passes. */
  @Test
  void mutatedLlvmInputsNeverCrash() throws Exception {
    fuzz(litInputs(p -> p.toString().contains("LLVM") || p.toString().contains("Libm")), LLVM_FLAG_SETS, CASES / 3);
  }

  private static void fuzz(List<byte[]> inputs, String[][] flagSets, int cases) throws Exception {
    assertTrue(inputs.size() > 10, "lit inputs not found");
    Random rnd = new Random(SEED);
    List<String> failures = new ArrayList<>();
    int[] exits = new int[2];
    ExecutorService exec = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "fuzz-case");
      t.setDaemon(true);
      return t;
    });
    try {
      for (int i = 0; i < cases && failures.size() < 10; i++) {
        byte[] base = inputs.get(rnd.nextInt(inputs.size()));
        byte[] mutated = Mutator.mutate(base, rnd, 1 + rnd.nextInt(3));
        String[] flags = flagSets[rnd.nextInt(flagSets.length)];
        String problem = runCase(exec, mutated, flags, exits);
        if (problem != null) {
          Path dump = Path.of("target", "fuzz-failures", "case-" + i + ".mlir");
          Files.createDirectories(dump.getParent());
          Files.write(dump, mutated);
          failures.add("case " + i + " " + String.join(" ", flags) + " (" + dump + "): " + problem);
        }
      }
    } finally {
      exec.shutdownNow();
    }
    System.out.println("mutation fuzz: " + exits[0] + " accepted, " + exits[1] + " rejected");
    assertTrue(exits[0] > 0 && exits[1] > 0, "mutations should give both valid and invalid inputs");
    assertTrue(failures.isEmpty(), () -> String.join("\n\n", failures));
  }

  /** Runs one case; returns what is wrong with its result, or null. */
  private static String runCase(ExecutorService exec, byte[] input, String[] flags, int[] exits) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> args = new ArrayList<>(List.of(flags));
    args.add("-");
    Invocation inv = new Invocation(args, Path.of("."), Map.of(), new ByteArrayInputStream(input),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    Future<Integer> f = exec.submit(() -> Tools.invoke(new JoptMain(), inv));
    int status;
    try {
      status = f.get(CASE_TIMEOUT_S, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      f.cancel(true);
      return "no result within " + CASE_TIMEOUT_S + " s (hang)";
    }
    String stderr = err.toString(StandardCharsets.UTF_8);
    if (status == 0 || status == 1) {
      exits[status]++;
    }
    if (status != 0 && status != 1) {
      return "exit status " + status + "\n" + head(stderr);
    }
    if (STACK_TRACE.matcher(stderr).find()) {
      return "stack trace on stderr\n" + head(stderr);
    }
    if (status == 1 && !LOCATED_FIRST.matcher(stderr).find()) {
      return "stderr does not start with a located diagnostic\n" + head(stderr);
    }
    if (status == 1 && !stderr.contains(": error: ")) {
      return "exit 1 without an error\n" + head(stderr);
    }
    return null;
  }

  private static String head(String s) {
    return s.length() > 2000 ? s.substring(0, 2000) + "..." : s;
  }

  private static List<byte[]> litInputs(java.util.function.Predicate<Path> keep) throws IOException {
    Path suite = Path.of("..", "lit-tests", "suite");
    List<byte[]> inputs = new ArrayList<>();
    try (Stream<Path> files = Files.walk(suite)) {
      for (Path p : files.filter(p -> p.toString().endsWith(".mlir") && keep.test(p)).sorted().toList()) {
        inputs.add(Files.readAllBytes(p));
      }
    }
    return inputs;
  }
}
