package org.jmlir.ir.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.DominanceInfo;
import org.jmlir.ir.interfaces.MemorySlot;
import org.jmlir.ir.interfaces.PromotableAllocationOpInterface;
import org.jmlir.ir.interfaces.PromotableMemOpInterface;
import org.jmlir.ir.interfaces.PromotableOpInterface;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;

/**
 * {@code mem2reg} (MLIR's Mem2Reg): promotes memory slots whose every use is a promotable load or
 * store in the allocation's region into SSA values. Block arguments are placed at the iterated
 * dominance frontier of the blocks that store, pruned to blocks where the slot is live on entry; a
 * walk of the dominator tree then replaces each load by the value reaching it and forwards that
 * value along branches. A slot read before any store reads the allocation's default value, created
 * at the start of the allocation's block. Slots loaded or stored inside nested regions stay in memory
 * (uses there that are only deleted do not hold them).
 */
public final class Mem2Reg extends Pass {
  public static final PassRegistry.Option[] OPTIONS = {
    new PassRegistry.Option("region-simplify", "", "Perform control flow optimizations to the region tree"),
  };

  public Mem2Reg(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "mem2reg";
  }

  @Override
  public String summary() {
    return "Promotes memory slots into values.";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> allocators = new ArrayList<>();
    root.walkPreOrder(
        op -> {
          if (op != root && op instanceof PromotableAllocationOpInterface) {
            allocators.add(op);
          }
        });
    if (!org.jmlir.ir.Parallel.worthwhile(root.context())) {
      promoteAll(allocators);
      return;
    }
    // A slot's users are in its allocation's region, and promotion changes nothing outside it, so
    // the allocations inside different isolated-from-above children of the root (functions) are
    // promoted on different threads, each child's in walk order; the rest first, on this thread.
    // The result is the sequential one.
    List<Operation> outside = new ArrayList<>();
    Map<Operation, List<Operation>> byChild = new java.util.LinkedHashMap<>();
    for (Operation alloc : allocators) {
      Operation child = alloc;
      while (child.parentOp() != null && child.parentOp() != root) {
        child = child.parentOp();
      }
      if (child.parentOp() == root && child != alloc && child.hasTrait(org.jmlir.ir.Trait.ISOLATED_FROM_ABOVE)) {
        byChild.computeIfAbsent(child, k -> new ArrayList<>()).add(alloc);
      } else {
        outside.add(alloc);
      }
    }
    promoteAll(outside);
    List<List<Operation>> groups = new ArrayList<>(byChild.values());
    if (groups.size() < 2) {
      groups.forEach(Mem2Reg::promoteAll);
      return;
    }
    org.jmlir.ir.Parallel.forEach(groups.size(), "jmlir-mem2reg", i -> promoteAll(groups.get(i)));
  }

  /**
   * Rounds of {@link #promoteRound} until one promotes nothing, as MLIR's pass: promoting one slot can
   * make another promotable (a slot whose address was only stored into a promoted slot).
   */
  private static void promoteAll(List<Operation> allocators) {
    List<Operation> pending = new ArrayList<>(allocators);
    while (promoteRound(pending)) {
      pending.removeIf(a -> a.block() == null);
    }
  }

  /** Promotes the slots of {@code allocators}, in order, erasing an allocation left unused; whether any was promoted. */
  private static boolean promoteRound(List<Operation> allocators) {
    boolean any = false;
    // Promotion adds block arguments and branch operands but never changes the CFG, so dominance
    // and the frontiers of a region serve all of its slots.
    DominanceInfo dominance = new DominanceInfo();
    Map<Region, RegionCfg> cfgs = new IdentityHashMap<>();
    for (Operation alloc : allocators) {
      boolean promoted = false;
      for (MemorySlot slot : ((PromotableAllocationOpInterface) alloc).promotableSlots()) {
        // A slot nobody uses is left alone, as MLIR does.
        if (!slot.ptr().hasNoUses() && promote(alloc, slot, dominance, cfgs)) {
          promoted = true;
        }
      }
      if (promoted && alloc.block() != null && allResultsUnused(alloc)) {
        alloc.erase();
      }
      any |= promoted;
    }
    return any;
  }

