package org.jmlir.tool;

import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** Runs tools at the one boundary where a throwable becomes an exit status. */
public final class Tools {
  /**
   * Exit status of a crashed tool. Matches what a shell reports for a process killed by SIGABRT
   * (128 + 6), which is how LLVM tools crash; {@code not --crash} accepts it.
   */
  public static final int CRASH = 134;

  private Tools() {}

  /**
   * Runs {@code tool} and returns its exit status. An escaping throwable (including
   * {@link StackOverflowError} and {@link OutOfMemoryError}) is reported on the invocation's stderr as
   * a crash and yields {@link #CRASH}.
   */
  public static int invoke(Tool tool, Invocation invocation) {
    try {
      int status = tool.run(invocation);
      invocation.stdout().flush();
      invocation.stderr().flush();
      return status;
    } catch (Throwable t) { // the tool boundary: the one place that catches Throwable
      invocation.stdout().flush();
      invocation.stderr().println("PLEASE submit a bug report: " + tool.name() + " crashed.");
      t.printStackTrace(invocation.stderr());
      invocation.stderr().flush();
      return CRASH;
    }
  }

  /** Runs {@code tool} as this process's program and exits with its status. For launchers' {@code main}. */
  public static void main(Tool tool, String[] args) {
    int status = invoke(tool, Invocation.ofProcess(args));
    System.out.flush();
    System.err.flush();
    // System.exit initialises the JDK's logging (it may log the exit), ~15 ms of a small run; the
    // tools register no shutdown hooks and have flushed their output, so halting is equivalent.
    // A flight recording is written by a shutdown hook: the launcher sets jmlir.exitNormally then.
    if (Boolean.getBoolean("jmlir.exitNormally")) {
      System.exit(status);
    }
    Runtime.getRuntime().halt(status);
  }

  /** All tools on the class path that register themselves as a {@link Tool} service, by name. */
  public static Map<String, Tool> discover(ClassLoader loader) {
    Map<String, Tool> byName = new TreeMap<>();
    for (Tool tool : ServiceLoader.load(Tool.class, loader)) {
      byName.putIfAbsent(tool.name(), tool);
    }
    return byName;
  }

  /** The tool registered under {@code name}, if any. */
  public static Optional<Tool> find(String name) {
    return Optional.ofNullable(discover(Tools.class.getClassLoader()).get(name));
  }
}
