package org.jmlir.ir.rewrite;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;

/**
 * Region simplification run by the greedy driver between sweeps: erases blocks unreachable from the
 * entry block. (Block merging and dead block-argument removal are MLIR's further steps; see the
 * canonicalize issue.)
 */
final class RegionSimplifier {
  private RegionSimplifier() {}

  static boolean simplify(Operation root, PatternRewriter rewriter, GreedyRewriteConfig.RegionSimplification level) {
    boolean changed = false;
    List<Region> regions = new ArrayList<>();
    root.walkPreOrder(
        op -> {
          for (Region r : op.regions()) {
            regions.add(r);
          }
        });
    for (Region r : regions) {
      changed |= eraseUnreachableBlocks(r, rewriter);
    }
    return changed;
  }

  static boolean eraseUnreachableBlocks(Region region, PatternRewriter rewriter) {
    if (region.numBlocks() <= 1) {
      return false;
    }
    Set<Block> reachable = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Block> work = new ArrayDeque<>();
    work.push(region.front());
    reachable.add(region.front());
    while (!work.isEmpty()) {
      Block b = work.pop();
      for (Block s : b.successors()) {
        if (reachable.add(s)) {
          work.push(s);
        }
      }
    }
    List<Block> dead = new ArrayList<>();
    for (Block b : region.blocks()) {
      if (!reachable.contains(b)) {
        dead.add(b);
      }
    }
    if (dead.isEmpty()) {
      return false;
    }
    // Dead blocks may use each other's values: drop all references first.
    for (Block b : dead) {
      for (Operation o : b) {
        o.dropAllReferences();
      }
    }
    for (Block b : dead) {
      for (Operation o = b.last(); o != null; ) {
        Operation prev = o.prevInBlock();
        for (org.jmlir.ir.OpResult res : o.results()) {
          if (!res.hasNoUses()) {
            // Used from a reachable block: cannot happen in verified IR (dominance).
            return false;
          }
        }
        rewriter.eraseOp(o);
        o = prev;
      }
      b.erase();
    }
    return true;
  }
}
