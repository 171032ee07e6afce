package org.jmlir.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** mlir-runner's command line as jrun reads it. */
class RunOptionsTest {
  @Test
  void defaultsAreMlirRunners() {
    RunOptions o = RunOptions.parse(List.of());
    assertNull(o.error);
    assertEquals("-", o.input);
    assertEquals("main", o.entry);
    assertEquals("f32", o.entryResult);
    assertEquals(-1, o.optLevel);
    assertFalse(o.dumpObjectFile);
  }

  @Test
  void readsEveryFlagInBothSpellings() {
    RunOptions o = RunOptions.parse(List.of("in.mlir", "-e", "entry", "-entry-point-result=i64",
        "--shared-libs=a.so,b.so", "-shared-libs", "c.so", "-O3", "--march=x86_64", "--mattr=+avx2", "-mattr=-sse4a",
        "--dump-object-file", "--object-filename=out.o"));
    assertNull(o.error);
    assertEquals("in.mlir", o.input);
    assertEquals("entry", o.entry);
    assertEquals("i64", o.entryResult);
    assertEquals(List.of("a.so", "b.so", "c.so"), o.sharedLibs);
    assertEquals(3, o.optLevel);
    assertEquals("x86_64", o.march);
    assertEquals("+avx2,-sse4a", o.mattr);
    assertTrue(o.dumpObjectFile);
    assertEquals("out.o", o.objectFilename);
  }

  @Test
  void rejectsBadCommandLines() {
    // mlir-runner's --entry-point-result takes any text; an unsupported one fails after the parse.
    RunOptions f64 = RunOptions.parse(List.of("--entry-point-result=f64"));
    assertNull(f64.error);
    assertEquals("f64", f64.entryResult);
    assertEquals("Unknown command line argument '--nope'.  Try: 'jrun --help'",
        RunOptions.parse(List.of("--nope")).error);
    assertEquals("for the -e option: requires a value!", RunOptions.parse(List.of("-e")).error);
    assertTrue(RunOptions.parse(List.of("a.mlir", "b.mlir")).error.startsWith("Too many positional arguments"));
    // -O0..-O3 are boolean flags as in mlir-runner: repeats and =false allowed, the lowest level set wins.
    assertEquals(1, RunOptions.parse(List.of("-O2", "-O1")).optLevel);
    assertEquals(3, RunOptions.parse(List.of("-O3", "--O3")).optLevel);
    assertEquals(2, RunOptions.parse(List.of("-O0", "-O2", "-O0=false")).optLevel);
    assertEquals(-1, RunOptions.parse(List.of("-O1=0")).optLevel);
    assertEquals("for the --O2 option: 'x' is invalid value for boolean argument! Try 0 or 1",
        RunOptions.parse(List.of("-O2=x")).error);
  }

  @Test
  void passesLlvmsMatrixOptionsOn() {
    RunOptions o = RunOptions.parse(List.of("in.mlir", "-O0", "-enable-matrix", "--matrix-allow-contract=1",
        "-matrix-default-layout", "row-major"));
    assertNull(o.error);
    assertEquals(List.of("-enable-matrix", "-matrix-allow-contract=1", "-matrix-default-layout=row-major"),
        o.llvmOptions);
    assertEquals(List.of(), RunOptions.parse(List.of("in.mlir")).llvmOptions);
    assertEquals("for the --matrix-default-layout option: Cannot find option named 'diagonal'!",
        RunOptions.parse(List.of("--matrix-default-layout=diagonal")).error);
    assertEquals("for the --enable-matrix option: 'yes' is invalid value for boolean argument! Try 0 or 1",
        RunOptions.parse(List.of("--enable-matrix=yes")).error);
  }
}
