package org.jmlir.lit.shell;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;

/**
 * The commands jlit's shell runs itself, like lit's internal shell: {@code echo}, {@code cat},
 * {@code count}, {@code diff}, {@code mkdir}, {@code rm}, {@code cd}, {@code pwd}, {@code true},
 * {@code false} and {@code :}. ({@code not} and {@code env} wrap another command and live in
 * {@link Shell}.) Each is a {@link Tool} so it runs through the same entry point as jopt.
 */
public final class Builtins {
  private Builtins() {}

  /** A builtin's body. */
  @FunctionalInterface
  interface Body {
    int run(Invocation inv) throws Exception;
  }

  /** A builtin command as a {@link Tool}. */
  record Builtin(String name, Body body) implements Tool {
    @Override
    public int run(Invocation invocation) throws Exception {
      return body.run(invocation);
    }
  }

  /** All builtins by name. */
  public static final Map<String, Tool> ALL = Map.ofEntries(
      entry("echo", Builtins::echo),
      entry("cat", Builtins::cat),
      entry("count", Builtins::count),
      entry("diff", Diff::run),
      entry("mkdir", Builtins::mkdir),
      entry("rm", Builtins::rm),
      entry("cd", Builtins::cd),
      entry("pwd", inv -> {
        inv.stdout().println(inv.workingDirectory());
        return 0;
      }),
      entry("export", inv -> 0),
      entry("true", inv -> 0),
      entry(":", inv -> 0),
      entry("false", inv -> 1));

  private static Map.Entry<String, Tool> entry(String name, Body body) {
    return Map.entry(name, new Builtin(name, body));
  }

  static int echo(Invocation inv) {
    List<String> args = inv.args();
    boolean newline = true;
    boolean escapes = false;
    int i = 0;
    while (i < args.size() && (args.get(i).equals("-n") || args.get(i).equals("-e"))) {
      if (args.get(i).equals("-n")) {
        newline = false;
      } else {
        escapes = true;
      }
      i++;
    }
    StringBuilder sb = new StringBuilder();
    for (int k = i; k < args.size(); k++) {
      if (k > i) {
        sb.append(' ');
      }
      sb.append(escapes ? unescape(args.get(k)) : args.get(k));
    }
    if (newline) {
      sb.append('\n');
    }
    byte[] bytes = sb.toString().getBytes(StandardCharsets.UTF_8);
    inv.stdout().write(bytes, 0, bytes.length);
    return 0;
  }

