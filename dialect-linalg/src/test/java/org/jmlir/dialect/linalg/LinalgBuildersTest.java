package org.jmlir.dialect.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

/** The builders the linalg passes use (elementwise and relayout states) and the new ops' metadata. */
class LinalgBuildersTest {
  private static Operation parse(MLIRContext ctx, String source) {
    return SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
  }

  @Test
  void elementwiseAndTransposeStatesBuildVerifiedOps() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module = parse(ctx, "func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) {\n  return\n}\n");
    Operation func = module.region(0).front().first();
    Value a = func.region(0).front().argument(0);
    Value b = func.region(0).front().argument(1);
    PatternRewriter rewriter = new PatternRewriter(ctx);
    rewriter.setInsertionPoint(func.region(0).front().first());
    LinalgOp exp = (LinalgOp) rewriter.create(LinalgOps.elementwiseState(ctx, func.location(), "exp", List.of(b), List.of(b)));
    assertEquals(OpKind.ELEMENTWISE, exp.kind());
    assertEquals("math.exp", exp.body().first().name());
    assertEquals(2, exp.indexingMaps().size());
    assertTrue(exp.indexingMaps().get(0).isIdentity());
    LinalgOp t = (LinalgOp) rewriter.create(LinalgOps.relayoutState(ctx, func.location(), OpKind.TRANSPOSE, b, a, new long[] {1, 0}));
    assertEquals("(d0, d1) -> (d1, d0)", t.indexingMaps().get(0).toString());
    assertEquals(a.type(), t.result(0).type());
    assertTrue(Verifier.verify(module));
  }

  @Test
  void namedToCategoryOnlyForSameNamedKinds() {
    assertEquals("exp", LinalgOps.elementwiseKindOf(OpKind.EXP));
    assertEquals("select", LinalgOps.elementwiseKindOf(OpKind.SELECT));
    // linalg.max is elementwise kind max_signed: not converted, as in MLIR 22.
    assertNull(LinalgOps.elementwiseKindOf(OpKind.MAX));
    assertNull(LinalgOps.elementwiseKindOf(OpKind.MATMUL));
  }

  @Test
  void stridesRankFollowsTheSpatialDims() {
    assertEquals(1, OpKind.DEPTHWISE_CONV_1D_NCW_CW.stridesRank());
    assertEquals(2, OpKind.CONV_2D_NHWC_FHWC_Q.stridesRank());
    assertEquals(3, OpKind.CONV_3D_NCDHW_FCDHW.stridesRank());
    assertEquals(2, OpKind.POOLING_NHWC_MAX.stridesRank());
    assertEquals(0, OpKind.MMT4D.stridesRank());
    assertEquals(0, OpKind.MATMUL.stridesRank());
  }
}