  private static boolean allResultsUnused(Operation op) {
    for (int i = 0; i < op.numResults(); i++) {
      if (!op.result(i).hasNoUses()) {
        return false;
      }
    }
    return true;
  }

  /** The dominator-tree children (in block order) and dominance frontiers of a region's blocks. */
  private record RegionCfg(Map<Block, List<Block>> children, Map<Block, Set<Block>> frontier) {
    static RegionCfg of(Region region, DominanceInfo dom) {
      Map<Block, List<Block>> children = new IdentityHashMap<>();
      for (Block b : region.blocks()) {
        Block idom = dom.immediateDominator(b);
        if (idom != null && dom.isReachable(b)) {
          children.computeIfAbsent(idom, k -> new ArrayList<>()).add(b);
        }
      }
      return new RegionCfg(children, frontiers(region, dom));
    }
  }

  private static boolean promote(Operation alloc, MemorySlot slot, DominanceInfo dominance, Map<Region, RegionCfg> cfgs) {
    Region region = alloc.parentRegion();
    if (region == null || DominanceInfo.isGraphRegion(region)) {
      return false;
    }
    // Every user must be a removable load/store directly in the allocation's region; they are
    // grouped by block, in block order, so that the walks below visit the slot's users only.
    Map<Block, List<Operation>> usersByBlock = new IdentityHashMap<>();
    // Other users (casts, lifetime markers, zero GEPs) go with the slot, and so must every user of
    // what they derive from its address (MLIR's blocking uses); deleted last to first.
    List<Operation> discarded = new ArrayList<>();
    Map<Operation, Value> discardedUse = new IdentityHashMap<>();
    Set<Operation> seenDiscarded = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Value> blocking = new ArrayDeque<>(List.of(slot.ptr()));
    while (!blocking.isEmpty()) {
      Value v = blocking.poll();
      for (OpOperand use : v.uses()) {
        Operation user = use.owner();
        // Loads and stores must be in the allocation's region; a use that is only deleted (a cast
        // nothing reads, a lifetime marker) may also sit in a region nested in it.
        boolean nested = user.parentRegion() != region;
        if (nested && !region.isAncestor(user.parentRegion())) {
          return false;
        }
        if (v == slot.ptr() && user instanceof PromotableMemOpInterface mem) {
          if (nested || !mem.canUsesBeRemoved(slot)) {
            return false;
          }
          List<Operation> inBlock = usersByBlock.computeIfAbsent(user.block(), k -> new ArrayList<>());
          if (inBlock.isEmpty() || inBlock.getLast() != user) {
            inBlock.add(user);
          }
          continue;
        }
        PromotableOpInterface discardable = PromotableOpInterface.of(user);
        if (discardable == null || (nested && discardable.requiresReplacedValues())) {
          return false;
        }
        if (seenDiscarded.add(user)) {
          List<Value> derived = new ArrayList<>();
          if (!discardable.canUsesBeRemoved(user, v, derived)) {
            return false;
          }
          discarded.add(user);
          discardedUse.put(user, v);
          blocking.addAll(derived);
        }
      }
    }
    List<Operation> visitors = new ArrayList<>();
    for (Operation d : discarded) {
      if (PromotableOpInterface.of(d).requiresReplacedValues()) {
        visitors.add(d);
      }
    }
    for (List<Operation> inBlock : usersByBlock.values()) {
      if (inBlock.size() > 1) {
        inBlock.sort((a, b) -> a == b ? 0 : a.isBeforeInBlock(b) ? -1 : 1);
        for (int i = inBlock.size() - 1; i > 0; i--) {
          if (inBlock.get(i) == inBlock.get(i - 1)) {
            inBlock.remove(i);
          }
        }
      }
    }
    Set<Block> defBlocks = new LinkedHashSet<>();
    Set<Block> useBlocks = new LinkedHashSet<>();
    for (Block b : region.blocks()) {
      for (Operation u : usersByBlock.getOrDefault(b, List.of())) {
        PromotableMemOpInterface mem = (PromotableMemOpInterface) u;
        if (mem.storesTo(slot)) {
          defBlocks.add(b);
        }
        if (mem.loadsFrom(slot)) {
          useBlocks.add(b);
        }
      }
    }
    RegionCfg cfg = cfgs.computeIfAbsent(region, r -> RegionCfg.of(r, dominance));
    Set<Block> liveIn = liveInBlocks(slot, defBlocks, useBlocks, usersByBlock);
    Set<Block> mergePoints = iteratedFrontier(defBlocks, liveIn, cfg.frontier());
    Map<Block, BlockArgument> mergeArgs = new IdentityHashMap<>();
    for (Block b : region.blocks()) {
      if (mergePoints.contains(b)) {
        BlockArgument arg = b.addArgument(slot.elemType(), slot.ptr().definingOp() != null ? slot.ptr().definingOp().location() : b.parentOp().location());
        mergeArgs.put(b, arg);
        ((PromotableAllocationOpInterface) alloc).handleBlockArgument(slot, arg);
      }
    }
    Map<Block, List<Block>> children = cfg.children();
    Value[] defaultValue = {null};
    Block allocBlock = alloc.block();
    java.util.function.Supplier<Value> dflt =
        () -> {
          if (defaultValue[0] == null) {
            Operation d = ((PromotableAllocationOpInterface) alloc).createDefaultValue(slot);
            allocBlock.prepend(d);
            defaultValue[0] = d.result(0);
          }
          return defaultValue[0];
        };
    // Renaming walk from the entry block (the slot is undefined on entry to the region).
    ArrayDeque<Object[]> work = new ArrayDeque<>();
    work.push(new Object[] {region.front(), null});
    while (!work.isEmpty()) {
      Object[] item = work.pop();
      Block block = (Block) item[0];
      Value reaching = (Value) item[1];
      if (mergeArgs.containsKey(block)) {
        reaching = mergeArgs.get(block);
      }
      reaching = rewriteBlock(block, reaching, slot, usersByBlock, mergeArgs, dflt, visitors);
      List<Block> kids = children.getOrDefault(block, List.of());
      for (int i = kids.size() - 1; i >= 0; i--) {
        work.push(new Object[] {kids.get(i), reaching});
      }
    }
    // Blocks the entry does not reach start from the default value, as MLIR's: their loads read it,
    // their stores and loads go, and their branches to merge points pass what reaches their end.
    for (Block block : region.blocks()) {
      if (dominance.isReachable(block)) {
        continue;
      }
      rewriteBlock(block, null, slot, usersByBlock, mergeArgs, dflt, visitors);
    }
    removeBlockingUses(discarded, discardedUse);
    return true;
  }

