package org.jmlir.dialect.affine.transforms;

import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code resolve-ranked-shaped-type-result-dims} (MLIR's ResolveRankedShapeTypeResultDimsPass): a
 * {@code tensor.dim}/{@code memref.dim} with a constant index of a result whose op reifies its shape
 * ({@link ShapeReification}) becomes that size; run greedily, so the rest folds and dead ops go. With
 * {@code error-on-pattern-iteration-limit} (default) a run that does not converge is an error.
 */
public final class ResolveRankedShapedTypeResultDims extends Pass {
  private final boolean errorOnLimit;

  public ResolveRankedShapedTypeResultDims(PassOptions o) {
    super(o);
    errorOnLimit = o.getBool("error-on-pattern-iteration-limit", true);
  }

  @Override
  public String argument() {
    return "resolve-ranked-shaped-type-result-dims";
  }

  @Override
  public String summary() {
    return "Resolve memref.dim of result values of ranked shape type";
  }

  private static RewritePattern dimOfReify(String dim, String cppName) {
    return new NamedPattern("DimOfReifyRankedShapedTypeOpInterface<" + cppName + ">", dim, 1, ResolveRankedShapedTypeResultDims::dimOfReified);
  }

  /**
   * DimOfReifyRankedShapedTypeOpInterface on one {@code memref.dim}/{@code tensor.dim} {@code op}: the dim
   * of a result whose op reifies its shape, at a constant index, becomes that size. Shared with
   * linalg's -linalg-fold-unit-extent-dims, which runs the same pattern.
   */
  public static boolean dimOfReified(Operation op, PatternRewriter rw) {
    if (!(op.operand(0) instanceof OpResult r) || !(OperationFolder.constantValue(op.operand(1)) instanceof IntegerAttr i)) {
      return false;
    }
    rw.setInsertionPoint(op);
    List<OpFoldResult> shape = ShapeReification.reify(rw, r);
    if (shape == null || i.longValue() < 0 || i.longValue() >= shape.size()) {
      return false;
    }
    rw.replaceOp(op, List.of(MemRefBuilders.valueOrConstant(rw, op.location(), shape.get((int) i.longValue()))));
    return true;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = List.of(dimOfReify("memref.dim", "memref::DimOp"), dimOfReify("tensor.dim", "tensor::DimOp"));
    GreedyPatternRewriteDriver.Result result =
        GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.BOTTOM_UP);
    if (!result.converged() && errorOnLimit) {
      root.emitOpError("dim operation resolution hit pattern iteration limit").report();
      pc.signalFailure();
    }
  }
}
