package org.jmlir.dialect.linalg.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.dialect.linalg.OpKind;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * {@code linalg-generalize-named-ops}: every structured op other than linalg.generic becomes a
 * linalg.generic with the op's indexing maps, iterator types and body (MLIR's generalizeNamedOp);
 * the op's other attributes are not carried over, as upstream.
 */
public final class GeneralizeNamedOpsPass extends Pass {
  public GeneralizeNamedOpsPass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "linalg-generalize-named-ops";
  }

  @Override
  public String summary() {
    return "Convert named ops into generic ops";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    generalizeAll(root);
    // Upstream rewrites greedily: folding and dead-code elimination come with it.
    {
      GreedyRewriteConfig config = new GreedyRewriteConfig(false, 10, -1, GreedyRewriteConfig.RegionSimplification.NORMAL, true, true);
      GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(List.of()), config);
    }
  }

  /** Every structured op under {@code root} other than linalg.generic becomes a linalg.generic (folding ops fold). */
  static void generalizeAll(Operation root) {
    List<LinalgOp> ops = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          if (o instanceof LinalgOp l && l.kind() != OpKind.GENERIC) {
            ops.add(l);
          }
        });
    PatternRewriter rewriter = new PatternRewriter(root.context());
    for (LinalgOp op : ops) {
      // The greedy driver folds an op before trying patterns on it (an identity transpose folds away).
      List<org.jmlir.ir.rewrite.OpFoldResult> folded = org.jmlir.ir.rewrite.OperationFolder.fold(op);
      if (folded != null && !folded.isEmpty() && folded.stream().allMatch(f -> f instanceof org.jmlir.ir.rewrite.OpFoldResult.Folded)) {
        List<org.jmlir.ir.Value> values = new ArrayList<>();
        for (var f : folded) {
          values.add(((org.jmlir.ir.rewrite.OpFoldResult.Folded) f).value());
        }
        rewriter.replaceOp(op, values);
        continue;
      }
      rewriter.setInsertionPoint(op);
      Operation generic = rewriter.create(Generalize.genericState(op));
      rewriter.inlineRegionBefore(op.region(0), generic.region(0), 0);
      rewriter.replaceOp(op, generic.results());
    }
  }

}
