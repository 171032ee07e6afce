package org.jmlir.ir.rewrite;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;

/**
 * The structural clean-ups the greedy driver runs after each sweep, as MLIR 22's RegionUtils
 * simplifyRegions: unreachable-block erasure and region DCE (dead ops and dead non-entry block
 * arguments, cycles included) always; with {@code mergeBlocks} (region-simplify=aggressive) also
 * merging of identical blocks and dropping of block arguments that receive the same value from
 * every predecessor.
 */
public final class RegionSimplifier {
  private RegionSimplifier() {}

  /** Runs the simplifications on {@code regions}; returns whether anything changed. */
  public static boolean simplifyRegions(List<Region> regions, PatternRewriter rewriter, boolean mergeBlocks) {
    boolean erasedBlocks = eraseUnreachableBlocks(regions, rewriter);
    boolean erasedOps = RegionDCE.run(regions, rewriter);
    boolean merged = false;
    boolean dropped = false;
    if (mergeBlocks) {
      merged = BlockMerging.mergeIdenticalBlocks(regions, rewriter);
      dropped = dropRedundantArguments(regions, rewriter);
    }
    return erasedBlocks || erasedOps || merged || dropped;
  }

  // ---- unreachable blocks --------------------------------------------------------------------

  /** Erases the blocks not reachable from their region's entry, in these regions and nested ones. */
  public static boolean eraseUnreachableBlocks(List<Region> regions, PatternRewriter rewriter) {
    boolean erased = false;
    ArrayDeque<Region> work = new ArrayDeque<>();
    for (Region r : regions) {
      work.push(r);
    }
    Set<Block> reachable = Collections.newSetFromMap(new IdentityHashMap<>());
    while (!work.isEmpty()) {
      Region region = work.pop();
      if (region.isEmpty()) {
        continue;
      }
      if (region.numBlocks() == 1) {
        pushNestedRegions(region.front(), work);
        continue;
      }
      reachable.clear();
      ArrayDeque<Block> dfs = new ArrayDeque<>();
      dfs.push(region.front());
      reachable.add(region.front());
      while (!dfs.isEmpty()) {
        for (Block s : dfs.pop().successors()) {
          if (s != null && s.parent() == region && reachable.add(s)) {
            dfs.push(s);
          }
        }
      }
      for (Block b : new ArrayList<>(region.blocks())) {
        if (!reachable.contains(b)) {
          dropAllDefinedValueUses(b);
          rewriter.eraseBlock(b);
          erased = true;
          continue;
        }
        pushNestedRegions(b, work);
      }
    }
    return erased;
  }

  private static void pushNestedRegions(Block b, ArrayDeque<Region> work) {
    for (Operation o = b.first(); o != null; o = o.nextInBlock()) {
      for (int i = 0, n = o.numRegions(); i < n; i++) {
        work.push(o.region(i));
      }
    }
  }

  /** Drops every use of the values defined in {@code b} (arguments and nested results). */
  private static void dropAllDefinedValueUses(Block b) {
    for (BlockArgument a : b.arguments()) {
      dropAllUses(a);
    }
    for (Operation o : b) {
      o.walk(
          n -> {
            for (OpResult r : n.results()) {
              dropAllUses(r);
            }
            for (Region nr : n.regions()) {
              for (Block nb : nr.blocks()) {
                for (BlockArgument a : nb.arguments()) {
                  dropAllUses(a);
                }
              }
            }
          });
    }
  }

  static void dropAllUses(Value v) {
    while (v.firstUse() != null) {
      v.firstUse().set(null);
    }
  }

  // ---- redundant block arguments -------------------------------------------------------------

  /** One incoming edge: successor {@code index} of {@code terminator}. */
  record Edge(Operation terminator, int index) {}

  /** The edges into {@code block}, in region order. */
  static List<Edge> predecessorEdges(Block block) {
    List<Edge> edges = new ArrayList<>();
    Region region = block.parent();
    if (region == null) {
      return edges;
    }
    for (Block b : region.blocks()) {
      Operation t = b.last();
      if (t == null) {
        continue;
      }
      for (int i = 0; i < t.numSuccessors(); i++) {
        if (t.successor(i) == block) {
          edges.add(new Edge(t, i));
        }
      }
    }
    return edges;
  }

  private static boolean dropRedundantArguments(List<Region> regions, PatternRewriter rewriter) {
    LinkedHashSet<Region> work = new LinkedHashSet<>(regions);
    boolean changed = false;
    while (!work.isEmpty()) {
      Region region = work.removeLast();
      for (Block b : region.blocks()) {
        changed |= dropRedundantArguments(b, rewriter);
        for (Operation o : b) {
          work.addAll(o.regions());
        }
      }
    }
    return changed;
  }

  /** Replaces each argument that every predecessor feeds the same value by that value. */
  private static boolean dropRedundantArguments(Block block, PatternRewriter rewriter) {
    List<Edge> edges = predecessorEdges(block);
    List<Integer> toErase = new ArrayList<>();
    for (int argIdx = 0; argIdx < block.numArguments(); argIdx++) {
      boolean same = true;
      Value common = null;
      for (Edge e : edges) {
        if (!(e.terminator() instanceof BranchOpInterface br)) {
          same = false;
          break;
        }
        List<Value> forwarded = br.successorOperands(e.index());
        if (argIdx >= forwarded.size()) {
          same = false;
          break;
        }
        Value v = forwarded.get(argIdx);
        if (common == null) {
          common = v;
        } else if (v != common) {
          same = false;
          break;
        }
      }
      if (common != null && same) {
        toErase.add(argIdx);
        rewriter.replaceAllUsesWith(block.argument(argIdx), common);
      }
    }
    for (int i = toErase.size() - 1; i >= 0; i--) {
      int argIdx = toErase.get(i);
      block.eraseArgument(argIdx);
      for (Edge e : edges) {
        ((BranchOpInterface) e.terminator()).eraseSuccessorOperand(e.index(), argIdx);
      }
    }
    return !toErase.isEmpty();
  }

  // ---- shared helpers ------------------------------------------------------------------------

  /** The blocks of {@code region} reachable from its entry, in DFS post-order (LLVM's post_order). */
  static List<Block> postOrder(Region region) {
    List<Block> out = new ArrayList<>();
    if (region.isEmpty()) {
      return out;
    }
    Set<Block> visited = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Block> blocks = new ArrayDeque<>();
    ArrayDeque<int[]> next = new ArrayDeque<>();
    Block entry = region.front();
    visited.add(entry);
    blocks.push(entry);
    next.push(new int[] {0});
    while (!blocks.isEmpty()) {
      Block b = blocks.peek();
      int[] i = next.peek();
      Operation t = b.last();
      int n = t == null ? 0 : t.numSuccessors();
      boolean descended = false;
      while (i[0] < n) {
        Block s = t.successor(i[0]++);
        if (s != null && visited.add(s)) {
          blocks.push(s);
          next.push(new int[] {0});
          descended = true;
          break;
        }
      }
      if (!descended) {
        blocks.pop();
        next.pop();
        out.add(b);
      }
    }
    return out;
  }

  /** Whether a user of {@code v} sits outside {@code block}. */
  static boolean isUsedOutsideOfBlock(Value v, Block block) {
    for (OpOperand u = v.firstUse(); u != null; u = u.nextUse()) {
      if (u.owner().block() != block) {
        return true;
      }
    }
    return false;
  }

  static boolean isTerminator(Operation op) {
    return op.hasTrait(Trait.TERMINATOR);
  }
}
