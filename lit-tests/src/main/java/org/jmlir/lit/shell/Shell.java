package org.jmlir.lit.shell;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;

/**
 * Runs parsed RUN lines the way lit's internal shell does, but in this JVM: builtins
 * ({@link Builtins}) and the in-process {@link Tool}s run through {@link Tools#invoke}; any other command
 * is started as a process (resolved on the test's {@code PATH}, with {@code /bin/sh} as the interpreter
 * of scripts that lack a {@code #!} line). Pipeline stages run concurrently, joined by bounded
 * {@link Pipe}s, so large outputs never deadlock. Every command run is logged to a lit-style trace
 * ({@code # executed command: ...}, its output, its failure status).
 *
 * <p>Besides lit's shell: {@code NAME=value cmd} assignments, and {@code NAME=value} alone (like
 * {@code export}). Like lit: {@code not [--crash]}, {@code !}, {@code env [-i] [-u NAME] NAME=value},
 * pipefail, {@code cd} and {@code export} affecting later commands only when they are not in a pipeline.
 */
public final class Shell {
  private static final Pattern ASSIGNMENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*=.*", Pattern.DOTALL);
  private static final Pattern SAFE_WORD = Pattern.compile("[\\w@%+=:,./-]+");

  private final ShellEnv state;
  private final Map<String, Tool> tools;
  private final Map<String, List<String>> extraArgs;
  private final Cancellation cancellation;
  private final StringBuilder trace;

  /**
   * @param state the working directory and environment, changed by {@code cd}/{@code export}
   * @param tools the in-process tools by command name
   * @param extraArgs arguments to put in front of a tool's own, by tool name (e.g. jfilecheck's --strict)
   * @param cancellation set by the test's watchdog
   * @param trace where the execution trace goes
   */
  public Shell(ShellEnv state, Map<String, Tool> tools, Map<String, List<String>> extraArgs,
      Cancellation cancellation, StringBuilder trace) {
    this.state = state;
    this.tools = tools;
    this.extraArgs = extraArgs;
    this.cancellation = cancellation;
    this.trace = trace;
  }

  /** Whether an exit status means the command crashed (a signal, or {@link Tools#CRASH}). */
  public static boolean isCrash(int status) {
    return status > 128 || status < 0;
  }

  /** Runs a parsed command line and returns its exit status. */
  public int run(ShNode node) {
    if (cancellation.isCancelled()) {
      return 1;
    }
    return switch (node) {
      case ShNode.Seq seq -> switch (seq.op()) {
        case "&&" -> {
          int s = run(seq.lhs());
          yield s == 0 ? run(seq.rhs()) : s;
        }
        case "||" -> {
          int s = run(seq.lhs());
          yield s != 0 ? run(seq.rhs()) : s;
        }
        default -> {
          run(seq.lhs());
          yield run(seq.rhs());
        }
      };
      case ShNode.Pipeline pipeline -> runPipeline(pipeline);
    };
  }

  /** One command of a pipeline and what it did. */
  private static final class Stage {
    final ShNode.Command command;
    List<String> args;
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;

    Stage(ShNode.Command command) {
      this.command = command;
      this.args = command.argStrings();
    }
  }

  private int runPipeline(ShNode.Pipeline pipeline) {
    List<ShNode.Command> commands = pipeline.commands();
    int n = commands.size();
    if (n == 1 && runStateBuiltin(commands.getFirst())) {
      return 0;
    }
    Stage[] stages = new Stage[n];
    Pipe[] pipes = new Pipe[n - 1];
    for (int i = 0; i < n; i++) {
      stages[i] = new Stage(commands.get(i));
    }
    for (int i = 0; i < n - 1; i++) {
      pipes[i] = new Pipe();
      cancellation.register(pipes[i]);
    }
    Thread[] threads = new Thread[n];
    for (int i = 0; i < n; i++) {
      Stage stage = stages[i];
      InputStream in = i == 0 ? InputStream.nullInputStream() : pipes[i - 1].source();
      OutputStream out = i == n - 1 ? stage.out : pipes[i].sink();
      Runnable body = () -> {
        try {
          stage.status = runStage(stage, in, out);
        } finally {
          closeQuietly(out);
          closeQuietly(in);
        }
      };
      if (i == n - 1) {
        body.run();
      } else {
        threads[i] = Thread.ofVirtual().name("jlit-stage-" + i).start(body);
      }
    }
    for (int i = 0; i < n - 1; i++) {
      try {
        threads[i].join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        cancellation.cancel();
      }
      cancellation.unregister(pipes[i]);
    }
    int status = 0;
    for (Stage stage : stages) {
      if (stage.status != 0) {
        status = stage.status; // pipefail: the last non-zero status
      }
      traceStage(stage);
    }
    return status;
  }