  /** Interprets echo -e escapes: \n \t \\ \0NNN and the rest of C's single-letter escapes. */
  static String unescape(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\' || i + 1 == s.length()) {
        sb.append(c);
        continue;
      }
      char n = s.charAt(++i);
      switch (n) {
        case 'n' -> sb.append('\n');
        case 't' -> sb.append('\t');
        case 'r' -> sb.append('\r');
        case 'a' -> sb.append('\u0007');
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'v' -> sb.append('\u000b');
        case '\\' -> sb.append('\\');
        case '0' -> {
          int v = 0;
          int digits = 0;
          while (digits < 3 && i + 1 < s.length() && s.charAt(i + 1) >= '0' && s.charAt(i + 1) <= '7') {
            v = v * 8 + (s.charAt(++i) - '0');
            digits++;
          }
          sb.append((char) v);
        }
        default -> sb.append('\\').append(n);
      }
    }
    return sb.toString();
  }

  static int cat(Invocation inv) throws IOException {
    List<String> files = inv.args().isEmpty() ? List.of("-") : inv.args();
    int status = 0;
    for (String f : files) {
      if (f.equals("-")) {
        inv.stdin().transferTo(inv.stdout());
        continue;
      }
      Path p = inv.resolve(f);
      if (Files.isDirectory(p)) {
        inv.stderr().println("cat: " + f + ": Is a directory");
        status = 1;
      } else if (!Files.exists(p)) {
        inv.stderr().println("cat: " + f + ": No such file or directory");
        status = 1;
      } else {
        try (InputStream in = Files.newInputStream(p)) {
          in.transferTo(inv.stdout());
        }
      }
    }
    return status;
  }

  /** LLVM's {@code count N}: succeeds when standard input has exactly N newline characters. */
  static int count(Invocation inv) throws IOException {
    if (inv.args().size() != 1) {
      inv.stderr().println("usage: count <expected>");
      return 2;
    }
    long expected;
    try {
      expected = Long.parseLong(inv.args().get(0));
    } catch (NumberFormatException e) {
      inv.stderr().println("count: invalid number: '" + inv.args().get(0) + "'");
      return 2;
    }
    long lines = 0;
    byte[] buf = new byte[8192];
    InputStream in = inv.stdin();
    for (int n; (n = in.read(buf)) > 0; ) {
      for (int i = 0; i < n; i++) {
        if (buf[i] == '\n') {
          lines++;
        }
      }
    }
    if (lines != expected) {
      inv.stderr().println("Expected " + expected + " lines, got " + lines + ".");
      return 1;
    }
    return 0;
  }

  static int mkdir(Invocation inv) throws IOException {
    boolean parents = false;
    List<String> dirs = new ArrayList<>();
    for (String a : inv.args()) {
      if (a.equals("-p")) {
        parents = true;
      } else {
        dirs.add(a);
      }
    }
    if (dirs.isEmpty()) {
      inv.stderr().println("mkdir: missing operand");
      return 1;
    }
    int status = 0;
    for (String d : dirs) {
      Path p = inv.resolve(d);
      try {
        if (parents) {
          Files.createDirectories(p);
        } else if (!Files.isDirectory(p)) { // an existing directory is fine, as in lit's mkdir
          Files.createDirectory(p);
        }
      } catch (FileAlreadyExistsException e) {
        inv.stderr().println("mkdir: cannot create directory '" + d + "': File exists");
        status = 1;
      } catch (NoSuchFileException e) {
        inv.stderr().println("mkdir: cannot create directory '" + d + "': No such file or directory");
        status = 1;
      }
    }
    return status;
  }

  static int rm(Invocation inv) throws IOException {
    boolean force = false;
    boolean recursive = false;
    List<String> paths = new ArrayList<>();
    boolean options = true;
    for (String a : inv.args()) {
      if (options && a.equals("--")) {
        options = false;
      } else if (options && a.startsWith("-") && a.length() > 1) {
        for (char c : a.substring(1).toCharArray()) {
          switch (c) {
            case 'f' -> force = true;
            case 'r', 'R' -> recursive = true;
            case 'v' -> { }
            default -> {
              inv.stderr().println("rm: unsupported option: -" + c);
              return 1;
            }
          }
        }
      } else {
        paths.add(a);
      }
    }
    int status = 0;
    for (String a : paths) {
      Path p = inv.resolve(a);
      if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
        if (!force) {
          inv.stderr().println("rm: cannot remove '" + a + "': No such file or directory");
          status = 1;
        }
        continue;
      }
      if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
        if (!recursive) {
          inv.stderr().println("rm: cannot remove '" + a + "': Is a directory");
          status = 1;
          continue;
        }
        deleteTree(p);
      } else {
        Files.delete(p);
      }
    }
    return status;
  }

  /** Deletes a file or a directory tree; a missing path is fine. */
  public static void deleteTree(Path p) throws IOException {
    if (!Files.exists(p, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    if (!Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
      Files.deleteIfExists(p);
      return;
    }
    try (Stream<Path> walk = Files.walk(p)) {
      for (Path q : walk.sorted(Comparator.reverseOrder()).toList()) {
        try {
          Files.deleteIfExists(q);
        } catch (DirectoryNotEmptyException e) {
          deleteTree(q); // raced with a writer; try once more
        }
      }
    }
  }

  /** {@code cd} inside a pipeline: checks the directory, changes nothing (a subshell in sh). */
  static int cd(Invocation inv) {
    if (inv.args().size() != 1) {
      inv.stderr().println("cd: expected exactly one argument");
      return 1;
    }
    if (!Files.isDirectory(inv.resolve(inv.args().get(0)))) {
      inv.stderr().println("cd: " + inv.args().get(0) + ": No such file or directory");
      return 1;
    }
    return 0;
  }

  /** Reads a whole stream. */
  static byte[] readAll(InputStream in) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    in.transferTo(out);
    return out.toByteArray();
  }

  static PrintStream printStream(java.io.OutputStream out) {
    return new PrintStream(out, false, StandardCharsets.UTF_8);
  }
}
