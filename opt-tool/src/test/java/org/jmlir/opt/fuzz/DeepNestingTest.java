package org.jmlir.opt.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.opt.JoptMain;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.Tools;
import org.junit.jupiter.api.Test;

/**
 * 100k-deep nesting through jopt: regions parse and verify without recursion (printing such IR would
 * take 10^10 characters, so it stops with a located error); types, attributes, locations and affine
 * expressions stop at the documented limit of 1000 levels with a located error. Never a crash.
 */
class DeepNestingTest {
  private static final int DEPTH = 100_000;

  private record Result(int status, String out, String err) {}

  private static Result jopt(String input, String... flags) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    List<String> args = new ArrayList<>(List.of(flags));
    args.add("-");
    Invocation inv = new Invocation(args, Path.of("."), Map.of(),
        new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    int status = Tools.invoke(new JoptMain(), inv);
    return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static void assertLocatedError(Result r, String message) {
    assertEquals(1, r.status(), r.err().length() > 2000 ? r.err().substring(0, 2000) : r.err());
    assertTrue(r.err().startsWith("<stdin>:1:"), () -> r.err().substring(0, Math.min(300, r.err().length())));
    assertTrue(r.err().contains("error: " + message), () -> r.err().substring(0, Math.min(300, r.err().length())));
    assertFalse(r.err().contains("Exception") || r.err().contains("StackOverflowError"));
    assertEquals("", r.out());
  }

  private static String nested(String open, String inner, String close, int depth) {
    return open.repeat(depth) + inner + close.repeat(depth);
  }

  @Test
  void deeplyNestedRegionsParseAndVerifyButAreTooLargeToPrint() {
    String ir = nested("\"t.n\"() ({ ", "\"t.end\"() : () -> () ", "}) : () -> () ", DEPTH);
    Result r = jopt(ir, "-allow-unregistered-dialect");
    assertLocatedError(r, "cannot print the IR: regions nested 100001 deep");
  }

  @Test
  void errorInsideDeeplyNestedRegionsIsLocated() {
    String ir = nested("\"t.n\"() ({ ", "\"t.use\"(%undefined) : (i32) -> () ", "}) : () -> () ", DEPTH);
    assertLocatedError(jopt(ir, "-allow-unregistered-dialect"), "use of undeclared SSA value name");
  }

  @Test
  void shallowerNestedRegionsPrint() {
    Result r = jopt(nested("\"t.n\"() ({\n", "", "}) : () -> ()\n", 2000), "-allow-unregistered-dialect");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().endsWith("  }) : () -> ()\n}\n\n"));
  }

  @Test
  void deepTypesAttributesAndLocationsStopAtTheLimit() {
    String limit = "nesting of types, attributes or expressions is too deep (more than 1000 levels)";
    String[] inputs = {
      "\"t.op\"() : () -> " + nested("tuple<", "i32", ">", DEPTH),
      "\"t.op\"() : () -> " + nested("(", "i32", ")", DEPTH),
      "\"t.op\"() {a = " + nested("[", "1", "]", DEPTH) + "} : () -> ()",
      "\"t.op\"() {a = " + nested("{a = ", "1", "}", DEPTH) + "} : () -> ()",
      "\"t.op\"() {a = dense<" + nested("[", "1", "]", DEPTH) + "> : tensor<1xi32>} : () -> ()",
      "\"t.op\"() : () -> () loc(" + nested("fused[", "\"a\"", "]", DEPTH) + ")",
      "#m = affine_map<(d0) -> (" + nested("(", "d0", ")", DEPTH) + ")>",
      "\"t.op\"() : () -> " + nested("tensor<", "i32", ">", DEPTH),
    };
    for (String in : inputs) {
      assertLocatedError(jopt(in + "\n", "-allow-unregistered-dialect"), limit);
    }
  }

  @Test
  void nestingBelowTheLimitIsAccepted() {
    Result r = jopt("\"t.op\"() {a = " + nested("[", "1", "]", 900) + "} : () -> " + nested("tuple<", "i32", ">", 900) + "\n",
        "-allow-unregistered-dialect");
    assertEquals(0, r.status(), r.err());
  }

  @Test
  void deepCustomSyntaxStopsWithALocatedError() {
    String ir = "func.func @f(%c: i1) {\n" + "scf.if %c {\n".repeat(1000) + "}\n".repeat(1000) + "return\n}\n";
    Result r = jopt(ir);
    assertEquals(1, r.status());
    assertTrue(r.err().startsWith("<stdin>:258:1: error: regions nested too deeply"), r.err());
  }
}