  /** {@code cd dir}, {@code export NAME=value}, {@code NAME=value}: change the shell's own state. */
  private boolean runStateBuiltin(ShNode.Command command) {
    List<String> args = command.argStrings();
    String name = args.getFirst();
    boolean allAssignments = args.stream().allMatch(a -> ASSIGNMENT.matcher(a).matches());
    if (!name.equals("cd") && !name.equals("export") && !allAssignments) {
      return false;
    }
    if (name.equals("cd")) {
      if (args.size() != 2 || !Files.isDirectory(state.cwd().resolve(args.get(1)))) {
        return false; // let the pipeline builtin report the error
      }
      state.setCwd(state.cwd().resolve(args.get(1)));
    } else {
      for (String a : allAssignments ? args : args.subList(1, args.size())) {
        int eq = a.indexOf('=');
        if (eq > 0) {
          state.env().put(a.substring(0, eq), a.substring(eq + 1));
        }
      }
    }
    trace.append("# executed command: ").append(quote(args)).append('\n');
    return true;
  }

  private int runStage(Stage stage, InputStream pipeIn, OutputStream pipeOut) {
    List<Closeable> opened = new ArrayList<>();
    PrintStream errPrint = Builtins.printStream(stage.err);
    try {
      stage.args = withExtraArgs(expandGlobs(stage.command.args()));
      InputStream in = pipeIn;
      OutputStream[] fds = {null, pipeOut, stage.err};
      for (ShNode.Redirect r : stage.command.redirects()) {
        String target = r.target().text();
        int fd = r.effectiveFd();
        switch (r.op()) {
          case "<" -> {
            in = openInput(target);
            opened.add(in);
          }
          case ">", ">>" -> {
            if (fd > 2) {
              throw new IOException("unsupported redirect: " + fd + r.op());
            }
            fds[fd] = openOutput(target, r.op().equals(">>"));
            opened.add(fds[fd]);
          }
          case "&>" -> {
            fds[1] = openOutput(target, false);
            fds[2] = fds[1];
            opened.add(fds[1]);
          }
          case ">&" -> {
            if (target.equals("1") || target.equals("2")) {
              fds[fd] = fds[Integer.parseInt(target)];
            } else if (r.fd() < 0) {
              fds[1] = openOutput(target, false);
              fds[2] = fds[1];
              opened.add(fds[1]);
            } else {
              throw new IOException("unsupported redirect: " + r.fd() + ">&" + target);
            }
          }
          default -> throw new IOException("unsupported redirect: " + r.op());
        }
      }
      Map<OutputStream, PrintStream> prints = new IdentityHashMap<>();
      PrintStream out = prints.computeIfAbsent(fds[1], Shell::bufferedPrint);
      PrintStream err = prints.computeIfAbsent(fds[2], Shell::bufferedPrint);
      try {
        return exec(stage.args, in, out, err, state.env(), state.cwd());
      } finally {
        out.flush();
        err.flush();
      }
    } catch (IOException e) {
      errPrint.println(e.getMessage());
      errPrint.flush();
      return 1;
    } finally {
      for (Closeable c : opened) {
        closeQuietly(c);
      }
    }
  }

  private static PrintStream bufferedPrint(OutputStream os) {
    return Builtins.printStream(new BufferedOutputStream(os, 16 * 1024));
  }

  /**
   * The index of the program word in a command's words: past {@code not [--crash]}, {@code !},
   * {@code env} and its options, and {@code NAME=value} assignments.
   */
  public static int commandIndex(List<String> args) {
    int i = 0;
    while (i < args.size()) {
      String a = args.get(i);
      if (a.equals("not") || a.equals("!") || a.equals("env") || ASSIGNMENT.matcher(a).matches()
          || (i > 0 && args.get(i - 1).equals("not") && a.equals("--crash"))
          || (i > 0 && args.get(i - 1).equals("env") && a.equals("-i"))) {
        i++;
      } else if (i > 0 && args.get(i - 1).equals("env") && a.equals("-u")) {
        i += 2;
      } else {
        break;
      }
    }
    return i;
  }

  /** Puts the configured extra arguments (jfilecheck's --strict) right after an in-process tool's name. */
  private List<String> withExtraArgs(List<String> args) {
    if (extraArgs.isEmpty()) {
      return args;
    }
    int i = commandIndex(args);
    if (i >= args.size() || !tools.containsKey(args.get(i)) || Builtins.ALL.containsKey(args.get(i))) {
      return args;
    }
    List<String> extra = extraArgs.get(args.get(i));
    if (extra == null || extra.isEmpty()) {
      return args;
    }
    List<String> all = new ArrayList<>(args);
    all.addAll(i + 1, extra);
    return all;
  }

