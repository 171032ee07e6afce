package org.jmlir.lit.shell;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/** The mutable state of one test's shell: working directory and environment ({@code cd}, {@code export}). */
public final class ShellEnv {
  private Path cwd;
  private final TreeMap<String, String> env;

  public ShellEnv(Path cwd, Map<String, String> env) {
    this.cwd = cwd.toAbsolutePath().normalize();
    this.env = new TreeMap<>(env);
  }

  public Path cwd() {
    return cwd;
  }

  public void setCwd(Path cwd) {
    this.cwd = cwd.toAbsolutePath().normalize();
  }

  /** The live, sorted environment map. */
  public TreeMap<String, String> env() {
    return env;
  }

  public ShellEnv copy() {
    return new ShellEnv(cwd, env);
  }
}
