package org.jmlir.ir.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

/**
 * The isolated-from-above ops of a top-level op's body print on helper threads when the context
 * allows threads: the text must be the one a single thread prints, in every print mode.
 */
class ParallelPrintTest {
  private static String print(String src, boolean threads, PrintOptions options) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.allowUnregisteredDialects(true);
    ctx.enableMultithreading(threads);
    Operation op = SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    assertNotNull(op);
    StringBuilder out = new StringBuilder();
    StringBuilder drained = new StringBuilder();
    IRPrinter.print(op, options, out, sb -> {
      drained.append(sb);
      sb.setLength(0);
    });
    return drained.append(out).toString();
  }

  /** Many nested modules (isolated from above), with values, blocks, aliases and locations. */
  private static String source(boolean distinct) {
    StringBuilder sb = new StringBuilder();
    sb.append("module {\n");
    for (int i = 0; i < 700; i++) {
      sb.append("  module @m").append(i).append(" {\n");
      sb.append("    %0 = \"t.c\"() {v = ").append(i).append(" : i32, m = affine_map<(d0) -> (d0 + ").append(i % 5)
          .append(")>} : () -> i32 loc(\"f.mlir\":").append(i).append(":3)\n");
      sb.append("    \"t.r\"() ({\n    ^bb0(%a: i32):\n      %1 = \"t.add\"(%a, %0) : (i32, i32) -> i32\n");
      sb.append("      \"t.br\"(%1)[^bb1] : (i32) -> ()\n    ^bb1(%b: i32):\n      \"t.use\"(%b) : (i32) -> ()\n    }) : () -> ()\n");
      if (distinct && i == 350) {
        sb.append("    \"t.d\"() {d = distinct[0]<42 : i32>} : () -> ()\n");
      }
      sb.append("  }\n");
      if (i % 100 == 0) {
        sb.append("  \"t.between\"() : () -> ()\n");
      }
    }
    sb.append("}\n");
    return sb.toString();
  }

  @Test
  void threadsPrintTheSequentialText() {
    String src = source(false);
    for (PrintOptions o : new PrintOptions[] {PrintOptions.DEFAULT, PrintOptions.DEFAULT.withGeneric(true), PrintOptions.DEFAULT.withDebugInfo(true)}) {
      String one = print(src, false, o);
      assertTrue(one.contains("m699"));
      assertEquals(one, print(src, true, o));
    }
  }

  @Test
  void distinctAttributesKeepTheirOrder() {
    String src = source(true);
    String one = print(src, false, PrintOptions.DEFAULT);
    assertTrue(one.contains("distinct[0]<42 : i32>"));
    assertEquals(one, print(src, true, PrintOptions.DEFAULT));
  }
}
