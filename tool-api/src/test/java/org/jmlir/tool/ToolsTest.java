package org.jmlir.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ToolsTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private Invocation invocation(String... args) {
    return new Invocation(
        List.of(args),
        Path.of("/tmp"),
        Map.of("K", "V"),
        new ByteArrayInputStream("in".getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private static Tool tool(String name, ToolBody body) {
    return new Tool() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public int run(Invocation invocation) throws Exception {
        return body.run(invocation);
      }
    };
  }

  private interface ToolBody {
    int run(Invocation invocation) throws Exception;
  }

  @Test
  void returnsTheToolsStatusAndSeesItsInvocation() {
    Tool echo =
        tool(
            "echo",
            inv -> {
              inv.stdout().print(String.join(" ", inv.args()) + "|" + inv.environment().get("K"));
              inv.stdout().print("|" + new String(inv.stdin().readAllBytes(), StandardCharsets.UTF_8));
              return 3;
            });
    assertEquals(3, Tools.invoke(echo, invocation("a", "b")));
    assertEquals("a b|V|in", out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void anEscapingThrowableIsACrash() {
    Tool boom =
        tool(
            "boom",
            inv -> {
              throw new StackOverflowError();
            });
    assertEquals(Tools.CRASH, Tools.invoke(boom, invocation()));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("boom crashed"));
  }

  @Test
  void resolvesPathsAgainstTheWorkingDirectory() {
    assertEquals(Path.of("/tmp/x.mlir"), invocation().resolve("x.mlir"));
    assertEquals(Path.of("/abs"), invocation().resolve("/abs"));
  }
}
