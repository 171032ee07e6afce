package org.jmlir.ir.rewrite;

import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;

/** Side-effect queries the rewriting and CSE code share (MLIR's SideEffectInterfaces helpers). */
public final class SideEffects {
  private SideEffects() {}

  /** Whether {@code op} and everything nested in it have no memory effects. */
  public static boolean isMemoryEffectFree(Operation op) {
    if (op.hasTrait(Trait.NO_MEMORY_EFFECT)) {
      if (!op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
        return true;
      }
    } else if (!op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
      return false;
    }
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) {
          if (!isMemoryEffectFree(nested)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** Whether {@code op} could be erased were its results unused: effect-free and not a terminator. */
  public static boolean wouldOpBeTriviallyDead(Operation op) {
    return !op.hasTrait(Trait.TERMINATOR) && !op.hasTrait(Trait.SYMBOL) && isMemoryEffectFree(op);
  }

  /** Whether {@code op} is unused and could be erased. */
  public static boolean isOpTriviallyDead(Operation op) {
    return op.useEmpty() && wouldOpBeTriviallyDead(op);
  }
}
