package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;

/**
 * MLIR's LoopLikeOpInterface, as far as loop-invariant code motion needs it: which regions form the
 * loop body. A value is defined outside the loop when the loop op does not contain its definition,
 * and hoisted ops are moved right before the loop (the interface's default methods upstream).
 */
@FunctionalInterface
public interface LoopLikeOpInterface {
  /** The regions making up the body, inspected for loop-invariant ops. */
  List<Region> loopRegions(Operation loop);

  /** The interface attached to {@code op}'s kind, or null when it is not a loop. */
  static LoopLikeOpInterface of(Operation op) {
    return op.def().extension(LoopLikeOpInterface.class);
  }

  static boolean isDefinedOutsideOfLoop(Operation loop, Value value) {
    Operation owner = value.parentRegion().parentOp();
    return !loop.isAncestor(owner);
  }
}