  /**
   * Each blocking user drops its use of the slot (an op may keep itself, e.g. a debug value that now
   * describes an undefined value); the others are erased, users before what they use (an
   * invariant.end uses invariant.start's result).
   */
  static void removeBlockingUses(List<Operation> discarded, Map<Operation, Value> discardedUse) {
    List<Operation> toErase = new ArrayList<>();
    for (Operation op : discarded) {
      if (PromotableOpInterface.of(op).removeBlockingUses(op, discardedUse.get(op))) {
        toErase.add(op);
      }
    }
    while (!toErase.isEmpty()) {
      toErase.removeIf(
          op -> {
            if (allResultsUnused(op)) {
              op.erase();
              return true;
            }
            return false;
          });
    }
  }

  /**
   * Replaces {@code block}'s loads of the slot by the value reaching them, drops its loads and
   * stores, and passes the value reaching its end to the successors that are merge points; returns
   * that value.
   */
  private static Value rewriteBlock(Block block, Value reaching, MemorySlot slot,
      Map<Block, List<Operation>> usersByBlock, Map<Block, BlockArgument> mergeArgs,
      java.util.function.Supplier<Value> dflt, List<Operation> visitors) {
    for (Operation op : usersByBlock.getOrDefault(block, List.of())) {
      PromotableMemOpInterface mem = (PromotableMemOpInterface) op;
      if (mem.loadsFrom(slot)) {
        mem.useReachingDefinition(slot, reaching != null ? reaching : dflt.get());
      }
      if (mem.storesTo(slot)) {
        Value before = reaching;
        reaching = mem.storedValue(slot, () -> before != null ? before : dflt.get());
        for (Operation visitor : visitors) {
          PromotableOpInterface.of(visitor).visitReplacedValue(visitor, op, reaching);
        }
      }
      op.erase();
    }
    Operation term = block.terminator();
    if (term instanceof BranchOpInterface br) {
      for (int s = 0; s < term.numSuccessors(); s++) {
        if (mergeArgs.containsKey(term.successor(s))) {
          br.appendSuccessorOperands(s, List.of(reaching != null ? reaching : dflt.get()));
        }
      }
    }
    return reaching;
  }

