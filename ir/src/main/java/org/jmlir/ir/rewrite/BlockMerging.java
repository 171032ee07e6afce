package org.jmlir.ir.rewrite;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.loc.Location;

/**
 * Merging of identical blocks, as MLIR 22's mergeIdenticalBlocks: blocks (other than the entry)
 * with the same successors whose ops are equal up to values defined outside them are folded into
 * the first such block; values that differ become new arguments of the leader, passed by each
 * predecessor.
 */
final class BlockMerging {
  private BlockMerging() {}

  static boolean mergeIdenticalBlocks(List<Region> regions, PatternRewriter rewriter) {
    LinkedHashSet<Region> work = new LinkedHashSet<>(regions);
    boolean changed = false;
    while (!work.isEmpty()) {
      Region region = work.removeLast();
      if (mergeIdenticalBlocks(region, rewriter)) {
        work.add(region);
        changed = true;
      }
      for (Block b : region.blocks()) {
        for (Operation o : b) {
          work.addAll(o.regions());
        }
      }
    }
    return changed;
  }

  private static boolean mergeIdenticalBlocks(Region region, PatternRewriter rewriter) {
    if (region.numBlocks() <= 1) {
      return false;
    }
    Map<List<Block>, List<Block>> bySuccessors = new LinkedHashMap<>();
    List<Block> blocks = region.blocks();
    for (int i = 1; i < blocks.size(); i++) {
      Block b = blocks.get(i);
      bySuccessors.computeIfAbsent(b.successors(), k -> new ArrayList<>()).add(b);
    }
    boolean merged = false;
    for (List<Block> group : bySuccessors.values()) {
      if (group.size() == 1) {
        continue;
      }
      List<Cluster> clusters = new ArrayList<>();
      for (Block b : group) {
        if (hasNonEmptyRegion(b) || argUsedOutside(b)) {
          continue;
        }
        Cluster home = null;
        for (Cluster c : clusters) {
          if (c.tryAdd(b)) {
            home = c;
            break;
          }
        }
        if (home == null) {
          clusters.add(new Cluster(b));
        }
      }
      for (Cluster c : clusters) {
        merged |= c.merge(rewriter);
      }
    }
    return merged;
  }

