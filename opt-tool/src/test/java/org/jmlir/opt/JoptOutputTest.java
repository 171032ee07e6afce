package org.jmlir.opt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code -o}: regular files are replaced atomically; devices and pipes are written through. */
class JoptOutputTest {
  private static final String INPUT = "func.func @f() {\n  return\n}\n";

  private static int jopt(Path cwd, String... args) {
    return jopt(cwd, INPUT, new ByteArrayOutputStream(), args);
  }

  private static int jopt(Path cwd, String input, ByteArrayOutputStream sink, String... args) {
    Invocation inv =
        new Invocation(
            List.of(args),
            cwd,
            Map.of(),
            new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(sink, true),
            new PrintStream(sink, true));
    return Tools.invoke(new JoptMain(), inv);
  }

  /** A module whose printed form is several times the printer's drain threshold (64 KiB). */
  private static String bigModule() {
    StringBuilder sb = new StringBuilder("func.func @big(%a: i32) -> i32 {\n  %x0 = arith.addi %a, %a : i32\n");
    for (int i = 1; i < 8000; i++) {
      sb.append("  %x").append(i).append(" = arith.muli %x").append(i - 1).append(", %a : i32\n");
    }
    return sb.append("  return %x7999 : i32\n}\n").toString();
  }

  @Test
  void largeOutputStreamedToFileMatchesStdout(@TempDir Path dir) throws Exception {
    String input = bigModule();
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    assertEquals(0, jopt(dir, input, stdout, "-"));
    assertTrue(stdout.size() > 4 * 65536, "precondition: output spans several drains");
    assertEquals(0, jopt(dir, input, new ByteArrayOutputStream(), "-", "-o", "out.mlir"));
    assertEquals(stdout.toString(StandardCharsets.UTF_8), Files.readString(dir.resolve("out.mlir")));
    try (var files = Files.list(dir)) {
      assertEquals(List.of(dir.resolve("out.mlir")), files.toList(), "temporary file left behind");
    }
  }

  @Test
  void failedRunAfterStreamingLeavesNoFile(@TempDir Path dir) throws Exception {
    // The first chunk streams well past the drain threshold, the second fails to parse.
    String input = bigModule() + "// -----\nfunc.func @bad( {\n";
    assertEquals(1, jopt(dir, input, new ByteArrayOutputStream(), "-", "--split-input-file", "-o", "out.mlir"));
    try (var files = Files.list(dir)) {
      assertEquals(List.of(), files.toList(), "partial or temporary output left behind");
    }
  }

  @Test
  void regularFileIsWritten(@TempDir Path dir) throws Exception {
    assertEquals(0, jopt(dir, "-", "-o", "out.mlir"));
    assertTrue(Files.readString(dir.resolve("out.mlir")).contains("func.func @f()"));
  }

  @Test
  void devNullStaysADevice(@TempDir Path dir) {
    Path devNull = Path.of("/dev/null");
    assertFalse(Files.isRegularFile(devNull), "precondition: /dev/null is a device here");
    assertEquals(0, jopt(dir, "-", "-o", "/dev/null"));
    assertFalse(Files.isRegularFile(devNull), "jopt -o /dev/null replaced the device with a file");
  }

  @Test
  void fifoIsWrittenThrough(@TempDir Path dir) throws Exception {
    Path fifo = dir.resolve("pipe");
    Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
    assertEquals(0, mk.waitFor());
    CompletableFuture<String> reader =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return Files.readString(fifo);
              } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
            });
    assertEquals(0, jopt(dir, "-", "-o", fifo.toString()));
    assertTrue(reader.get(30, java.util.concurrent.TimeUnit.SECONDS).contains("func.func @f()"));
    assertFalse(Files.isRegularFile(fifo));
  }
}
