package org.jmlir.ir.analysis;

import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/**
 * Dominance between blocks, ops and values, with a dominator tree per multi-block region computed on
 * demand (Cooper, Harvey and Kennedy's iterative algorithm over reverse post-order). As in LLVM, an
 * unreachable block is dominated by every block. Regions of graph-region ops impose no dominance.
 */
public final class DominanceInfo {
  /** The dominator tree of one region: immediate dominators by block index in RPO numbering. */
  private static final class RegionTree {
    final Map<Block, Integer> rpoIndex = new IdentityHashMap<>();
    int[] idom; // by RPO index; entry's idom is itself
    Block[] byRpo;

    RegionTree(Region region) {
      List<Block> blocks = region.blocks();
      // Iterative DFS post-order from the entry block.
      Map<Block, Boolean> visited = new IdentityHashMap<>();
      Block[] post = new Block[blocks.size()];
      int n = 0;
      ArrayDeque<Object[]> stack = new ArrayDeque<>();
      Block entry = region.front();
      visited.put(entry, Boolean.TRUE);
      stack.push(new Object[] {entry, 0});
      while (!stack.isEmpty()) {
        Object[] frame = stack.peek();
        Block b = (Block) frame[0];
        List<Block> succs = b.successors();
        int i = (Integer) frame[1];
        if (i < succs.size()) {
          frame[1] = i + 1;
          Block s = succs.get(i);
          if (s.parent() == region && visited.put(s, Boolean.TRUE) == null) {
            stack.push(new Object[] {s, 0});
          }
        } else {
          stack.pop();
          post[n++] = b;
        }
      }
      byRpo = new Block[n];
      for (int i = 0; i < n; i++) {
        byRpo[i] = post[n - 1 - i];
        rpoIndex.put(byRpo[i], i);
      }
      // Predecessors in RPO numbering.
      int[][] preds = new int[n][];
      int[] predCount = new int[n];
      for (int i = 0; i < n; i++) {
        for (Block s : byRpo[i].successors()) {
          Integer si = rpoIndex.get(s);
          if (si != null) {
            predCount[si]++;
          }
        }
      }
      for (int i = 0; i < n; i++) {
        preds[i] = new int[predCount[i]];
        predCount[i] = 0;
      }
      for (int i = 0; i < n; i++) {
        for (Block s : byRpo[i].successors()) {
          Integer si = rpoIndex.get(s);
          if (si != null) {
            preds[si][predCount[si]++] = i;
          }
        }
      }
      idom = new int[n];
      java.util.Arrays.fill(idom, -1);
      idom[0] = 0;
      boolean changed = true;
      while (changed) {
        changed = false;
        for (int b = 1; b < n; b++) {
          int newIdom = -1;
          for (int p : preds[b]) {
            if (idom[p] == -1) {
              continue;
            }
            newIdom = newIdom == -1 ? p : intersect(p, newIdom);
          }
          if (newIdom != idom[b]) {
            idom[b] = newIdom;
            changed = true;
          }
        }
      }
    }

    private int intersect(int a, int b) {
      while (a != b) {
        while (a > b) {
          a = idom[a];
        }
        while (b > a) {
          b = idom[b];
        }
      }
      return a;
    }

    /** Whether {@code a} dominates {@code b} (both in this region). */
    boolean dominates(Block a, Block b) {
      if (a == b) {
        return true;
      }
      Integer bi = rpoIndex.get(b);
      if (bi == null) {
        return true; // unreachable blocks are dominated by everything
      }
      Integer ai = rpoIndex.get(a);
      if (ai == null) {
        return false;
      }
      int x = bi;
      while (x != 0 && x != ai) {
        x = idom[x];
      }
      return x == ai;
    }

    boolean isReachable(Block b) {
      return rpoIndex.containsKey(b);
    }

    Block idom(Block b) {
      Integer i = rpoIndex.get(b);
      return i == null || i == 0 ? null : byRpo[idom[i]];
    }
  }

  private final Map<Region, RegionTree> trees = new IdentityHashMap<>();

  private RegionTree tree(Region r) {
    return trees.computeIfAbsent(r, RegionTree::new);
  }

  /** Forgets cached trees (after the CFG changed). */
  public void invalidate() {
    trees.clear();
  }

  /** Whether {@code b} is reachable from its region's entry block. */
  public boolean isReachable(Block b) {
    Region r = b.parent();
    return r == null || r.numBlocks() <= 1 || tree(r).isReachable(b);
  }

  /** The immediate dominator of {@code b} in its region; null for the entry or an unreachable block. */
  public Block immediateDominator(Block b) {
    Region r = b.parent();
    return r == null || r.numBlocks() <= 1 ? null : tree(r).idom(b);
  }

  /** Whether block {@code a} dominates block {@code b}, both in the same region. */
  public boolean dominates(Block a, Block b) {
    if (a == b) {
      return true;
    }
    Region r = a.parent();
    if (r == null || r != b.parent()) {
      return false;
    }
    return tree(r).dominates(a, b);
  }

  /** Whether {@code r}'s parent op makes it a graph region (no dominance requirement); unregistered parents may. */
  public static boolean isGraphRegion(Region r) {
    Operation parent = r.parentOp();
    return parent != null && (!parent.isRegistered() || parent.hasTrait(Trait.GRAPH_REGION));
  }

  /**
   * Moves {@code op} up through enclosing ops until it is in {@code region}; null when it is not
   * nested in {@code region} at all.
   */
  public static Operation ancestorInRegion(Region region, Operation op) {
    for (Operation o = op; o != null; o = o.parentOp()) {
      if (o.parentRegion() == region) {
        return o;
      }
    }
    return null;
  }

  /**
   * Whether {@code a} properly dominates {@code b}: {@code b} (moved up into a's region) comes after
   * {@code a} in a's block, or in a block a's block dominates. An op does not properly dominate the
   * ops nested in it.
   */
  public boolean properlyDominates(Operation a, Operation b) {
    Region region = a.parentRegion();
    if (region == null) {
      return false;
    }
    Operation bAnc = ancestorInRegion(region, b);
    if (bAnc == null) {
      return false;
    }
    if (bAnc == a) {
      return false;
    }
    if (isGraphRegion(region)) {
      return true;
    }
    if (a.block() == bAnc.block()) {
      return a.isBeforeInBlock(bAnc);
    }
    return dominates(a.block(), bAnc.block());
  }

  /** Whether the definition of {@code v} dominates its use by {@code user}. */
  public boolean dominates(Value v, Operation user) {
    Operation def = v.definingOp();
    if (def != null) {
      return def == user ? false : properlyDominates(def, user);
    }
    // A block argument dominates everything in its block and the blocks that block dominates.
    Block argBlock = v.parentBlock();
    Region region = argBlock.parent();
    if (region == null) {
      return false;
    }
    Operation userAnc = ancestorInRegion(region, user);
    if (userAnc == null) {
      return false;
    }
    return isGraphRegion(region) || dominates(argBlock, userAnc.block());
  }
}
