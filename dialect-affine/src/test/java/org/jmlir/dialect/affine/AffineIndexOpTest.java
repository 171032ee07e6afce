package org.jmlir.dialect.affine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.ShapedFolds;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.verify.Verifier;
import org.junit.jupiter.api.Test;

class AffineIndexOpTest {
  private static Operation func(MLIRContext ctx, String source) {
    Operation module = SourceParser.parse(ctx, source.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
    return module.region(0).front().first();
  }

  @Test
  void parsedOpsExposeTheirMixedBasisAndOuterBound() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation f = func(ctx, "func.func @f(%i: index, %j: index, %b: index) {\n"
        + "  %0 = affine.linearize_index disjoint [%i, %j] by (%b) : index\n"
        + "  %1:3 = affine.delinearize_index %i into (%b, 4, 2) : index, index, index\n  return\n}\n");
    AffineIndexOp lin = assertInstanceOf(AffineIndexOp.class, f.region(0).front().first());
    assertTrue(lin.isLinearize());
    assertTrue(lin.disjoint());
    assertFalse(lin.hasOuterBound());
    assertEquals(2, lin.multiIndex().size());
    assertArrayEquals(new long[] {ShapedType.DYNAMIC}, lin.staticBasis());
    List<OpFoldResult> padded = lin.paddedBasis();
    assertNull(padded.get(0));
    assertEquals(OpFoldResult.of(lin.dynamicBasis().get(0)), padded.get(1));
    List<Operation> ops = new ArrayList<>();
    for (Operation o : f.region(0).front()) {
      ops.add(o);
    }
    AffineIndexOp delin = assertInstanceOf(AffineIndexOp.class, ops.get(1));
    assertTrue(delin.hasOuterBound());
    assertEquals(OpFoldResult.of(ShapedFolds.index(ctx, 4)), delin.mixedBasis().get(1));
  }

  @Test
  void buildersDispatchTheBasisAndDropALeadingNull() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation f = func(ctx, "func.func @f(%i: index, %j: index, %b: index) {\n  return\n}\n");
    List<Value> args = new ArrayList<>(f.region(0).front().arguments());
    PatternRewriter rw = new PatternRewriter(ctx);
    rw.setInsertionPoint(f.region(0).front().first());
    List<OpFoldResult> basis = new ArrayList<>();
    basis.add(null);
    basis.add(OpFoldResult.of(args.get(2)));
    basis.add(OpFoldResult.of(ShapedFolds.index(ctx, 8)));
    Value lin = AffineIndexOp.linearize(rw, f.location(), args, basis, false);
    AffineIndexOp l = (AffineIndexOp) lin.definingOp();
    assertArrayEquals(new long[] {ShapedType.DYNAMIC, 8}, l.staticBasis());
    assertEquals(List.of(args.get(2)), l.dynamicBasis());
    assertFalse(l.hasOuterBound());
    Operation d = AffineIndexOp.delinearize(rw, f.location(), lin, basis, true);
    assertEquals(3, d.numResults(), "a leading null basis entry means no outer bound: one result more");
    assertTrue(Verifier.verify(f));
  }
}
