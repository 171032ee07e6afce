package org.jmlir.ir.rewrite;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;

/**
 * Region DCE as MLIR 22's runRegionDCE: an optimistic liveness fixed point (everything is dead until
 * a live use proves otherwise) over ops and non-entry block arguments, so dead cycles through block
 * arguments go too. A value forwarded by a branch is only as live as the argument it feeds.
 */
final class RegionDCE {
  // Live ops carry Operation.liveMark (a side set cost a tenth of -canonicalize on big functions);
  // deleteDeadness clears the marks of the survivors.
  private final Set<BlockArgument> liveArgs = Collections.newSetFromMap(new IdentityHashMap<>());
  private boolean changed;

  private RegionDCE() {}

  /** Returns whether an op was erased (erased block arguments alone do not count, as upstream). */
  static boolean run(List<Region> regions, PatternRewriter rewriter) {
    RegionDCE dce = new RegionDCE();
    do {
      dce.changed = false;
      for (Region r : regions) {
        dce.propagate(r);
      }
    } while (dce.changed);
    return dce.deleteDeadness(regions, rewriter);
  }

  private void setLive(Value v) {
    if (v instanceof OpResult r) {
      changed |= r.owner().setLiveMark(true);
    } else {
      changed |= liveArgs.add((BlockArgument) v);
    }
  }

  private void setLive(Operation op) {
    changed |= op.setLiveMark(true);
  }

  /** A use by a branch that feeds a dead block argument keeps nothing alive. */
  private boolean isUseKnownDead(OpOperand use) {
    Operation owner = use.owner();
    if (owner.hasTrait(org.jmlir.ir.Trait.TERMINATOR) && owner instanceof BranchOpInterface) {
      BlockArgument arg = BranchOpInterface.successorBlockArgument(owner, use.index());
      if (arg != null) {
        return !liveArgs.contains(arg);
      }
    }
    return false;
  }

  private void processValue(Value v) {
    for (OpOperand u = v.firstUse(); u != null; u = u.nextUse()) {
      if (!isUseKnownDead(u) && u.owner().liveMark()) {
        setLive(v);
        return;
      }
    }
  }

  private void propagate(Region region) {
    if (region.isEmpty()) {
      return;
    }
    for (Block b : RegionSimplifier.postOrder(region)) {
      // Uses before definitions: ops backwards, then the arguments.
      for (Operation o = b.last(); o != null; o = o.prevInBlock()) {
        propagate(o);
      }
      if (b.isEntryBlock()) {
        continue; // entry arguments belong to the parent op's contract
      }
      for (BlockArgument a : b.arguments()) {
        if (!liveArgs.contains(a)) {
          processValue(a);
        }
      }
    }
  }

  private void propagate(Operation op) {
    for (Region r : op.regions()) {
      propagate(r);
    }
    if (RegionSimplifier.isTerminator(op)) {
      setLive(op);
      if (!(op instanceof BranchOpInterface)) {
        // Unknown forwarding: every successor argument is live.
        for (Block s : op.successors()) {
          if (s != null) {
            for (BlockArgument a : s.arguments()) {
              setLive(a);
            }
          }
        }
      }
      return;
    }
    if (op.liveMark()) {
      return;
    }
    if (!SideEffects.wouldOpBeTriviallyDead(op)) {
      setLive(op);
      return;
    }
    for (OpResult r : op.results()) {
      processValue(r);
    }
  }

  private boolean deleteDeadness(List<Region> regions, PatternRewriter rewriter) {
    boolean erased = false;
    for (Region region : regions) {
      if (region.isEmpty()) {
        continue;
      }
      boolean single = region.numBlocks() == 1;
      for (Block b : RegionSimplifier.postOrder(region)) {
        if (!single && b.last() != null) {
          eraseDeadSuccessorOperands(b.last());
        }
        for (Operation o = b.last(); o != null; ) {
          Operation prev = o.prevInBlock();
          if (!o.setLiveMark(false)) {
            erased = true;
            for (OpResult r : o.results()) {
              RegionSimplifier.dropAllUses(r);
            }
            rewriter.eraseOp(o);
          } else {
            erased |= deleteDeadness(o.regions(), rewriter);
          }
          o = prev;
        }
      }
      List<Block> blocks = region.blocks();
      for (int i = 1; i < blocks.size(); i++) {
        Block b = blocks.get(i);
        for (int a = b.numArguments() - 1; a >= 0; a--) {
          if (!liveArgs.contains(b.argument(a))) {
            b.eraseArgument(a);
          }
        }
      }
    }
    return erased;
  }

  private void eraseDeadSuccessorOperands(Operation terminator) {
    if (!(terminator instanceof BranchOpInterface br)) {
      return;
    }
    for (int s = terminator.numSuccessors() - 1; s >= 0; s--) {
      Block dest = terminator.successor(s);
      int n = br.successorOperands(s).size();
      for (int a = n - 1; a >= 0; a--) {
        if (a < dest.numArguments() && !liveArgs.contains(dest.argument(a))) {
          br.eraseSuccessorOperand(s, a);
        }
      }
    }
  }
}
