package org.jmlir.opt.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.opt.JoptContexts;
import org.junit.jupiter.api.Test;

/** The reducer's API: it keeps what the oracle needs, shrinks the rest, and leaves its input alone. */
class ReducerTest {
  private static Operation parse(MLIRContext ctx, String text) {
    return SourceParser.parse(ctx, text.getBytes(StandardCharsets.UTF_8), "test.mlir", ParseOptions.DEFAULT);
  }

  private static boolean hasMarker(Operation module) {
    boolean[] found = {false};
    module.walk(op -> found[0] |= op.name().equals("test.marker"));
    return found[0];
  }

  @Test
  void keepsTheMarkerAndDropsTheRest() {
    MLIRContext ctx = JoptContexts.newContext(true);
    StringBuilder sb = new StringBuilder();
    for (int f = 0; f < 5; f++) {
      sb.append("func.func @f").append(f).append("(%a: i32) -> i32 {\n");
      sb.append("  %0 = arith.addi %a, %a : i32\n  %1 = arith.muli %0, %a : i32\n");
      if (f == 3) {
        sb.append("  \"test.marker\"(%1) {keep = 1 : i32} : (i32) -> ()\n");
      }
      sb.append("  return %1 : i32\n}\n");
    }
    Operation module = parse(ctx, sb.toString());
    String before = IRPrinter.print(module, PrintOptions.DEFAULT);
    Reducer reducer = new Reducer(ReducerTest::hasMarker, List.of());
    Operation reduced = reducer.reduce(module);
    assertTrue(hasMarker(reduced));
    assertEquals(before, IRPrinter.print(module, PrintOptions.DEFAULT), "input module changed");
    // The marker's function with a poison operand, its return, the marker: at most 5 ops.
    assertTrue(Reducer.opCount(reduced) <= 5, IRPrinter.print(reduced, PrintOptions.DEFAULT));
    assertTrue(reducer.tests() > 0);
    String text = IRPrinter.print(reduced, PrintOptions.DEFAULT);
    assertTrue(text.contains("@f3") && !text.contains("@f0") && !text.contains("keep"), text);
  }
}
