package org.jmlir.dialect.affine.transforms;

import java.util.List;
import org.jmlir.dialect.affine.AffineApplyBuilder;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineConstantExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * {@code scf-for-loop-peeling} (MLIR's ForLoopPeeling): an scf.for whose step may not divide its
 * range is split at {@code ub - (ub - lb) mod step} into a main loop and a loop for the partial last
 * iteration; with {@code peel-front} the first iteration is peeled instead, at {@code lb + step}.
 * {@code skip-partial} (default) leaves loops inside a partial iteration alone. The split bound is an
 * {@code affine.apply}, folded to a constant when the bounds are constants. After peeling at the
 * back, affine.min/max ops in both loops are simplified knowing which side of the split they are on
 * ({@link LoopMinMax}).
 */
public final class ForLoopPeeling extends Pass {
  private static final String PEELED = "__peeled_loop__";
  private static final String PARTIAL = "__partial_iteration__";

  private final boolean peelFront;
  private final boolean skipPartial;

  public ForLoopPeeling(PassOptions o) {
    super(o);
    peelFront = o.getBool("peel-front", false);
    skipPartial = o.getBool("skip-partial", true);
  }

  @Override
  public String argument() {
    return "scf-for-loop-peeling";
  }

  @Override
  public String summary() {
    return "Peel `for` loops at their upper bounds.";
  }

  private static Long constant(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr a ? a.longValue() : null;
  }

  private static AffineExpr s(int i) {
    return AffineExpr.symbol(i);
  }

  /**
   * Peels {@code forOp} (MLIR's peelForLoopAndSimplifyBounds, or peelForLoopFirstIteration with
   * {@code front}): returns the new loop (the partial last iteration, or the first iteration), or
   * null when there is nothing to peel. For transform.loop.peel.
   */
  public static ForOp peel(PatternRewriter rw, ForOp forOp, boolean front) {
    if (front) {
      return peelFront(rw, forOp);
    }
    Value previousUb = forOp.upperBound();
    ForOp partial = peelBack(rw, forOp);
    if (partial != null) {
      rewriteMinMaxAfterPeeling(rw, forOp, partial, previousUb, false);
    }
    return partial;
  }

  /** MLIR's peelForLoop: the loop runs to the split bound, a clone runs the rest from it. */
  private static ForOp peelBack(PatternRewriter rw, ForOp forOp) {
    Long lb = constant(forOp.lowerBound());
    Long ub = constant(forOp.upperBound());
    Long step = constant(forOp.step());
    if (step != null && step <= 1) {
      return null;
    }
    if (lb != null && ub != null && step != null && (ub - lb) % step == 0) {
      return null;
    }
    List<Value> bounds = List.of(forOp.lowerBound(), forOp.upperBound(), forOp.step());
    AffineMap mod = AffineApplyBuilder.fullyComposedMap(
        new AffineMap(0, 3, List.of(s(1).sub(s(0)).mod(s(2)))), bounds);
    if (mod.results().get(0) instanceof AffineConstantExpr c && c.value() == 0) {
      return null;
    }
    rw.setInsertionPoint(forOp);
    Value split = AffineApplyBuilder.createOrFoldApply(rw, forOp.location(),
        new AffineMap(0, 3, List.of(s(1).sub(s(1).sub(s(0)).mod(s(2))))), bounds);
    rw.setInsertionPointAfter(forOp);
    ForOp partial = (ForOp) rw.insert(forOp.clone());
    partial.setOperand(0, split);
    for (int i = 0; i < forOp.numResults(); i++) {
      rw.replaceAllUsesWith(forOp.result(i), partial.result(i));
    }
    for (int i = 0; i < forOp.numResults(); i++) {
      partial.setOperand(3 + i, forOp.result(i));
    }
    rw.modifyOpInPlace(forOp, () -> forOp.setOperand(1, split));
    return partial;
  }

  /** MLIR's peelForLoopFirstIteration: a clone runs the first iteration, the loop the rest. */
  private static ForOp peelFront(PatternRewriter rw, ForOp forOp) {
    Long lb = constant(forOp.lowerBound());
    Long ub = constant(forOp.upperBound());
    Long step = constant(forOp.step());
    if (lb != null && ub != null && step != null && Math.ceil((float) (ub - lb) / step) <= 1) {
      return null;
    }
    rw.setInsertionPoint(forOp);
    Value split = AffineApplyBuilder.createOrFoldApply(rw, forOp.location(), new AffineMap(0, 2, List.of(s(0).add(s(1)))),
        List.of(forOp.lowerBound(), forOp.step()));
    // Only the clone's own upper bound changes: mlir-opt 22 leaves uses of the bound in the body.
    ForOp first = (ForOp) rw.insert(forOp.clone());
    first.setOperand(1, split);
    rw.modifyOpInPlace(forOp, () -> {
      for (int i = 0; i < first.numResults(); i++) {
        forOp.setOperand(3 + i, first.result(i));
      }
      forOp.setOperand(0, split);
    });
    return first;
  }

  /** MLIR's rewriteAffineOpAfterPeeling: the affine.min/max ops of both loops, knowing which side of the split they are on. */
  private static void rewriteMinMaxAfterPeeling(PatternRewriter rw, ForOp forOp, ForOp partial, Value previousUb, boolean fold) {
    for (boolean inside : new boolean[] {true, false}) {
      ForOp loop = inside ? forOp : partial;
      List<AffineMapOp> ops = new java.util.ArrayList<>();
      loop.walk(o -> {
        if (o instanceof AffineMapOp m && m.def() != AffineMapOp.APPLY) {
          ops.add(m);
        }
      });
      for (AffineMapOp m : ops) {
        LoopMinMax.rewrite(rw, m, loop.inductionVar(), previousUb, loop.step(), inside, fold);
      }
    }
  }

  private boolean rewrite(Operation op, PatternRewriter rw) {
    ForOp forOp = (ForOp) op;
    if (forOp.isUnsignedCmp() || forOp.attr(PEELED) != null) {
      return false;
    }
    ForOp partial;
    if (peelFront) {
      partial = peelFront(rw, forOp);
    } else {
      if (skipPartial) {
        for (Operation p = forOp.parentOp(); p != null; p = p.parentOp()) {
          if (p.def() == ForOp.DEF && p.attr(PARTIAL) != null) {
            return false;
          }
        }
      }
      Value previousUb = forOp.upperBound();
      partial = peelBack(rw, forOp);
      if (partial != null) {
        rewriteMinMaxAfterPeeling(rw, forOp, partial, previousUb, true);
      }
    }
    if (partial == null) {
      return false;
    }
    UnitAttr unit = UnitAttr.get(rw.context());
    rw.modifyOpInPlace(partial, () -> {
      partial.setAttr(PEELED, unit);
      partial.setAttr(PARTIAL, unit);
    });
    rw.modifyOpInPlace(forOp, () -> forOp.setAttr(PEELED, unit));
    return true;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root,
        new FrozenPatternSet(List.of(new NamedPattern("ForLoopPeelingPattern", ForOp.DEF.name(), 1, this::rewrite))),
        GreedyRewriteConfig.BOTTOM_UP);
    root.walk(op -> {
      op.removeAttr(PEELED);
      op.removeAttr(PARTIAL);
    });
  }
}
