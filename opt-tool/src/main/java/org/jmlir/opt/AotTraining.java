package org.jmlir.opt;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;

/**
 * The training run of opt-tool's second AOT cache, {@code target/app-large.aot} (opt-tool/pom.xml),
 * which bin/jmlir-launch uses for input files of 16 MB and more: jopt on a generated module of
 * functions with scalar stack slots, once per pass that large inputs are commonly run through. Such
 * runs are long enough for the cache to record the method profiles of parsing, verification, the
 * pass and printing (JDK 25, JEP 515): the JIT then starts from them instead of gathering them again,
 * and a million-line run spends less of its first seconds in the interpreter and in profiled C1 code.
 * Small inputs keep {@code app.aot}, trained on the bundled sample only: every class a cache holds
 * is loaded at each start, which a 50 ms run would pay for.
 *
 * <p>Usage: {@code AotTraining OUTPUT-FILE}. Exits non-zero if any run fails, so a crash of the tool
 * on the training input fails the build.
 */
public final class AotTraining {
  /** Functions in the generated module (~110 lines each): long enough for profiles, ~1 s a pass. */
  static final int FUNCTIONS = 300;

  /** The passes trained, one jopt run each. */
  static final List<String> PASSES = List.of("-mem2reg", "-canonicalize", "-int-range-optimizations", "-remove-dead-values");

  private AotTraining() {}

  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: AotTraining OUTPUT-FILE");
      System.exit(2);
    }
    byte[] input = slotsModule(FUNCTIONS).getBytes(StandardCharsets.UTF_8);
    int status = 0;
    for (String pass : PASSES) {
      List<String> run = List.of(pass, "-o", args[0], "-");
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      Invocation inv = new Invocation(run, Path.of(""), Map.of(), new ByteArrayInputStream(input),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8));
      int s = Tools.invoke(new JoptMain(), inv);
      if (s != 0) {
        System.err.println("jopt " + String.join(" ", run) + ": exit " + s);
        System.err.print(err.toString(StandardCharsets.UTF_8));
        status = 1;
      }
    }
    System.exit(status);
  }

  /**
   * {@code n} functions, each with eight {@code memref<i32>} slots stored on entry, loaded and
   * updated by arith ops in the two arms of a diamond and in a loop, as front ends emit before
   * mem2reg.
   */
  static String slotsModule(int n) {
    String[] ops = {"addi", "subi", "muli", "xori", "andi", "ori"};
    StringBuilder sb = new StringBuilder("module {\n");
    for (int f = 0; f < n; f++) {
      sb.append("  func.func @f").append(f).append("(%arg0: i32, %arg1: i32, %c: i1, %n: i32) -> i32 {\n");
      for (int s = 0; s < 8; s++) {
        sb.append("    %s").append(s).append(" = memref.alloca() : memref<i32>\n");
      }
      for (int s = 0; s < 8; s++) {
        sb.append("    memref.store %arg").append(s % 2).append(", %s").append(s).append("[] : memref<i32>\n");
      }
      sb.append("    %one = arith.constant 1 : i32\n    cf.cond_br %c, ^bb1, ^bb2\n");
      int[] v = {0};
      for (int b = 1; b <= 3; b++) {
        sb.append("  ^bb").append(b).append(":\n");
        int first = v[0] + 1;
        for (int s = 0; s < 3; s++) {
          sb.append("    %v").append(++v[0]).append(" = memref.load %s").append((f + b + s * 3) % 8).append("[] : memref<i32>\n");
        }
        for (int i = 0; i < 25; i++) {
          int x = first + (f * 7 + i * 5) % (v[0] - first + 1);
          int y = first + (f * 3 + i * 11) % (v[0] - first + 1);
          sb.append("    %v").append(++v[0]).append(" = arith.").append(ops[(f + b + i) % ops.length])
              .append(" %v").append(x).append(", %v").append(y).append(" : i32\n");
        }
        for (int s = 0; s < 2; s++) {
          sb.append("    memref.store %v").append(v[0] - s).append(", %s").append((f + b + s * 5) % 8).append("[] : memref<i32>\n");
        }
        sb.append(b < 3 ? "    cf.br ^bb3\n" : "");
      }
      sb.append("    %v").append(++v[0]).append(" = memref.load %s0[] : memref<i32>\n")
          .append("    %i = arith.addi %v").append(v[0]).append(", %one : i32\n")
          .append("    memref.store %i, %s0[] : memref<i32>\n")
          .append("    %lt = arith.cmpi slt, %i, %n : i32\n")
          .append("    cf.cond_br %lt, ^bb3, ^bb4\n  ^bb4:\n")
          .append("    %v").append(++v[0]).append(" = memref.load %s1[] : memref<i32>\n")
          .append("    return %v").append(v[0]).append(" : i32\n  }\n");
    }
    return sb.append("}\n").toString();
  }
}
