package org.jmlir.tool;

/**
 * The entry point every jmlir command-line tool implements (jopt, jtranslate, jfilecheck, jlit, ...).
 *
 * <p>A tool reads its arguments, working directory, environment and streams from the {@link Invocation}
 * and returns its exit status. It never calls {@code System.exit}, never reads {@code System.in/out/err}
 * and keeps no global mutable state, so that jlit can run many invocations in one JVM, in parallel.
 * Run tools through {@link Tools#invoke}, which turns an escaping throwable into {@link Tools#CRASH}.
 */
public interface Tool {
  /** The command name, e.g. {@code "jopt"}; jlit resolves RUN-line commands by this name. */
  String name();

  /**
   * Runs the tool once.
   *
   * @return the process-style exit status: 0 for success, small positive values for failure
   * @throws Exception an escaping exception is a crash (a bug in the tool), never a user error
   */
  int run(Invocation invocation) throws Exception;
}
