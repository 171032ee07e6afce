package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.affine.AffineIndexOp;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;

/**
 * {@code affine-expand-index-ops-as-affine} (MLIR 22): affine.delinearize_index becomes a
 * floordiv/mod chain of composed affine.apply ops over the basis' suffix products, and
 * affine.linearize_index one composed affine.apply summing index times stride.
 */
public final class AffineExpandIndexOpsAsAffine extends Pass {
  public AffineExpandIndexOpsAsAffine(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "affine-expand-index-ops-as-affine";
  }

  @Override
  public String summary() {
    return "Lower affine operations operating on indices into affine.apply operations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    FrozenPatternSet set = new FrozenPatternSet(List.of(
        new NamedPattern("LowerDelinearizeIndexOps", "affine.delinearize_index", 1, (op, rw) -> {
          delinearize(rw, (AffineIndexOp) op);
          return true;
        }),
        new NamedPattern("LowerLinearizeIndexOps", "affine.linearize_index", 1, (op, rw) -> {
          linearize(rw, (AffineIndexOp) op);
          return true;
        })));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, set, GreedyRewriteConfig.BOTTOM_UP);
  }

  private static OpFoldResult index(PatternRewriter rw, long v) {
    return OpFoldResult.of(IntegerAttr.get(rw.context(), IndexType.get(rw.context()), v));
  }

  /** MLIR's getAsOpFoldResult: a value made by a constant as its attribute. */
  private static OpFoldResult asFoldResult(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr a ? OpFoldResult.of(a) : OpFoldResult.of(v);
  }

  private static Value apply(PatternRewriter rw, Location loc, AffineExpr e, List<OpFoldResult> operands) {
    return MemRefBuilders.valueOrConstant(rw, loc, AffineApplyBuilder.composedFoldedApply(rw, loc, e, operands));
  }

  /** MLIR's affine::delinearizeIndex on the effective basis (no outer bound). */
  private static void delinearize(PatternRewriter rw, AffineIndexOp op) {
    Location loc = op.location();
    rw.setInsertionPoint(op);
    List<OpFoldResult> basis = op.mixedBasis();
    if (op.hasOuterBound()) {
      basis = basis.subList(1, basis.size());
    }
    List<Value> divisors = new ArrayList<>();
    OpFoldResult product = index(rw, 1);
    for (int i = basis.size() - 1; i >= 0; i--) {
      product = AffineApplyBuilder.composedFoldedApply(rw, loc, AffineExpr.symbol(0).mul(AffineExpr.symbol(1)),
          List.of(basis.get(i), product));
      divisors.add(MemRefBuilders.valueOrConstant(rw, loc, product));
    }
    List<Value> results = new ArrayList<>();
    Value residual = op.linearIndex();
    AffineExpr d0 = AffineExpr.dim(0);
    AffineExpr d1 = AffineExpr.dim(1);
    for (int i = divisors.size() - 1; i >= 0; i--) {
      List<OpFoldResult> operands = List.of(OpFoldResult.of(residual), OpFoldResult.of(divisors.get(i)));
      results.add(apply(rw, loc, d0.floorDiv(d1), operands));
      residual = apply(rw, loc, d0.mod(d1), operands);
    }
    results.add(residual);
    rw.replaceOp(op, results);
  }

  /** MLIR's affine::linearizeIndex: sum of index times suffix-product stride, composed. */
  private static void linearize(PatternRewriter rw, AffineIndexOp op) {
    Location loc = op.location();
    rw.setInsertionPoint(op);
    List<Value> multi = op.multiIndex();
    if (multi.isEmpty()) {
      rw.replaceOp(op, List.of(MemRefBuilders.constantIndex(rw, loc, 0)));
      return;
    }
    List<OpFoldResult> basis = op.mixedBasis();
    List<AffineExpr> basisExprs = new ArrayList<>();
    if (multi.size() == basis.size() + 1) {
      basisExprs.add(AffineExpr.constant(1));
    }
    for (int i = 0; i < basis.size(); i++) {
      basisExprs.add(AffineExpr.symbol(i));
    }
    int n = basisExprs.size();
    AffineExpr[] strideExprs = new AffineExpr[n];
    AffineExpr running = AffineExpr.constant(1);
    for (int i = n - 1; i >= 0; i--) {
      strideExprs[i] = running;
      running = running.mul(basisExprs.get(i));
    }
    AffineExpr expr = AffineExpr.symbol(0);
    List<OpFoldResult> values = new ArrayList<>();
    values.add(index(rw, 0));
    for (int i = 0; i < n; i++) {
      OpFoldResult stride = AffineApplyBuilder.composedFoldedApply(rw, loc,
          new AffineMap(0, basis.size(), List.of(strideExprs[i])), basis);
      expr = expr.add(AffineExpr.symbol(1 + 2 * i).mul(AffineExpr.symbol(2 + 2 * i)));
      values.add(asFoldResult(multi.get(i)));
      values.add(stride);
    }
    rw.replaceOp(op, List.of(MemRefBuilders.valueOrConstant(rw, loc,
        AffineApplyBuilder.composedFoldedApply(rw, loc, new AffineMap(0, 1 + 2 * n, List.of(expr)), values))));
  }
}
