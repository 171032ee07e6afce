package org.jmlir.ir.transforms;

import java.util.ArrayDeque;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.interfaces.LoopLikeOpInterface;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.SideEffects;

/**
 * {@code loop-invariant-code-motion}: moves ops that are free of memory effects, speculatable, and
 * use only values from outside a loop to right before the loop. Loops are visited innermost first, so
 * an op hoisted out of an inner loop can leave the outer one too.
 */
public final class LoopInvariantCodeMotion extends Pass {
  public LoopInvariantCodeMotion(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "loop-invariant-code-motion";
  }

  @Override
  public String summary() {
    return "Hoist loop invariant instructions outside of the loop";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    // Collected first (post-order = innermost first): hoisting moves ops, including whole loops.
    for (Operation loop : root.collect(op -> LoopLikeOpInterface.of(op) != null)) {
      moveLoopInvariantCode(loop);
    }
  }

  /** Hoists the invariant ops of {@code loop}; returns how many were moved. */
  public static int moveLoopInvariantCode(Operation loop) {
    int moved = 0;
    for (Region region : LoopLikeOpInterface.of(loop).loopRegions(loop)) {
      ArrayDeque<Operation> worklist = new ArrayDeque<>();
      for (Block b : region.blocks()) {
        for (Operation op : b) {
          worklist.add(op);
        }
      }
      while (!worklist.isEmpty()) {
        Operation op = worklist.poll();
        // Already hoisted (it was queued again as a user of an earlier hoisted op).
        if (op.parentRegion() != region) {
          continue;
        }
        if (!SideEffects.isMemoryEffectFree(op) || !SideEffects.isSpeculatable(op) || !canBeHoisted(op, loop)) {
          continue;
        }
        op.moveBefore(loop);
        moved++;
        for (var result : op.results()) {
          for (Operation user : result.users()) {
            if (user.parentRegion() == region) {
              worklist.add(user);
            }
          }
        }
      }
    }
    return moved;
  }

  /**
   * Not a terminator, and every value used by it or its nested ops comes from outside the loop or
   * from inside {@code op} itself.
   */
  private static boolean canBeHoisted(Operation op, Operation loop) {
    if (op.hasTrait(Trait.TERMINATOR)) {
      return false;
    }
    boolean[] ok = {true};
    op.walkPreOrder(
        child -> {
          if (!ok[0]) {
            return;
          }
          for (int i = 0, n = child.numOperands(); i < n; i++) {
            Value v = child.operand(i);
            if (op.isAncestor(v.parentRegion().parentOp())) {
              continue;
            }
            if (!LoopLikeOpInterface.isDefinedOutsideOfLoop(loop, v)) {
              ok[0] = false;
              return;
            }
          }
        });
    return ok[0];
  }
}
