package org.jmlir.dialect.scf.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.dialect.scf.ForallOp;
import org.jmlir.dialect.scf.ParallelOp;
import org.jmlir.dialect.scf.ReduceOp;
import org.jmlir.dialect.scf.ScfBuilders;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.ShapedType;

/**
 * The loop rewrites the scf passes share: MLIR's buildLoopNest, scf.forall's bounds as values, and
 * forallToParallelLoop / forallToForLoop / parallelForToNestedFors.
 */
public final class LoopNests {
  private LoopNests() {}

  /** MLIR's buildLoopNest without iteration arguments: one scf.for per bound, outermost first. */
  public static List<ForOp> buildLoopNest(PatternRewriter rw, Location loc, List<Value> lbs, List<Value> ubs, List<Value> steps) {
    List<ForOp> loops = new ArrayList<>();
    for (int i = 0; i < lbs.size(); i++) {
      ForOp loop = ScfBuilders.createFor(rw, loc, lbs.get(i), ubs.get(i), steps.get(i), List.of());
      loops.add(loop);
      rw.setInsertionPoint(loop.body().terminator());
    }
    return loops;
  }

  /** ForallOp::getLowerBound/getUpperBound/getStep(builder): static entries as index constants. */
  private static List<Value> mixedValues(PatternRewriter rw, Location loc, long[] statics, List<Value> dynamics) {
    List<Value> out = new ArrayList<>(statics.length);
    int next = 0;
    for (long v : statics) {
      out.add(v == ShapedType.DYNAMIC ? dynamics.get(next++) : MemRefBuilders.constantIndex(rw, loc, v));
    }
    return out;
  }

  /** The bounds of {@code op}: lower bounds, upper bounds, steps, materialized in that order. */
  private static List<List<Value>> forallBounds(PatternRewriter rw, ForallOp op) {
    Location loc = op.location();
    List<Value> lbs = mixedValues(rw, loc, op.staticLowerBound(), op.dynamicLowerBound());
    List<Value> ubs = mixedValues(rw, loc, op.staticUpperBound(), op.dynamicUpperBound());
    List<Value> steps = mixedValues(rw, loc, op.staticStep(), op.dynamicStep());
    return List.of(lbs, ubs, steps);
  }

  /**
   * MLIR's forallToParallelLoop: an scf.forall without outputs becomes an scf.parallel over the
   * same body (scf.reduce as terminator, the mapping kept); null for a forall with outputs.
   */
  public static ParallelOp forallToParallel(PatternRewriter rw, ForallOp op) {
    if (!op.outputs().isEmpty()) {
      return null;
    }
    rw.setInsertionPoint(op);
    Location loc = op.location();
    List<List<Value>> b = forallBounds(rw, op);
    OperationState s = new OperationState(rw.context(), ParallelOp.DEF, loc);
    s.addOperands(b.get(0)).addOperands(b.get(1)).addOperands(b.get(2));
    s.addAttribute(OpSpec.OPERAND_SEGMENTS,
        OperandSegments.sizesAttr(rw.context(), b.get(0).size(), b.get(1).size(), b.get(2).size(), 0));
    Region region = s.addRegion();
    ParallelOp parallel = (ParallelOp) rw.create(s);
    rw.inlineRegionBefore(op.region(0), region, 0);
    Operation terminator = region.front().terminator();
    rw.setInsertionPoint(terminator);
    rw.create(new OperationState(rw.context(), ReduceOp.DEF, terminator.location()));
    rw.eraseOp(terminator);
    if (op.inherentAttr("mapping") != null) {
      parallel.setAttr("mapping", op.inherentAttr("mapping"));
    }
    rw.eraseOp(op);
    return parallel;
  }

  /** MLIR's forallToForLoop: a nest of scf.for running the body (a forall with outputs is not handled). */
  public static void forallToFor(PatternRewriter rw, ForallOp op) {
    rw.setInsertionPoint(op);
    List<List<Value>> b = forallBounds(rw, op);
    inlineIntoNest(rw, op, op.body(), b.get(0), b.get(1), b.get(2));
  }

  /** MLIR's parallelForToNestedFors: an scf.parallel without results becomes a nest of scf.for. */
  public static boolean parallelToNestedFors(PatternRewriter rw, ParallelOp op) {
    if (op.numResults() != 0) {
      return false;
    }
    rw.setInsertionPoint(op);
    inlineIntoNest(rw, op, op.body(), op.lowerBound(), op.upperBound(), op.step());
    return true;
  }

  private static void inlineIntoNest(PatternRewriter rw, Operation op, Block body, List<Value> lbs, List<Value> ubs,
      List<Value> steps) {
    List<ForOp> loops = buildLoopNest(rw, op.location(), lbs, ubs, steps);
    List<Value> ivs = new ArrayList<>();
    for (ForOp loop : loops) {
      BlockArgument iv = loop.inductionVar();
      ivs.add(iv);
    }
    Block innermost = loops.get(loops.size() - 1).body();
    rw.eraseOp(body.terminator());
    rw.inlineBlockBefore(body, innermost.terminator(), ivs);
    rw.eraseOp(op);
  }
}