  private InputStream openInput(String target) throws IOException {
    if (target.equals("/dev/null")) {
      return InputStream.nullInputStream();
    }
    Path p = state.cwd().resolve(target);
    if (!Files.isRegularFile(p)) {
      throw new IOException(target + ": No such file or directory");
    }
    return Files.newInputStream(p);
  }

  private OutputStream openOutput(String target, boolean append) throws IOException {
    if (target.equals("/dev/null")) {
      return OutputStream.nullOutputStream();
    }
    Path p = state.cwd().resolve(target);
    try {
      return append
          ? Files.newOutputStream(p, StandardOpenOption.CREATE, StandardOpenOption.APPEND)
          : Files.newOutputStream(p);
    } catch (java.nio.file.NoSuchFileException e) {
      throw new IOException(target + ": No such file or directory", e);
    }
  }

  /** Runs one command with its wrappers ({@code not}, {@code env}, assignments) peeled off. */
  private int exec(List<String> args, InputStream in, PrintStream out, PrintStream err,
      Map<String, String> env, Path cwd) throws IOException {
    if (cancellation.isCancelled()) {
      return 1;
    }
    String name = args.getFirst();
    if (name.equals("not") || name.equals("!")) {
      boolean crash = name.equals("not") && args.size() > 1 && args.get(1).equals("--crash");
      List<String> rest = args.subList(crash ? 2 : 1, args.size());
      if (rest.isEmpty()) {
        err.println("Error: '" + name + "' requires a subcommand");
        return 127;
      }
      int status = exec(rest, in, out, err, env, cwd);
      if (crash) {
        return isCrash(status) ? 0 : 1;
      }
      return status == 0 || isCrash(status) ? 1 : 0;
    }
    if (name.equals("env") || ASSIGNMENT.matcher(name).matches()) {
      TreeMap<String, String> newEnv = new TreeMap<>(env);
      int i = name.equals("env") ? 1 : 0;
      while (i < args.size()) {
        String a = args.get(i);
        if (name.equals("env") && (a.equals("-i") || a.equals("--ignore-environment"))) {
          newEnv.clear();
        } else if (name.equals("env") && a.equals("-u") && i + 1 < args.size()) {
          newEnv.remove(args.get(++i));
        } else if (name.equals("env") && a.startsWith("--unset=")) {
          newEnv.remove(a.substring("--unset=".length()));
        } else if (ASSIGNMENT.matcher(a).matches()) {
          int eq = a.indexOf('=');
          newEnv.put(a.substring(0, eq), a.substring(eq + 1));
        } else {
          break;
        }
        i++;
      }
      if (i == args.size()) {
        if (name.equals("env")) {
          newEnv.forEach((k, v) -> out.print(k + "=" + v + "\n"));
        }
        return 0;
      }
      return exec(args.subList(i, args.size()), in, out, err, newEnv, cwd);
    }
    Tool tool = Builtins.ALL.get(name);
    if (tool == null) {
      tool = tools.get(name);
    }
    if (tool != null) {
      return Tools.invoke(tool, new Invocation(args.subList(1, args.size()), cwd, env, in, out, err));
    }
    return external(args, in, out, err, env, cwd);
  }

  private int external(List<String> args, InputStream in, PrintStream out, PrintStream err,
      Map<String, String> env, Path cwd) throws IOException {
    Path exe = which(args.getFirst(), env.get("PATH"), cwd);
    if (exe == null) {
      err.println("'" + args.getFirst() + "': command not found");
      return 127;
    }
    List<String> command = new ArrayList<>(args);
    command.set(0, exe.toString());
    Process process;
    try {
      process = start(command, env, cwd);
    } catch (IOException e) {
      if (e.getMessage() == null || !e.getMessage().contains("error=8")) {
        throw e;
      }
      command.addFirst("/bin/sh"); // a script without a #! line
      process = start(command, env, cwd);
    }
    cancellation.register(process);
    Process p = process;
    Thread inPump = Thread.ofVirtual().start(() -> pump(in, p.getOutputStream(), true));
    Thread outPump = Thread.ofVirtual().start(() -> pump(p.getInputStream(), out, false));
    Thread errPump = Thread.ofVirtual().start(() -> pump(p.getErrorStream(), err, false));
    try {
      int status = p.waitFor();
      outPump.join();
      errPump.join();
      inPump.interrupt();
      return status;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      p.destroyForcibly();
      return 1;
    } finally {
      cancellation.unregister(p);
    }
  }

  private static Process start(List<String> command, Map<String, String> env, Path cwd) throws IOException {
    ProcessBuilder pb = new ProcessBuilder(command).directory(cwd.toFile());
    pb.environment().clear();
    pb.environment().putAll(env);
    return pb.start();
  }

  private static void pump(InputStream from, OutputStream to, boolean closeTarget) {
    try {
      from.transferTo(to);
      to.flush();
    } catch (IOException e) {
      // broken pipe or interrupted: the other side is gone
    } finally {
      if (closeTarget) {
        closeQuietly(to);
      }
    }
  }

