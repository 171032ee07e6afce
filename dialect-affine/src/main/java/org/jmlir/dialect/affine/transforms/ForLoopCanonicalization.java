package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.scf.ForOp;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code scf-for-loop-canonicalization} (MLIR's SCFForLoopCanonicalization, run greedily, so every op
 * is also folded): a {@code tensor.dim}/{@code memref.dim} of a loop-carried value or of a loop
 * result whose shape the loop preserves (the body yields the iteration argument back, possibly
 * through tensor.insert_slice destinations or inner shape-preserving loops) reads the loop's init
 * value instead; an affine.min/max over induction variables of scf.for/parallel/forall loops with constant
 * bounds becomes the result that is provably the least/greatest over the iteration range
 * ({@link LoopMinMax}). Lives in dialect-affine, which sees both dialects.
 */
public final class ForLoopCanonicalization extends Pass {
  public ForLoopCanonicalization(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "scf-for-loop-canonicalization";
  }

  @Override
  public String summary() {
    return "Canonicalize operations within scf.for loop bodies";
  }

  /** MLIR's isShapePreserving: the value yielded for iteration argument {@code arg} has that argument's shape. */
  private static boolean isShapePreserving(ForOp forOp, int arg) {
    Value value = forOp.body().terminator().operand(arg);
    while (value != null) {
      if (value == forOp.regionIterArgs().get(arg)) {
        return true;
      }
      if (!(value instanceof OpResult r)) {
        return false;
      }
      Operation owner = r.owner();
      if (owner.name().equals("tensor.insert_slice")) {
        value = owner.operand(1);
      } else if (owner.def() == ForOp.DEF) {
        ForOp inner = (ForOp) owner;
        value = isShapePreserving(inner, r.index()) ? inner.initArgs().get(r.index()) : null;
      } else {
        value = null;
      }
    }
    return false;
  }

  private static RewritePattern dimOfIterArg(String dim) {
    return new NamedPattern("DimOfIterArgFolder<" + dim + ">", dim, 1, (op, rw) -> {
      if (!(op.operand(0) instanceof BlockArgument arg) || !(arg.owner().parentOp() instanceof ForOp forOp)
          || arg.index() == 0 || !isShapePreserving(forOp, arg.index() - 1)) {
        return false;
      }
      Value init = forOp.initArgs().get(arg.index() - 1);
      rw.modifyOpInPlace(op, () -> op.setOperand(0, init));
      return true;
    });
  }

  private static RewritePattern dimOfLoopResult(String dim) {
    return new NamedPattern("DimOfLoopResultFolder<" + dim + ">", dim, 1, (op, rw) -> {
      if (!(op.operand(0) instanceof OpResult r) || !(r.owner() instanceof ForOp forOp)
          || !isShapePreserving(forOp, r.index())) {
        return false;
      }
      Value init = forOp.initArgs().get(r.index());
      rw.modifyOpInPlace(op, () -> op.setOperand(0, init));
      return true;
    });
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<RewritePattern> patterns = new ArrayList<>();
    patterns.add(dimOfIterArg("tensor.dim"));
    patterns.add(dimOfIterArg("memref.dim"));
    patterns.add(dimOfLoopResult("tensor.dim"));
    patterns.add(dimOfLoopResult("memref.dim"));
    patterns.add(0, new NamedPattern("AffineOpSCFCanonicalizationPattern<affine::AffineMaxOp>", "affine.max", 1,
        (op, rw) -> LoopMinMax.rewriteInLoops(rw, (AffineMapOp) op)));
    patterns.add(0, new NamedPattern("AffineOpSCFCanonicalizationPattern<affine::AffineMinOp>", "affine.min", 1,
        (op, rw) -> LoopMinMax.rewriteInLoops(rw, (AffineMapOp) op)));
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns), GreedyRewriteConfig.BOTTOM_UP);
  }
}
