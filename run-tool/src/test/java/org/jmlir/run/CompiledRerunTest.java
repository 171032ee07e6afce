package org.jmlir.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.tool.Invocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** jrun started interpreted (bin/jrun's -Xint) reruns itself with compilers where a run needs them. */
class CompiledRerunTest {
  @TempDir
  Path dir;

  private static final String PROGRAM = """
      module {
        llvm.func @printI64(i64)
        llvm.func @printNewline()
        llvm.func @main() {
          %0 = llvm.mlir.constant(42 : i64) : i64
          llvm.call @printI64(%0) : (i64) -> ()
          llvm.call @printNewline() : () -> ()
          llvm.return
        }
      }
      """;

  /** {@link #PROGRAM} after a comment that makes the file {@code size} bytes long. */
  private Path program(String name, int size, String text) throws Exception {
    StringBuilder sb = new StringBuilder("// ");
    while (sb.length() < size - text.length() - 1) {
      sb.append('x');
    }
    Path file = dir.resolve(name);
    Files.writeString(file, sb.append('\n').append(text).toString());
    return file;
  }

  private Invocation invocation(List<String> args) {
    return new Invocation(args, dir, System.getenv(), new ByteArrayInputStream(new byte[0]),
        new PrintStream(PrintStream.nullOutputStream()), new PrintStream(PrintStream.nullOutputStream()));
  }

  @Test
  void largeInputsAndGpuEmulationNeedCompilers() throws Exception {
    Path small = program("small.mlir", 1000, PROGRAM);
    Path large = program("large.mlir", CompiledRerun.MAX_INTERPRETED_BYTES + 1, PROGRAM);
    Path limit = program("limit.mlir", CompiledRerun.MAX_INTERPRETED_BYTES, PROGRAM);
    assertEquals(CompiledRerun.MAX_INTERPRETED_BYTES + 1, Files.size(large));
    assertFalse(CompiledRerun.needsCompilers(invocation(List.of()), RunOptions.parse(List.of(small.toString()))));
    assertFalse(CompiledRerun.needsCompilers(invocation(List.of()), RunOptions.parse(List.of(limit.toString()))));
    assertTrue(CompiledRerun.needsCompilers(invocation(List.of()), RunOptions.parse(List.of(large.toString()))));
    assertTrue(CompiledRerun.needsCompilers(invocation(List.of()),
        RunOptions.parse(List.of("--gpu-emulate", small.toString()))));
    // stdin's size is known once read; a missing file is reported by the run
    assertFalse(CompiledRerun.needsCompilers(invocation(List.of()), RunOptions.parse(List.of("-"))));
    assertFalse(CompiledRerun.needsCompilers(invocation(List.of()), RunOptions.parse(List.of("missing.mlir"))));
  }

  private static Operation parse(String text) {
    Operation module = SourceParser.parse(JrunDialects.context(), text.getBytes(StandardCharsets.UTF_8), "t.mlir",
        ParseOptions.DEFAULT);
    assertNotNull(module);
    return module;
  }

  @Test
  void declarationsOfJavaRuntimeFunctionsNeedCompilers() {
    assertFalse(CompiledRerun.callsJavaRuntime(parse(PROGRAM)));
    assertTrue(CompiledRerun.callsJavaRuntime(parse("module { llvm.func @_mlir_apfloat_add(i32, i64, i64) -> i64 }")));
    assertTrue(CompiledRerun.callsJavaRuntime(parse("module { llvm.func @_mlir_ciface_stdSort(i64, !llvm.ptr, i64) }")));
    assertTrue(CompiledRerun.callsJavaRuntime(parse("module { llvm.func @verifyMemRefF32(i64, !llvm.ptr, i64, !llvm.ptr) -> i64 }")));
    // the native printers, and a definition of the same name, do not
    assertFalse(CompiledRerun.callsJavaRuntime(parse("module { llvm.func @printMemrefF32(i64, !llvm.ptr) }")));
    assertFalse(CompiledRerun.callsJavaRuntime(parse("module { llvm.func @stdSortLocal() { llvm.return } }")));
  }

  /** Runs jrun in a JVM started as bin/jrun starts it (interpreted, with the property), stderr with timing. */
  private String[] jrun(Path input) throws Exception {
    List<String> cmd = new ArrayList<>(List.of("/bin/sh", "-c", "ulimit -c 0; exec \"$@\"", "jrun",
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xint",
        "-D" + CompiledRerun.PROPERTY + "=true", "-Djmlir.jrun.timing=true", "--enable-native-access=ALL-UNNAMED",
        "-XX:+SuppressFatalErrorMessage", "-cp", System.getProperty("java.class.path"), JrunMain.class.getName(),
        "-e", "main", "--entry-point-result=void", "--shared-libs=libmlir_c_runner_utils.so", input.toString()));
    Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectInput(ProcessBuilder.Redirect.from(input.toFile()))
        .start();
    Thread drain = Thread.ofVirtual().start(() -> {
      try {
        p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
      } catch (java.io.IOException e) {
        // gone
      }
    });
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    drain.join();
    return new String[] {Integer.toString(p.waitFor()), err};
  }

  private static int starts(String stderr) {
    return stderr.split("jrun: start ", -1).length - 1;
  }

  @Test
  void aLargeProgramRunsInAChildWithCompilersAndItsStatusIsJruns() throws Exception {
    String[] small = jrun(program("small.mlir", 1000, PROGRAM));
    assertEquals("0", small[0], small[1]);
    assertEquals(1, starts(small[1]), small[1]);
    String[] large = jrun(program("large.mlir", CompiledRerun.MAX_INTERPRETED_BYTES + 100, PROGRAM));
    assertEquals("0", large[0], large[1]);
    assertEquals(2, starts(large[1]), large[1]);
    // a native crash in the child: SIGABRT's status, as in a run of its own
    String crash = PROGRAM.replace("llvm.func @printI64(i64)", "llvm.func @printI64(i64)\n  llvm.func @abort()")
        .replace("llvm.return", "llvm.call @abort() : () -> ()\n    llvm.return");
    String[] crashed = jrun(program("crash.mlir", CompiledRerun.MAX_INTERPRETED_BYTES + 100, crash));
    assertEquals("134", crashed[0], crashed[1]);
    assertEquals(2, starts(crashed[1]), crashed[1]);
  }
}
