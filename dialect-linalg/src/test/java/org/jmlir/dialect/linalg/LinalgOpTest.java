package org.jmlir.dialect.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

class LinalgOpTest {
  private static Operation firstOp(MLIRContext ctx, String funcSource) {
    Operation module = SourceParser.parse(ctx, funcSource.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    return module.region(0).front().first().region(0).front().first();
  }

  @Test
  void matmulHasDefaultMapsAndAReductionLoop() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation op =
        firstOp(
            ctx,
            "func.func @f(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {\n"
                + "  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)\n  return\n}\n");
    LinalgOp m = assertInstanceOf(LinalgOp.class, op);
    assertEquals(OpKind.MATMUL, m.kind());
    assertEquals(2, m.inputs().size());
    assertEquals(1, m.inits().size());
    assertEquals(List.of("parallel", "parallel", "reduction"), m.iteratorTypes());
    assertEquals("(d0, d1, d2) -> (d2, d1)", m.indexingMaps().get(1).toString());
    assertTrue(m.hasPureBufferSemantics());
    // Reads of both inputs, read and write of the init.
    assertEquals(4, m.effects().size());
    assertInstanceOf(MemoryEffectOpInterface.Write.class, m.effects().get(3));
    // The implicit body: mulf, addf, yield.
    assertEquals(3, m.body().size());
    assertEquals("arith.mulf", m.body().first().name());
  }

  @Test
  void convolutionMapsFollowStridesAndDilations() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation op =
        firstOp(
            ctx,
            "func.func @f(%i: tensor<1x9x9x2xf32>, %w: tensor<3x3x2x4xf32>, %o: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {\n"
                + "  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>}"
                + " ins(%i, %w : tensor<1x9x9x2xf32>, tensor<3x3x2x4xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>\n"
                + "  return %0 : tensor<1x3x3x4xf32>\n}\n");
    LinalgOp conv = (LinalgOp) op;
    assertEquals("(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 3 + d4, d2 * 3 + d5, d6)", conv.indexingMaps().get(0).toString());
    assertEquals(7, conv.numLoops());
    assertTrue(conv.hasPureTensorSemantics());
    assertTrue(conv.effects().isEmpty());
  }

  @Test
  void reduceAndTransposeComputeTheirMaps() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation reduce =
        firstOp(
            ctx,
            "func.func @f(%a: tensor<4x8x2xf32>, %r: tensor<4x2xf32>) -> tensor<4x2xf32> {\n"
                + "  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8x2xf32>) outs(%r : tensor<4x2xf32>) dimensions = [1]\n"
                + "  return %0 : tensor<4x2xf32>\n}\n");
    LinalgOp r = (LinalgOp) reduce;
    assertEquals(List.of("parallel", "reduction", "parallel"), r.iteratorTypes());
    assertEquals("(d0, d1, d2) -> (d0, d2)", r.indexingMaps().get(1).toString());
    Operation transpose =
        firstOp(
            ctx,
            "func.func @f(%a: tensor<4x8x2xf32>, %t: tensor<2x4x8xf32>) -> tensor<2x4x8xf32> {\n"
                + "  %0 = linalg.transpose ins(%a : tensor<4x8x2xf32>) outs(%t : tensor<2x4x8xf32>) permutation = [2, 0, 1]\n"
                + "  return %0 : tensor<2x4x8xf32>\n}\n");
    LinalgOp t = (LinalgOp) transpose;
    // out[i, j, k] = in[j, k, i]
    assertEquals("(d0, d1, d2) -> (d1, d2, d0)", t.indexingMaps().get(0).toString());
    assertFalse(t.hasPureBufferSemantics());
  }
}
