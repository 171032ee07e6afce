package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.affine.AffineMapOperands;
import org.jmlir.dialect.affine.AffineParallelOp;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IntegerType;

/**
 * {@code affine-loop-normalize} (MLIR's AffineLoopNormalize): innermost loops first, an affine.for
 * with a single lower bound gets lower bound 0 and step 1, its upper bounds become {@code (ub - lb)
 * ceildiv step} and the old induction variable an {@code affine.apply} of the new one; an
 * affine.parallel without min/max bounds likewise for every dimension. With {@code promote-single-iter}
 * a loop that runs once is first replaced by its body.
 */
public final class AffineLoopNormalize extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("promote-single-iter", "", "Promote single iteration loops"),
  };

  private final boolean promoteSingleIter;

  public AffineLoopNormalize(PassOptions o) {
    super(o);
    promoteSingleIter = o.getBool("promote-single-iter", false);
  }

  @Override
  public String argument() {
    return "affine-loop-normalize";
  }

  @Override
  public String summary() {
    return "Apply normalization transformations to affine loop-like ops";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(o -> o instanceof AffineForOp || o instanceof AffineParallelOp)) {
      if (op instanceof AffineParallelOp p) {
        normalizeParallel(p);
      } else {
        normalizeFor((AffineForOp) op, promoteSingleIter);
      }
    }
  }

  /** normalizeAffineFor. */
  public static boolean normalizeFor(AffineForOp f, boolean promoteSingleIter) {
    if (promoteSingleIter && AffineLoopUtils.promoteIfSingleIteration(f)) {
      return true;
    }
    Long lb = AffineLoopUtils.constantLowerBound(f);
    long step = f.step();
    if (lb != null && lb == 0 && step == 1) {
      return true;
    }
    AffineMap lbMap = f.lowerBoundMap();
    if (lbMap.numResults() != 1) {
      return false;
    }
    List<Value> lbOperands = new ArrayList<>(f.lowerBoundOperands());
    AffineMap ubMap = f.upperBoundMap();
    AffineMap padded = new AffineMap(lbMap.numDims(), lbMap.numSymbols(),
        Collections.nCopies(ubMap.numResults(), lbMap.results().get(0)));
    AffineMapOperands span = AffineLoopUtils.difference(new AffineMapOperands(ubMap, f.upperBoundOperands()),
        new AffineMapOperands(padded, lbOperands)).compose();
    List<AffineExpr> scaled = new ArrayList<>();
    for (AffineExpr e : span.map().results()) {
      scaled.add(e.ceilDiv(AffineExpr.constant(step)));
    }
    AffineMap newUb = new AffineMap(span.map().numDims(), span.map().numSymbols(), scaled);
    AffineLoopUtils.setBounds(f, new AffineMap(0, 0, List.of(AffineExpr.constant(0))), List.of(), newUb, span.operands());
    AffineLoopUtils.setStep(f, 1);
    BlockArgument iv = f.body().argument(0);
    AffineMap scaleIv = new AffineMap(1, 0, List.of(AffineExpr.dim(0).neg().mul(step)));
    AffineMapOperands oldIv = AffineLoopUtils.difference(new AffineMapOperands(lbMap, lbOperands),
        new AffineMapOperands(scaleIv, List.of(iv))).compose();
    OpBuilder b = new OpBuilder(f.context());
    b.setInsertionPointToStart(f.body());
    Value apply = AffineLoopUtils.apply(b, f.location(), oldIv.map(), oldIv.operands());
    AffineLoopUtils.replaceAllUsesExcept(iv, apply, apply.definingOp());
    return true;
  }

  /** normalizeAffineParallel. */
  public static boolean normalizeParallel(AffineParallelOp p) {
    int n = p.numDims();
    AffineMap lbMap = p.lowerBoundsMap();
    if (lbMap.numResults() != n || p.upperBoundsMap().numResults() != n) {
      return false;
    }
    long[] steps = p.steps();
    boolean normalized = true;
    for (int i = 0; i < n; i++) {
      normalized &= steps[i] == 1 && lbMap.results().get(i) instanceof AffineConstantExpr c && c.value() == 0;
    }
    if (normalized) {
      return true;
    }
    List<Value> lbOperands = new ArrayList<>(p.lowerBoundsOperands());
    AffineMapOperands ranges = AffineLoopUtils.difference(
        new AffineMapOperands(p.upperBoundsMap(), p.upperBoundsOperands()), new AffineMapOperands(lbMap, lbOperands));
    OpBuilder b = new OpBuilder(p.context());
    b.setInsertionPointToStart(p.body());
    List<AffineExpr> lbs = new ArrayList<>();
    List<AffineExpr> ubs = new ArrayList<>();
    int nDims = lbMap.numDims();
    for (int i = 0; i < n; i++) {
      lbs.add(AffineExpr.constant(0));
      ubs.add(ranges.map().results().get(i).ceilDiv(AffineExpr.constant(steps[i])));
      BlockArgument iv = p.body().argument(i);
      AffineExpr expr = lbMap.results().get(i).add(AffineExpr.dim(nDims).mul(steps[i]));
      List<Value> operands = new ArrayList<>(lbOperands.subList(0, nDims));
      operands.add(iv);
      operands.addAll(lbOperands.subList(nDims, lbOperands.size()));
      Value apply = AffineLoopUtils.apply(b, p.location(), new AffineMap(nDims + 1, lbMap.numSymbols(), List.of(expr)), operands);
      AffineLoopUtils.replaceAllUsesExcept(iv, apply, apply.definingOp());
    }
    IntegerType i64 = IntegerType.get(p.context(), 64);
    List<Attribute> ones = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      ones.add(IntegerAttr.get(p.context(), i64, 1));
    }
    p.setAttr("steps", ArrayAttr.get(p.context(), ones));
    p.setOperands(ranges.operands());
    p.setAttr("lowerBoundsMap", AffineMapAttr.get(p.context(), new AffineMap(0, 0, lbs)));
    p.setAttr("upperBoundsMap", AffineMapAttr.get(p.context(),
        new AffineMap(ranges.map().numDims(), ranges.map().numSymbols(), ubs)));
    return true;
  }
}