  /** Blocks where the slot's value on entry is read: a load before any store, closed over predecessors. */
  private static Set<Block> liveInBlocks(
      MemorySlot slot, Set<Block> defBlocks, Set<Block> useBlocks, Map<Block, List<Operation>> usersByBlock) {
    Set<Block> liveIn = new LinkedHashSet<>();
    ArrayDeque<Block> work = new ArrayDeque<>();
    for (Block b : useBlocks) {
      boolean readFirst = !defBlocks.contains(b) || ((PromotableMemOpInterface) usersByBlock.get(b).getFirst()).loadsFrom(slot);
      if (readFirst && liveIn.add(b)) {
        work.add(b);
      }
    }
    while (!work.isEmpty()) {
      Block b = work.poll();
      for (Block p : b.predecessors()) {
        if (!defBlocks.contains(p) && liveIn.add(p)) {
          work.add(p);
        }
      }
    }
    return liveIn;
  }

  /** The dominance frontier of each block of {@code region}. */
  private static Map<Block, Set<Block>> frontiers(Region region, DominanceInfo dom) {
    Map<Block, Set<Block>> frontier = new IdentityHashMap<>();
    for (Block b : region.blocks()) {
      if (!dom.isReachable(b)) {
        continue;
      }
      List<Block> preds = new ArrayList<>(new LinkedHashSet<>(b.predecessors()));
      if (preds.size() < 2) {
        continue;
      }
      Block idom = dom.immediateDominator(b);
      for (Block p : preds) {
        if (!dom.isReachable(p)) {
          continue;
        }
        for (Block runner = p; runner != null && runner != idom; runner = dom.immediateDominator(runner)) {
          frontier.computeIfAbsent(runner, k -> new LinkedHashSet<>()).add(b);
        }
      }
    }
    return frontier;
  }

  /** The iterated dominance frontier of {@code defBlocks}, restricted to {@code liveIn}. */
  private static Set<Block> iteratedFrontier(Set<Block> defBlocks, Set<Block> liveIn, Map<Block, Set<Block>> frontier) {
    Set<Block> result = new LinkedHashSet<>();
    ArrayDeque<Block> work = new ArrayDeque<>(defBlocks);
    Set<Block> seen = new LinkedHashSet<>(defBlocks);
    while (!work.isEmpty()) {
      Block b = work.poll();
      for (Block f : frontier.getOrDefault(b, Set.of())) {
        if (liveIn.contains(f) && result.add(f) && seen.add(f)) {
          work.add(f);
        }
      }
    }
    return result;
  }
}
