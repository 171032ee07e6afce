package org.jmlir.conversion.affinetostandard;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.affine.AffineIfOp;
import org.jmlir.dialect.affine.AffineMapOp;
import org.jmlir.dialect.affine.AffineMemoryOp;
import org.jmlir.dialect.affine.AffineParallelOp;
import org.jmlir.dialect.affine.AffineYieldOp;
import org.jmlir.ir.Operation;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code lower-affine}: affine.for/parallel/if become scf.for/parallel/if, affine.apply/min/max and
 * the subscripts of affine.load/store become arith ops, as MLIR 22's AffineToStandard. Ops are
 * lowered in pre-order, each one's index computations emitted right before it.
 */
public final class LowerAffinePass extends Pass {
  public LowerAffinePass(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "lower-affine";
  }

  @Override
  public String name() {
    return "LowerAffinePass";
  }

  @Override
  public String summary() {
    return "Lower Affine operations to a combination of Arith and SCF operations";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> order = new ArrayList<>();
    root.walkPreOrder(
        o -> {
          if (o instanceof AffineForOp || o instanceof AffineIfOp || o instanceof AffineMapOp
              || o instanceof AffineMemoryOp || o instanceof AffineParallelOp || o instanceof AffineYieldOp
              || o instanceof org.jmlir.dialect.affine.AffineIndexOp
              || o instanceof org.jmlir.dialect.affine.AffineVectorMemoryOp || o.name().equals("affine.prefetch")) {
            order.add(o);
          }
        });
    AffineLowering lowering = new AffineLowering(root.context());
    // MLIR's driver folds each op before lowering it, while the ops lowered before it are still in
    // place (replacements are applied at the end): a set or bound still sees its affine.apply
    // producers, so the in-place folds of affine.if/for run first.
    for (Operation op : order) {
      if (op instanceof AffineIfOp || op instanceof AffineForOp) {
        lowering.fold(op);
      }
    }
    try {
      for (Operation op : order) {
        if (op.block() != null && !lowering.fold(op)) {
          lowering.lower(op);
        }
      }
    } catch (AffineLowering.UnsupportedReduction e) {
      pc.signalFailure();
    }
  }
}
