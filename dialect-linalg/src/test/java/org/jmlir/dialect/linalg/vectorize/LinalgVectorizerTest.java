package org.jmlir.dialect.linalg.vectorize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.junit.jupiter.api.Test;

class LinalgVectorizerTest {
  private static Operation func(MLIRContext ctx, String source) {
    Operation module = SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    return module.region(0).front().first();
  }

  private static List<String> names(Operation f) {
    List<String> r = new ArrayList<>();
    for (Operation o : f.region(0).front()) {
      r.add(o.name());
    }
    return r;
  }

  @Test
  void matvecBecomesTransfersAMultiplyAndAMultiReduction() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation f = func(ctx, "func.func @f(%a: memref<4x8xf32>, %x: memref<8xf32>, %y: memref<4xf32>) {\n"
        + "  linalg.matvec ins(%a, %x : memref<4x8xf32>, memref<8xf32>) outs(%y : memref<4xf32>)\n  return\n}\n");
    LinalgOp op = (LinalgOp) f.region(0).front().first();
    assertTrue(LinalgVectorizer.vectorize(new PatternRewriter(ctx), op));
    List<String> n = names(f);
    assertFalse(n.contains("linalg.matvec"));
    assertEquals(3, n.stream().filter("vector.transfer_read"::equals).count());
    assertTrue(n.contains("arith.mulf"));
    assertTrue(n.contains("vector.multi_reduction"));
    assertEquals("vector.transfer_write", n.get(n.size() - 2));
  }

  @Test
  void dynamicShapesAreLeftAlone() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation f = func(ctx, "func.func @f(%a: memref<?xf32>, %o: memref<?xf32>) {\n"
        + "  linalg.copy ins(%a : memref<?xf32>) outs(%o : memref<?xf32>)\n  return\n}\n");
    LinalgOp op = (LinalgOp) f.region(0).front().first();
    assertNull(LinalgVectorizer.staticLoopSizes(op));
    assertFalse(LinalgVectorizer.vectorize(new PatternRewriter(ctx), op));
    assertEquals(List.of("linalg.copy", "func.return"), names(f));
  }

  @Test
  void vectorSizesMaskADynamicCopy() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation f = func(ctx, "func.func @f(%a: memref<?xf32>, %o: memref<?xf32>) {\n"
        + "  linalg.copy ins(%a : memref<?xf32>) outs(%o : memref<?xf32>)\n  return\n}\n");
    LinalgOp op = (LinalgOp) f.region(0).front().first();
    assertTrue(LinalgVectorizer.vectorize(new PatternRewriter(ctx), op, new long[] {16}));
    List<String> n = names(f);
    assertEquals(List.of("arith.constant", "memref.dim", "arith.constant", "ub.poison", "vector.create_mask", "vector.mask",
        "ub.poison", "vector.mask", "arith.constant", "vector.mask", "func.return"), n);
  }

  @Test
  void vectorSizesBelowAStaticLoopSizeAreRefused() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation f = func(ctx, "func.func @f(%a: memref<9xf32>, %o: memref<9xf32>) {\n"
        + "  linalg.copy ins(%a : memref<9xf32>) outs(%o : memref<9xf32>)\n  return\n}\n");
    LinalgOp op = (LinalgOp) f.region(0).front().first();
    assertFalse(LinalgVectorizer.vectorize(new PatternRewriter(ctx), op, new long[] {8}));
    assertFalse(LinalgVectorizer.vectorize(new PatternRewriter(ctx), op, new long[] {16, 2}));
    assertEquals(List.of("linalg.copy", "func.return"), names(f));
  }

  @Test
  void readMapsBroadcastMissingLoopsAndOutputsKeepTheirDims() {
    AffineMap rowVector = new AffineMap(2, 0, List.of(AffineExpr.dim(1)));
    assertEquals("(d0) -> (0, d0)", LinalgVectorizer.inverseAndBroadcast(rowVector).toString());
    AffineMap transposed = new AffineMap(3, 0, List.of(AffineExpr.dim(2), AffineExpr.dim(0)));
    assertEquals("(d0, d1) -> (d1, d0)", LinalgVectorizer.outputMap(transposed).toString());
  }
}
