package org.jmlir.dialect.affine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.affine.AffinePrinter;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

class AffineOpsTest {
  private static Operation firstOp(MLIRContext ctx, String funcSource) {
    Operation module = SourceParser.parse(ctx, funcSource.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    return module.region(0).front().first().region(0).front().first();
  }

  @Test
  void loadSubscriptsBecomeAMapOverDimsThenSymbolsEachValueOnce() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation load =
        firstOp(
            ctx,
            "func.func @f(%i: index, %n: index, %m: memref<4x4xf32>) {\n"
                + "  %v = affine.load %m[%i + symbol(%n), %i * 2] : memref<4x4xf32>\n  return\n}\n");
    assertInstanceOf(AffineMemoryOp.class, load);
    AffineMap map = ((AffineMapAttr) load.attr("map")).map();
    assertEquals(1, map.numDims());
    assertEquals(1, map.numSymbols());
    assertEquals("(d0)[s0] -> (d0 + s0, d0 * 2)", map.toString());
    assertEquals(3, load.numOperands());
  }

  @Test
  void forBoundsAndStepAreMapsAndAnIndex() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    AffineForOp loop =
        assertInstanceOf(
            AffineForOp.class,
            firstOp(ctx, "func.func @f(%n: index) {\n  affine.for %i = 2 to %n step 3 {\n  }\n  return\n}\n"));
    assertEquals(3, loop.step());
    assertEquals(0, loop.lowerBoundOperands().size());
    assertEquals(List.of(loop.operand(0)), loop.upperBoundOperands());
    assertEquals(1, loop.upperBoundMap().numSymbols());
    assertInstanceOf(AffineYieldOp.class, loop.body().last());
  }

  @Test
  void printerSinkNamesDimsAndSymbols() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation apply =
        firstOp(ctx, "func.func @f(%a: index, %s: index) {\n  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 4 - s0)>(%a)[%s]\n  return\n}\n");
    StringBuilder out = new StringBuilder();
    AffinePrinter.print(
        ((AffineMapOp) apply).map().results().get(0),
        new AffinePrinter.Sink() {
          @Override
          public AffinePrinter.Sink append(String text) {
            out.append(text);
            return this;
          }

          @Override
          public void dim(int position) {
            out.append("x").append(position);
          }

          @Override
          public void symbol(int position) {
            out.append("y").append(position);
          }
        });
    assertEquals("x0 * 4 - y0", out.toString());
  }
}
