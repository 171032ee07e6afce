package org.jmlir.dialect.cf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.jmlir.dialect.testing.PassRunner;
import org.junit.jupiter.api.Test;

/** cf canonicalization and the greedy driver's region simplification; expected texts are mlir-opt 22's. */
class CfCanonicalizeTest {
  @Test
  void branchIntoSinglePredecessorBlockMerges() {
    String out =
        PassRunner.output(
            "func.func @f(%a: i32) -> i32 {\n  cf.br ^bb1(%a : i32)\n^bb1(%x: i32):\n  return %x : i32\n}\n",
            "builtin.module(canonicalize)");
    assertEquals("module {\n  func.func @f(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n}\n", out);
  }

  @Test
  void constantConditionPicksSuccessor() {
    String out =
        PassRunner.output(
            "func.func @f(%a: i32, %b: i32) -> i32 {\n  %t = arith.constant false\n"
                + "  cf.cond_br %t, ^bb1(%a : i32), ^bb1(%b : i32)\n^bb1(%x: i32):\n  return %x : i32\n}\n",
            "builtin.module(canonicalize)");
    assertEquals("module {\n  func.func @f(%arg0: i32, %arg1: i32) -> i32 {\n    return %arg1 : i32\n  }\n}\n", out);
  }

  @Test
  void aggressiveSimplificationMergesIdenticalBlocks() {
    String src =
        "func.func @f(%f: i32, %a: i32, %b: i32) {\n  cf.switch %f : i32, [\n    default: ^bb1,\n    1: ^bb2,\n"
            + "    2: ^bb3\n  ]\n^bb1:\n  \"test.use\"(%a) : (i32) -> ()\n  return\n^bb2:\n"
            + "  \"test.use\"(%b) : (i32) -> ()\n  return\n^bb3:\n  \"test.other\"() : () -> ()\n  return\n}\n";
    String merged =
        """
        module {
          func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) {
            cf.switch %arg0 : i32, [
              default: ^bb1(%arg1 : i32),
              1: ^bb1(%arg2 : i32),
              2: ^bb2
            ]
          ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
            "test.use"(%0) : (i32) -> ()
            return
          ^bb2:  // pred: ^bb0
            "test.other"() : () -> ()
            return
          }
        }
        """;
    assertEquals(merged, PassRunner.output(src, "builtin.module(func.func(canonicalize{region-simplify=aggressive}))"));
    // The default (normal) level leaves the blocks alone.
    String normal = PassRunner.output(src, "builtin.module(func.func(canonicalize))");
    assertEquals(3, normal.split("\"test.use\"|\"test.other\"", -1).length - 1);
  }

  @Test
  void nonConvergenceFailsUnderTestConvergence() {
    PassRunner.Result r =
        PassRunner.run(
            "func.func @f(%a: i32) -> i32 {\n  cf.br ^bb1(%a : i32)\n^bb1(%x: i32):\n  return %x : i32\n}\n",
            "builtin.module(canonicalize{max-iterations=1 test-convergence=true})");
    assertNull(r.output());
    assertEquals(List.of("Canonicalizer failed to converge within 1 iterations"), r.diagnostics());
  }
}
