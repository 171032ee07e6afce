package org.jmlir.lit.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tool;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class ShellTest {
  @TempDir
  Path dir;

  /** Throws: an in-process crash. */
  private static final Tool BOOM = new Tool() {
    @Override
    public String name() {
      return "boom";
    }

    @Override
    public int run(Invocation inv) {
      throw new IllegalStateException("boom");
    }
  };

  /** Writes N lines of 100 bytes to stdout. */
  private static final Tool SPEW = new Tool() {
    @Override
    public String name() {
      return "spew";
    }

    @Override
    public int run(Invocation inv) {
      byte[] line = ("x".repeat(99) + "\n").getBytes(StandardCharsets.UTF_8);
      int n = Integer.parseInt(inv.args().getFirst());
      for (int i = 0; i < n; i++) {
        inv.stdout().write(line, 0, line.length);
      }
      return 0;
    }
  };

  /** Echoes its arguments (for the extra-args test). */
  private static final Tool ARGS = new Tool() {
    @Override
    public String name() {
      return "args";
    }

    @Override
    public int run(Invocation inv) {
      inv.stdout().println(String.join(",", inv.args()));
      return 0;
    }
  };

  private final StringBuilder trace = new StringBuilder();
  private ShellEnv env;

  private int run(String line) throws Exception {
    if (env == null) {
      env = new ShellEnv(dir, Map.of("PATH", System.getenv().getOrDefault("PATH", "/usr/bin:/bin")));
    }
    Shell shell = new Shell(env, Map.of("boom", BOOM, "spew", SPEW, "args", ARGS),
        Map.of("args", List.of("--strict")), new Cancellation(), trace);
    return shell.run(ShParser.parse(line));
  }

  private String read(String file) throws Exception {
    return Files.readString(dir.resolve(file));
  }

  @Test
  void sequencing() throws Exception {
    assertEquals(0, run("false || true"));
    assertEquals(1, run("true && false"));
    assertEquals(0, run("false ; true"));
    assertEquals(1, run("false && echo never > f"));
    assertTrue(Files.notExists(dir.resolve("f")));
  }

  @Test
  void notAndCrash() throws Exception {
    assertEquals(Tools.CRASH, run("boom"));
    assertEquals(0, run("not --crash boom"));
    assertEquals(1, run("not boom"), "plain not must not accept a crash");
    assertEquals(1, run("not --crash true"));
    assertEquals(0, run("not false"));
    assertEquals(1, run("not true"));
    assertEquals(0, run("not not true"));
    assertEquals(0, run("! false"));
    assertTrue(trace.toString().contains("PLEASE submit a bug report: boom crashed."));
  }

  @Test
  void redirections() throws Exception {
    assertEquals(0, run("echo a > f && echo b >> f"));
    assertEquals("a\nb\n", read("f"));
    assertEquals(1, run("cat missing 2> err > out"));
    assertTrue(read("err").contains("No such file or directory"));
    assertEquals("", read("out"));
    assertEquals(1, run("cat missing > both 2>&1"));
    assertTrue(read("both").contains("No such file or directory"));
    assertEquals(0, run("cat < f > g"));
    assertEquals("a\nb\n", read("g"));
    assertEquals(1, run("cat < nonexistent"));
  }

  @Test
  @Timeout(30)
  void bigPipelinesDoNotDeadlock() throws Exception {
    // 20 MB through four stages: far beyond a pipe's buffer.
    assertEquals(0, run("spew 200000 | cat | cat - | count 200000"));
    assertEquals(1, run("spew 200000 | count 3"));
    // A reader that stops early must not hang the writer.
    assertEquals(0, run("spew 200000 | true"));
  }

  @Test
  void pipefailTakesTheLastFailure() throws Exception {
    assertEquals(1, run("false | true"));
    assertEquals(0, run("true | true"));
    assertEquals(3, run("sh -c 'exit 3' | sh -c 'exit 0'"));
  }

  @Test
  void environmentAndCd() throws Exception {
    assertEquals(0, run("env A=1 env > e1"));
    assertTrue(read("e1").contains("A=1\n"));
    assertEquals(0, run("B=2 env > e2"));
    assertTrue(read("e2").contains("B=2\n"));
    assertEquals(0, run("env > e3"));
    assertTrue(!read("e3").contains("B=2"), "a prefix assignment is for one command only");
    assertEquals(0, run("C=3"));
    assertEquals(0, run("env -u PATH env > e4"));
    assertTrue(read("e4").contains("C=3\n") && !read("e4").contains("PATH="));
    assertEquals(0, run("mkdir sub && cd sub"));
    assertEquals(0, run("echo x > inside"));
    assertTrue(Files.exists(dir.resolve("sub/inside")), "cd lasts for later commands");
  }

  @Test
  void externalCommandsAndMissingOnes() throws Exception {
    assertEquals(0, run("sh -c 'echo $0' hi > out"));
    assertEquals("hi\n", read("out"));
    assertEquals(127, run("no-such-command-anywhere"));
    assertTrue(trace.toString().contains("'no-such-command-anywhere': command not found"));
    assertEquals(0, run("sh -c 'cat' < out > out2"));
    assertEquals("hi\n", read("out2"));
  }

  @Test
  void extraArgsGoAfterTheToolNameAndShowInTheTrace() throws Exception {
    assertEquals(0, run("not not args a b > out"));
    assertEquals("--strict,a,b\n", read("out"));
    assertTrue(trace.toString().contains("# executed command: not not args --strict a b"));
  }

  @Test
  void traceLooksLikeLits() throws Exception {
    run("echo some output ; false");
    assertEquals("""
        # executed command: echo some output
        # .---command stdout------------
        # | some output
        # `-----------------------------
        # executed command: false
        # note: command had no output on stdout or stderr
        # error: command failed with exit status: 1
        """, trace.toString());
  }

  @Test
  void globs() throws Exception {
    Files.writeString(dir.resolve("b.txt"), "b\n");
    Files.writeString(dir.resolve("a.txt"), "a\n");
    Files.writeString(dir.resolve("c.dat"), "c\n");
    assertEquals(0, run("cat *.txt > out"));
    assertEquals("a\nb\n", read("out"));
    assertEquals(1, run("cat '*.txt'"));
  }

  @Test
  void builtins() throws Exception {
    assertEquals(0, run("echo -n a > f"));
    assertEquals("a", read("f"));
    assertEquals(0, run("echo -e 'x\\ty' > f"));
    assertEquals("x\ty\n", read("f"));
    assertEquals(0, run("cat f | count 1"));
    assertEquals(0, run("mkdir -p d/e/f && mkdir d && rm -r d"));
    assertEquals(1, run("mkdir x/y"));
    assertEquals(1, run("rm d"));
    assertEquals(0, run("rm -f d"));
    assertEquals(0, run("echo same > x && echo same > y && diff x y"));
    assertEquals(0, run("echo other > z"));
    assertEquals(1, run("diff x z > dz"));
    assertEquals("--- x\n+++ z\n@@ -1 +1 @@\n-same\n+other\n", read("dz"));
  }

  @Test
  void quoteMatchesShlex() {
    assertEquals("a 'b c' '' 'it'\"'\"'s' x=1,y", Shell.quote(List.of("a", "b c", "", "it's", "x=1,y")));
  }
}
