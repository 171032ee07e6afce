package org.jmlir.conversion.linalgtoloops;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.RewritePattern;

/**
 * {@code convert-linalg-to-loops} and {@code convert-linalg-to-affine-loops}: linalg ops on buffers
 * become loop nests; then, as upstream, a greedy rewrite with the canonicalization of affine.apply
 * and memref.dim folds the index computations (and hoists and unifies constants).
 */
public final class LinalgToLoopsPass extends Pass {
  private final boolean affine;
  private final boolean parallel;

  public LinalgToLoopsPass(PassOptions o, boolean affine) {
    this(o, affine, false);
  }

  /** {@code parallel}: convert-linalg-to-parallel-loops, scf.parallel for the runs of parallel loops. */
  public LinalgToLoopsPass(PassOptions o, boolean affine, boolean parallel) {
    super(o);
    this.affine = affine;
    this.parallel = parallel;
  }

  @Override
  public String argument() {
    return parallel ? "convert-linalg-to-parallel-loops" : affine ? "convert-linalg-to-affine-loops" : "convert-linalg-to-loops";
  }

  @Override
  public String summary() {
    return parallel
        ? "Lower the operations from the linalg dialect into parallel loops"
        : affine
            ? "Lower the operations from the linalg dialect into affine loops"
            : "Lower the operations from the linalg dialect into loops";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> funcs = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          if (o.name().equals("func.func")) {
            funcs.add(o);
          }
        });
    if (funcs.isEmpty()) {
      funcs.add(root);
    }
    LinalgLoopLowering lowering = new LinalgLoopLowering(root.context(), affine, parallel);
    for (Operation func : funcs) {
      List<LinalgOp> ops = new ArrayList<>();
      func.walkPreOrder(
          o -> {
            if (o instanceof LinalgOp l) {
              ops.add(l);
            }
          });
      for (LinalgOp op : ops) {
        if (op.block() != null) {
          lowering.lower(op);
        }
      }
      {
        // Upstream always runs the clean-up rewrite on each function.
        GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
        GreedyPatternRewriteDriver.applyPatternsGreedily(func, patterns(root), config);
      }
    }
  }

  private static FrozenPatternSet patterns(Operation root) {
    List<RewritePattern> p = new ArrayList<>();
    for (String name : List.of("affine.apply", "memref.dim", "tensor.dim")) {
      var def = root.context().lookupOp(name);
      CanonicalizationPatterns c = def == null ? null : def.extension(CanonicalizationPatterns.class);
      if (c != null) {
        p.addAll(c.patterns());
      }
    }
    return new FrozenPatternSet(p);
  }
}