  /** Finds an executable like a shell does: paths with a slash against cwd, others on PATH. */
  static Path which(String name, String path, Path cwd) {
    if (name.contains("/")) {
      Path p = cwd.resolve(name);
      return Files.isExecutable(p) && !Files.isDirectory(p) ? p : null;
    }
    String search = path == null ? "/usr/local/bin:/usr/bin:/bin" : path;
    for (String dir : search.split(":")) {
      if (dir.isEmpty()) {
        continue;
      }
      Path p = cwd.resolve(dir).resolve(name);
      if (Files.isExecutable(p) && !Files.isDirectory(p)) {
        return p;
      }
    }
    return null;
  }

  private List<String> expandGlobs(List<ShNode.Word> words) throws IOException {
    List<String> result = new ArrayList<>(words.size());
    for (ShNode.Word w : words) {
      if (!w.glob()) {
        result.add(w.text());
        continue;
      }
      List<String> matches = glob(w.text(), state.cwd());
      if (matches.isEmpty()) {
        result.add(w.text());
      } else {
        result.addAll(matches);
      }
    }
    return result;
  }

  /** Expands a glob pattern, component by component; results are absolute and sorted. */
  static List<String> glob(String pattern, Path cwd) throws IOException {
    List<Path> current = new ArrayList<>();
    current.add(pattern.startsWith("/") ? Path.of("/") : cwd);
    for (String segment : pattern.split("/")) {
      if (segment.isEmpty()) {
        continue;
      }
      List<Path> nextPaths = new ArrayList<>();
      if (segment.indexOf('*') < 0 && segment.indexOf('?') < 0) {
        for (Path p : current) {
          nextPaths.add(p.resolve(segment));
        }
      } else {
        PathMatcher matcher = FileSystems.getDefault().getPathMatcher("glob:" + segment);
        for (Path p : current) {
          if (!Files.isDirectory(p)) {
            continue;
          }
          List<Path> found = new ArrayList<>();
          try (DirectoryStream<Path> ds = Files.newDirectoryStream(p)) {
            for (Path child : ds) {
              String fn = child.getFileName().toString();
              if (matcher.matches(child.getFileName()) && (!fn.startsWith(".") || segment.startsWith("."))) {
                found.add(child);
              }
            }
          }
          found.sort(null);
          nextPaths.addAll(found);
        }
      }
      current = nextPaths;
    }
    List<String> out = new ArrayList<>();
    for (Path p : current) {
      if (Files.exists(p)) {
        out.add(p.normalize().toString());
      }
    }
    return out;
  }

  private void traceStage(Stage stage) {
    trace.append("# executed command: ").append(quote(stage.args)).append('\n');
    String out = stage.out.toString(StandardCharsets.UTF_8);
    String err = stage.err.toString(StandardCharsets.UTF_8);
    if (stage.status == 0 && out.isBlank() && err.isBlank()) {
      return;
    }
    formatOutput(trace, "command stdout", out);
    formatOutput(trace, "command stderr", err);
    if (out.isBlank() && err.isBlank()) {
      trace.append("# note: command had no output on stdout or stderr\n");
    }
    if (stage.status != 0) {
      trace.append("# error: command failed with exit status: ").append(stage.status).append('\n');
    }
    if (cancellation.isCancelled()) {
      trace.append("# error: command reached timeout: True\n");
    }
  }

  /** A titled, '# | '-prefixed block of output, as lit prints one. */
  static void formatOutput(StringBuilder sb, String title, String data) {
    if (data.isBlank()) {
      return;
    }
    sb.append("# .---").append(title).append("-".repeat(Math.max(0, 26 - title.length()))).append('\n');
    for (String line : data.split("\n", -1)) {
      sb.append("# | ").append(line).append('\n');
    }
    if (data.endsWith("\n")) {
      sb.setLength(sb.length() - "# | \n".length());
    }
    sb.append("# `").append("-".repeat(29)).append('\n');
  }

  /** Quotes words like Python's shlex.quote, as lit's trace does. */
  public static String quote(List<String> args) {
    StringBuilder sb = new StringBuilder();
    for (String a : args) {
      if (!sb.isEmpty()) {
        sb.append(' ');
      }
      if (a.isEmpty()) {
        sb.append("''");
      } else if (SAFE_WORD.matcher(a).matches()) {
        sb.append(a);
      } else {
        sb.append('\'').append(a.replace("'", "'\"'\"'")).append('\'');
      }
    }
    return sb.toString();
  }

  private static void closeQuietly(Closeable c) {
    try {
      c.close();
    } catch (IOException e) {
      // nothing to do: the stream is gone either way
    }
  }
}