  private static boolean hasNonEmptyRegion(Block b) {
    for (Operation o : b) {
      for (Region r : o.regions()) {
        if (!r.isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean argUsedOutside(Block b) {
    for (BlockArgument a : b.arguments()) {
      if (RegionSimplifier.isUsedOutsideOfBlock(a, b)) {
        return true;
      }
    }
    return false;
  }

  /** The position of a value defined in a block: arguments first, then results in op order. */
  private static final class Order {
    private final Block block;
    private final Map<Operation, Integer> opIndex = new IdentityHashMap<>();

    Order(Block block) {
      this.block = block;
      int next = block.numArguments();
      for (Operation o : block) {
        if (o.numResults() > 0) {
          opIndex.put(o, next);
          next += o.numResults();
        }
      }
    }

    int of(Value v) {
      return switch (v) {
        case BlockArgument a -> a.index();
        case OpResult r -> opIndex.get(r.owner()) + r.index();
      };
    }
  }

  /** An operand slot: operand {@code operand} of the {@code op}-th op of a block. */
  private record Slot(int op, int operand) implements Comparable<Slot> {
    @Override
    public int compareTo(Slot o) {
      return op != o.op ? Integer.compare(op, o.op) : Integer.compare(operand, o.operand);
    }
  }

  private static final class Cluster {
    private final Block leader;
    private final Order leaderOrder;
    private final List<Block> toMerge = new ArrayList<>();
    private final TreeSet<Slot> operandsToMerge = new TreeSet<>();

    Cluster(Block leader) {
      this.leader = leader;
      this.leaderOrder = new Order(leader);
    }

    boolean tryAdd(Block block) {
      if (!leader.argumentTypes().equals(block.argumentTypes()) || leader.size() != block.size()) {
        return false;
      }
      Order order = new Order(block);
      List<Slot> mismatched = new ArrayList<>();
      Operation l = leader.first();
      Operation r = block.first();
      for (int opI = 0; l != null && r != null; opI++, l = l.nextInBlock(), r = r.nextInBlock()) {
        if (!equivalentIgnoringValues(l, r)) {
          return false;
        }
        for (int k = 0; k < l.numOperands(); k++) {
          Value lv = l.operand(k);
          Value rv = r.operand(k);
          if (lv == rv) {
            continue;
          }
          if (lv.type() != rv.type()) {
            return false;
          }
          boolean lIn = lv.parentBlock() == leader;
          boolean rIn = rv.parentBlock() == block;
          if (lIn != rIn) {
            return false;
          }
          if (!lIn) {
            if (!validSuccessorArg(leader, lv) || !validSuccessorArg(block, rv)) {
              return false;
            }
            mismatched.add(new Slot(opI, k));
            continue;
          }
          if (leaderOrder.of(lv) != order.of(rv)) {
            return false;
          }
        }
        if (usedOutside(r, block) || usedOutside(l, leader)) {
          return false;
        }
      }
      operandsToMerge.addAll(mismatched);
      if (!toMerge.contains(block)) {
        toMerge.add(block);
      }
      return true;
    }

    /** A value made by a predecessor's terminator does not dominate the merged block. */
    private static boolean validSuccessorArg(Block block, Value v) {
      Block defBlock = v.parentBlock();
      Operation def = v.definingOp();
      if (def == null || defBlock == null || def != defBlock.terminator()) {
        return true;
      }
      return !block.predecessors().contains(defBlock);
    }

    private static boolean usedOutside(Operation op, Block block) {
      for (OpResult res : op.results()) {
        if (RegionSimplifier.isUsedOutsideOfBlock(res, block)) {
          return true;
        }
      }
      return false;
    }

    boolean merge(PatternRewriter rewriter) {
      if (toMerge.isEmpty()) {
        return false;
      }
      if (!operandsToMerge.isEmpty()) {
        if (!predsCanUpdate(leader)) {
          return false;
        }
        for (Block b : toMerge) {
          if (!predsCanUpdate(b)) {
            return false;
          }
        }
        List<Block> all = new ArrayList<>();
        all.add(leader);
        all.addAll(toMerge);
        List<List<Value>> newArgs = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
          newArgs.add(new ArrayList<>());
        }
        int numOld = leader.numArguments();
        List<List<Operation>> ops = new ArrayList<>();
        for (Block b : all) {
          ops.add(b.operations());
        }
        for (Slot s : operandsToMerge) {
          for (int i = 0; i < all.size(); i++) {
            Operation op = ops.get(i).get(s.op());
            Value v = op.operand(s.operand());
            newArgs.get(i).add(v);
            if (i == 0) {
              op.setOperand(s.operand(), leader.addArgument(v.type(), locationOf(v)));
            }
          }
        }
        newArgs = pruneRedundantArguments(newArgs, rewriter, numOld, leader);
        for (int i = 0; i < all.size(); i++) {
          for (RegionSimplifier.Edge e : RegionSimplifier.predecessorEdges(all.get(i))) {
            ((BranchOpInterface) e.terminator()).appendSuccessorOperands(e.index(), newArgs.get(i));
          }
        }
      }
      for (Block b : toMerge) {
        replaceAllUsesWith(b, leader);
        rewriter.eraseBlock(b);
      }
      return true;
    }

    private static boolean predsCanUpdate(Block b) {
      for (Block p : b.predecessors()) {
        if (!(p.last() instanceof BranchOpInterface)) {
          return false;
        }
      }
      return true;
    }

    private static Location locationOf(Value v) {
      return switch (v) {
        case BlockArgument a -> a.location();
        case OpResult r -> r.owner().location();
      };
    }

    /** Points every branch to {@code from} at {@code to}. */
    private static void replaceAllUsesWith(Block from, Block to) {
      for (Block b : from.parent().blocks()) {
        Operation t = b.last();
        if (t == null) {
          continue;
        }
        for (int i = 0; i < t.numSuccessors(); i++) {
          if (t.successor(i) == from) {
            t.setSuccessor(i, to);
          }
        }
      }
    }
  }

  /**
   * Drops new arguments that carry the same value as an earlier new argument on every incoming
   * edge, as MLIR's pruneRedundantArguments (only the first occurrence in the leader's list is
   * considered as the replacement).
   */
  private static List<List<Value>> pruneRedundantArguments(
      List<List<Value>> newArgs, PatternRewriter rewriter, int numOld, Block block) {
    if (newArgs.isEmpty()) {
      return newArgs;
    }
    int numLists = newArgs.size();
    int numArgs = newArgs.get(0).size();
    Map<Value, Integer> firstIndex = new IdentityHashMap<>();
    for (int j = 0; j < numArgs; j++) {
      firstIndex.putIfAbsent(newArgs.get(0).get(j), j);
    }
    Map<Integer, Integer> replacement = new LinkedHashMap<>();
    for (int j = 0; j < numArgs; j++) {
      int k = firstIndex.get(newArgs.get(0).get(j));
      if (k == j) {
        continue;
      }
      boolean replace = true;
      for (int i = 1; i < numLists; i++) {
        replace &= newArgs.get(i).get(k) == newArgs.get(i).get(j);
      }
      if (replace) {
        replacement.put(j, k);
      }
    }
    List<List<Value>> pruned = new ArrayList<>();
    for (int i = 0; i < numLists; i++) {
      List<Value> l = new ArrayList<>();
      for (int j = 0; j < numArgs; j++) {
        if (!replacement.containsKey(j)) {
          l.add(newArgs.get(i).get(j));
        }
      }
      pruned.add(l);
    }
    List<Integer> toErase = new ArrayList<>();
    for (int j = 0; j < numArgs; j++) {
      Integer k = replacement.get(j);
      if (k != null) {
        rewriter.replaceAllUsesWith(block.argument(numOld + j), block.argument(numOld + k));
        toErase.add(numOld + j);
      }
    }
    for (int i = toErase.size() - 1; i >= 0; i--) {
      block.eraseArgument(toErase.get(i));
    }
    return pruned;
  }

  /**
   * MLIR's OperationEquivalence::isEquivalentTo with values ignored and locations ignored: same
   * kind, attributes, properties, counts, and result types; operands are compared by the caller.
   */
  static boolean equivalentIgnoringValues(Operation a, Operation b) {
    if (a.def() != b.def()
        || a.attributes() != b.attributes()
        || a.numRegions() != b.numRegions()
        || a.numSuccessors() != b.numSuccessors()
        || a.numOperands() != b.numOperands()
        || a.numResults() != b.numResults()
        || !java.util.Objects.equals(a.properties(), b.properties())) {
      return false;
    }
    for (int i = 0; i < a.numResults(); i++) {
      if (a.result(i).type() != b.result(i).type()) {
        return false;
      }
    }
    return true;
  }
}
