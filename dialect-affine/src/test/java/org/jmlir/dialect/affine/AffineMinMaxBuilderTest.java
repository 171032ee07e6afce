package org.jmlir.dialect.affine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.type.IndexType;
import org.junit.jupiter.api.Test;

/** AffineApplyBuilder.composedFoldedMin / composedFoldedMax: constants folded in, producers composed, constant results folded. */
class AffineMinMaxBuilderTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private OpFoldResult idx(long v) {
    return OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), v));
  }

  private static final AffineMap TWO = new AffineMap(2, 0, List.of(AffineExpr.dim(0), AffineExpr.dim(1)));

  @Test
  void constantOperandsFoldToTheMinimumOrMaximum() {
    OpBuilder b = new OpBuilder(ctx);
    OpFoldResult min = AffineApplyBuilder.composedFoldedMin(b, null, TWO, List.of(idx(7), idx(3)));
    OpFoldResult max = AffineApplyBuilder.composedFoldedMax(b, null, TWO, List.of(idx(7), idx(3)));
    assertEquals(3L, AffineApplyBuilder.constantOf(min));
    assertEquals(7L, AffineApplyBuilder.constantOf(max));
  }

  @Test
  void anApplyProducerIsComposedAndAConstantBecomesPartOfTheMap() {
    Operation module =
        SourceParser.parse(
            ctx,
            ("func.func @f(%i: index) -> index {\n"
                    + "  %o = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)\n"
                    + "  return %o : index\n}\n")
                .getBytes(StandardCharsets.UTF_8),
            "t.mlir",
            ParseOptions.DEFAULT);
    Operation apply = module.collect(o -> o.name().equals("affine.apply")).get(0);
    OpBuilder b = new OpBuilder(ctx);
    b.setInsertionPointAfter(apply);
    // min(100 - o, 4) with o = i * 4.
    AffineMap map = new AffineMap(1, 2, List.of(AffineExpr.symbol(0).add(AffineExpr.dim(0).mul(-1)), AffineExpr.symbol(1)));
    OpFoldResult r =
        AffineApplyBuilder.composedFoldedMin(b, apply.location(), map, List.of(OpFoldResult.of(apply.result(0)), idx(100), idx(4)));
    Value v = assertInstanceOf(OpFoldResult.Folded.class, r).value();
    Operation min = v.definingOp();
    assertEquals("affine.min", min.name());
    // %i is a function argument, a valid symbol: it is promoted to s0.
    assertEquals("()[s0] -> (s0 * -4 + 100, 4)", ((AffineMapAttr) min.attr("map")).map().toString());
    assertEquals(module.collect(o -> o.name().equals("func.func")).get(0).region(0).front().argument(0), min.operand(0));
  }
}
