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
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    Invocation inv =
        new Invocation(
            List.of(args),
            cwd,
            Map.of(),
            new ByteArrayInputStream(INPUT.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(sink, true),
            new PrintStream(sink, true));
    return Tools.invoke(new JoptMain(), inv);
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
