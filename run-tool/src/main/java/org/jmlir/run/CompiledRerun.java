package org.jmlir.run;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jmlir.ir.Operation;
import org.jmlir.tool.Invocation;

/**
 * jrun's choice of the JVM's execution mode by the input. {@code bin/jrun} starts jrun interpreted
 * ({@code -Xint} with {@value #PROPERTY}): a JVM without compilers starts ~3 ms sooner (no compiled
 * method-handle wrappers while the AOT cache's lambda forms are restored, no compiler thread) and a
 * small program's run costs ~10 ms less CPU and ~5 ms less wall time (BENCHMARKS.md, issue 12). The
 * shell cannot see an input's size without a fork, so jrun looks once it has read the input: a large
 * one (whose parse and translation would run interpreted), GPU emulation (its passes) or a program
 * calling jrun's Java runtime functions (APFloat, {@code stdSort}, {@code verifyMemRef}) runs again in a
 * child JVM with its compilers, which gets this one's arguments, streams and the input, and whose exit
 * status (a native crash's 128 + signal included) is this one's.
 */
final class CompiledRerun {
  private CompiledRerun() {}

  /** Set by bin/jrun next to -Xint: this JVM may hand a run that needs compilers to a child. */
  static final String PROPERTY = "jmlir.jrun.interpretedStart";

  /**
   * Inputs up to this size stay interpreted: at 16 KB an interpreted run took as long as a compiled
   * one (lat12a, BENCHMARKS.md), at 200 KB 1.7x as long.
   */
  static final int MAX_INTERPRETED_BYTES = 32 * 1024;

  /** The program functions whose runtime is Java (RunnerUtils, ApFloatRuntime), by name prefix. */
  private static final String[] JAVA_RUNTIME = {"_mlir_apfloat_", "printApFloat", "_mlir_ciface_stdSort",
      "_mlir_ciface_verifyMemRef", "verifyMemRef"};

  /** Whether this JVM was started interpreted by bin/jrun (and may rerun with compilers). */
  static boolean interpretedStart() {
    return Boolean.getBoolean(PROPERTY) && System.getProperty("java.vm.info", "").contains("interpreted mode");
  }

  /**
   * Whether a run with {@code o} needs compilers, known before the input is read: GPU emulation, or an
   * input file larger than {@link #MAX_INTERPRETED_BYTES} (a stat, no read).
   */
  static boolean needsCompilers(Invocation inv, RunOptions o) {
    return o.gpuEmulate || !o.input.equals("-") && inv.resolve(o.input).toFile().length() > MAX_INTERPRETED_BYTES;
  }

  /** Whether the parsed {@code module} declares a function of jrun's Java runtime. */
  static boolean callsJavaRuntime(Operation module) {
    for (Operation op : module.region(0).front()) {
      if (op.name().equals("llvm.func") && op.region(0).isEmpty()
          && op.attr("sym_name") instanceof org.jmlir.ir.attr.StringAttr s) {
        for (String prefix : JAVA_RUNTIME) {
          if (s.value().startsWith(prefix)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * Runs this JVM's command line again without -Xint and {@value #PROPERTY}, standard output and error
   * inherited, standard input too unless jrun has read it already ({@code input}, written to the
   * child's); returns the child's exit status, or -1 when this JVM's command line is unknown (then the
   * run goes on here).
   */
  static int run(Invocation inv, byte[] input) throws IOException, InterruptedException {
    ProcessHandle.Info info = ProcessHandle.current().info();
    Optional<String> command = info.command();
    Optional<String[]> arguments = info.arguments();
    if (command.isEmpty() || arguments.isEmpty()) {
      return -1;
    }
    List<String> cmd = new ArrayList<>();
    cmd.add(command.get());
    for (String a : arguments.get()) {
      if (!a.equals("-Xint") && !a.startsWith("-D" + PROPERTY)) {
        cmd.add(a);
      }
    }
    inv.stdout().flush();
    inv.stderr().flush();
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(inv.workingDirectory().toFile())
        .redirectOutput(ProcessBuilder.Redirect.INHERIT).redirectError(ProcessBuilder.Redirect.INHERIT);
    boolean fromStdin = input != null;
    pb.redirectInput(fromStdin ? ProcessBuilder.Redirect.PIPE : ProcessBuilder.Redirect.INHERIT);
    Process p = pb.start();
    if (fromStdin) {
      try (OutputStream in = p.getOutputStream()) {
        in.write(input);
      } catch (IOException e) {
        // the child stopped reading: its status says why
      }
    }
    return p.waitFor();
  }
}
