package org.jmlir.tool;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * One run of a tool: what a process would get from the OS.
 *
 * @param args the arguments, without the program name
 * @param workingDirectory the directory relative paths resolve against (absolute)
 * @param environment the environment variables (immutable)
 * @param stdin standard input
 * @param stdout standard output; binary-safe, tools write bytes through it
 * @param stderr standard error
 */
public record Invocation(
    List<String> args,
    Path workingDirectory,
    Map<String, String> environment,
    InputStream stdin,
    PrintStream stdout,
    PrintStream stderr) {

  public Invocation {
    args = List.copyOf(args);
    workingDirectory = workingDirectory.toAbsolutePath().normalize();
    environment = Map.copyOf(environment);
  }

  /** Resolves a path given on the command line against the working directory. */
  public Path resolve(String path) {
    return workingDirectory.resolve(path);
  }

  /** The invocation a real process gets: its arguments, the current directory, env and System streams. */
  public static Invocation ofProcess(String[] args) {
    return new Invocation(
        List.of(args),
        Path.of("").toAbsolutePath(),
        System.getenv(),
        System.in,
        System.out,
        System.err);
  }
}
