package org.jmlir.translate.interpret;

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
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.jmlir.translate.JtranslateMain;
import org.junit.jupiter.api.Test;

/**
 * Mutated interpreter programs through {@code jtranslate --interpret -split-input-file}: the lit
 * inputs of lit-tests/suite/Interpret with numbers, types and byte ranges changed (shapes that no
 * longer fit, indices out of range, broken syntax, ops on the wrong element types). Every case
 * either runs (exit 0) or fails with a located error (exit 1); never a crash or a Java stack trace.
 * Programs that no longer terminate stop at a step limit.
 */
class InterpretFuzzTest {
  private static final long SEED = Long.getLong("jmlir.fuzz.seed", 0x696e7465727070L);
  private static final int CASES = Integer.getInteger("jmlir.fuzz.interpret.cases", 400);
  private static final Pattern LOCATED_FIRST = Pattern.compile("^([^\\n:]+:\\d+:\\d+: (error|warning): |<unknown>:0: error: )");
  private static final Pattern STACK_TRACE =
      Pattern.compile("(\\n\\tat [\\w.$]+\\(|java\\.lang\\.\\w+(Error|Exception)|PLEASE submit a bug report)");
  private static final String[] TYPES = {"f32", "i32", "i8", "ui8", "f16", "i1", "f64", "complex<f32>", "bf16", "i64"};

  private static byte[] mutate(byte[] in, Random rnd) {
    String s = new String(in, StandardCharsets.UTF_8);
    for (int round = 0; round < 1 + rnd.nextInt(3); round++) {
      int at = rnd.nextInt(Math.max(1, s.length()));
      switch (rnd.nextInt(5)) {
        case 0 -> { // a digit changes
          int d = s.indexOf(Character.forDigit(rnd.nextInt(10), 10), at);
          if (d >= 0) {
            s = s.substring(0, d) + rnd.nextInt(10) + s.substring(d + 1);
          }
        }
        case 1 -> { // an element type changes
          String from = TYPES[rnd.nextInt(TYPES.length)];
          int d = s.indexOf(from, at);
          if (d >= 0) {
            s = s.substring(0, d) + TYPES[rnd.nextInt(TYPES.length)] + s.substring(d + from.length());
          }
        }
        case 2 -> { // a range goes
          int end = Math.min(s.length(), at + 1 + rnd.nextInt(20));
          s = s.substring(0, at) + s.substring(end);
        }
        case 3 -> { // a range repeats
          int end = Math.min(s.length(), at + 1 + rnd.nextInt(20));
          s = s.substring(0, end) + s.substring(at, end) + s.substring(end);
        }
        default -> { // a dimension grows or turns dynamic
          int d = s.indexOf("x", at);
          if (d > 0 && Character.isDigit(s.charAt(d - 1))) {
            s = s.substring(0, d - 1) + (rnd.nextBoolean() ? "?" : String.valueOf(rnd.nextInt(5))) + s.substring(d);
          }
        }
      }
    }
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void mutatedProgramsNeverCrash() throws IOException {
    List<byte[]> inputs = new ArrayList<>();
    try (Stream<Path> files = Files.list(Path.of("..", "lit-tests", "suite", "Interpret"))) {
      for (Path p : files.sorted().toList()) {
        if (p.toString().endsWith(".mlir")) {
          inputs.add(Files.readAllBytes(p));
        }
      }
    }
    assertTrue(!inputs.isEmpty(), "no lit inputs found");
    String previous = System.getProperty("jmlir.interpret.maxSteps");
    System.setProperty("jmlir.interpret.maxSteps", "100000");
    Random rnd = new Random(SEED);
    int[] exits = new int[2];
    List<String> failures = new ArrayList<>();
    try {
      for (int i = 0; i < CASES && failures.size() < 5; i++) {
        byte[] input = mutate(inputs.get(rnd.nextInt(inputs.size())), rnd);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Invocation inv = new Invocation(List.of("--interpret", "-split-input-file", "-"), Path.of("."), Map.of(),
            new ByteArrayInputStream(input), new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = Tools.invoke(new JtranslateMain(), inv);
        String stderr = err.toString(StandardCharsets.UTF_8);
        String problem = null;
        if (status != 0 && status != 1) {
          problem = "exit status " + status;
        } else if (STACK_TRACE.matcher(stderr).find()) {
          problem = "stack trace";
        } else if (status == 1 && !LOCATED_FIRST.matcher(stderr).find()) {
          problem = "stderr does not start with a located error";
        }
        if (status == 0 || status == 1) {
          exits[status]++;
        }
        if (problem != null) {
          failures.add(problem + "\n--- input\n" + new String(input, StandardCharsets.UTF_8) + "\n--- stderr\n"
              + stderr.substring(0, Math.min(2000, stderr.length())));
        }
      }
    } finally {
      if (previous == null) {
        System.clearProperty("jmlir.interpret.maxSteps");
      } else {
        System.setProperty("jmlir.interpret.maxSteps", previous);
      }
    }
    System.out.println("interpret fuzz: " + exits[0] + " ran, " + exits[1] + " rejected");
    assertTrue(failures.isEmpty(), () -> String.join("\n\n", failures));
    assertTrue(exits[0] > 0 && exits[1] > 0, "mutations should give both valid and invalid programs");
  }
}
