package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.DominanceInfo;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.interfaces.LoopLikeOpInterface;
import org.jmlir.ir.interfaces.RegionBranchSemantics;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code buffer-hoisting} and {@code buffer-loop-hoisting} (MLIR's BufferAllocationHoisting with its
 * two states), per func.func. An allocation walks up from its block: to the immediate dominator in
 * a CFG region, or out of a known region control-flow op (loop-like or region branch) into the parent
 * block; never above the block of an operand it needs. {@code buffer-hoisting} moves memref.alloc ops
 * into the nearest block that dominates all uses of the buffer and its aliases, without leaving
 * loops; {@code buffer-loop-hoisting} moves memref.alloc and memref.alloca only out of sequential
 * loops that no alias of the buffer flows back into. The op then goes before the op of its new block
 * that contains it (or before its terminator).
 */
public final class BufferHoisting extends Pass {
  private final boolean loops;

  private BufferHoisting(PassOptions o, boolean loops) {
    super(o);
    this.loops = loops;
  }

  public static BufferHoisting dominators(PassOptions o) {
    return new BufferHoisting(o, false);
  }

  public static BufferHoisting loops(PassOptions o) {
    return new BufferHoisting(o, true);
  }

  @Override
  public String argument() {
    return loops ? "buffer-loop-hoisting" : "buffer-hoisting";
  }

  @Override
  public String summary() {
    return loops ? "Optimizes placement of allocation operations by moving them out of loop nests"
        : "Optimizes placement of allocation operations by moving them into common dominators and out of nested regions";
  }

  @Override
  public String name() {
    return loops ? "BufferLoopHoistingPass" : "BufferHoistingPass";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation func : root.collect(o -> o.name().equals("func.func"))) {
      hoist(func);
    }
  }

  private void hoist(Operation func) {
    BufferOrigin aliases = new BufferOrigin(func);
    DominanceInfo dom = new DominanceInfo();
    List<Operation> allocs = func.collect(o -> o.name().equals("memref.alloc"));
    if (loops) {
      allocs.addAll(func.collect(o -> o.name().equals("memref.alloca")));
    }
    for (Operation alloc : allocs) {
      Value value = alloc.result(0);
      Block dominatorBlock = commonDominator(dom, value, aliases.resolve(value));
      Block dependencyBlock = null;
      for (Value dep : alloc.operands()) {
        Block b = parentBlock(dep);
        if (dependencyBlock == null || dominates(dom, dependencyBlock, b)) {
          dependencyBlock = b;
        }
      }
      Block upper;
      if (loops) {
        upper = dependencyBlock;
      } else if (dependencyBlock == null) {
        upper = dominatorBlock;
      } else {
        upper = properlyDominates(dom, dominatorBlock, dependencyBlock) ? dependencyBlock : dominatorBlock;
      }
      Block placement = placementBlock(dom, alloc.block(), upper, dominatorBlock);
      Operation start = alloc;
      if (placement != alloc.block()) {
        Operation ancestor = ancestorInBlock(placement, alloc);
        start = ancestor != null ? ancestor : placement.terminator();
      }
      if (start != alloc) {
        alloc.moveBefore(start);
      }
    }
  }

  /** findPlacementBlock of the chosen state. */
  private Block placementBlock(DominanceInfo dom, Block current, Block upper, Block aliasDominator) {
    Block placement = current;
    while (current.parentOp() != null && current.parentOp().block() != null
        && (upper == null || properlyDominates(dom, upper, current))) {
      Operation parentOp = current.parentOp();
      Block parentBlock = parentOp.block();
      Block idom = current.isEntryBlock() ? null : dom.immediateDominator(current);
      if (idom != null && properlyDominates(dom, parentBlock, idom)) {
        current = idom;
        if (!loops) {
          placement = current;
        }
        continue;
      }
      boolean legal = loops ? isLoop(parentOp) && !isParallel(parentOp) && !dominates(dom, aliasDominator, parentBlock)
          : !isLoop(parentOp);
      if (!isKnownControlFlow(parentOp) || !legal) {
        break;
      }
      current = parentBlock;
      placement = current;
    }
    return placement;
  }

  private static boolean isKnownControlFlow(Operation op) {
    // affine.if and shape.assuming implement RegionBranchOpInterface upstream; their dialects here
    // register no RegionBranchSemantics.
    return LoopLikeOpInterface.of(op) != null
        || RegionBranchSemantics.of(op) != null
        || op.name().equals("affine.if")
        || op.name().equals("shape.assuming");
  }

  private static boolean isParallel(Operation op) {
    return switch (op.name()) {
      case "scf.parallel", "scf.forall" -> true; // MLIR 22 hoists out of affine.parallel
      default -> false;
    };
  }

  /** BufferPlacementTransformationBase::isLoop: loop-like, or region control flow with a cycle between regions. */
  static boolean isLoop(Operation op) {
    if (LoopLikeOpInterface.of(op) != null) {
      return true;
    }
    RegionBranchSemantics rbs = RegionBranchSemantics.of(op);
    if (rbs == null) {
      return false;
    }
    List<Region> regions = op.regions();
    List<List<Integer>> next = new ArrayList<>();
    for (Region r : regions) {
      List<Integer> succ = new ArrayList<>();
      for (Block b : r.blocks()) {
        Operation t = b.terminator();
        List<RegionBranchSemantics.Successor> s = t == null ? null
            : rbs.terminatorSuccessors(t, new ArrayList<>(Collections.nCopies(t.numOperands(), (Attribute) null)));
        if (s != null) {
          s.forEach(x -> succ.add(x.region()));
        }
      }
      next.add(succ);
    }
    for (int start = 0; start < regions.size(); start++) {
      boolean[] seen = new boolean[regions.size()];
      List<Integer> work = new ArrayList<>(next.get(start));
      while (!work.isEmpty()) {
        int r = work.remove(work.size() - 1);
        if (r < 0 || seen[r]) {
          continue;
        }
        if (r == start) {
          return true;
        }
        seen[r] = true;
        work.addAll(next.get(r));
      }
    }
    return false;
  }

  private static Block parentBlock(Value v) {
    return v instanceof BlockArgument a ? a.owner() : v.definingOp().block();
  }

  private static Block up(Block b) {
    Operation p = b.parentOp();
    return p == null ? null : p.block();
  }

  /** The op of {@code block} that is or contains {@code op}, or null. */
  private static Operation ancestorInBlock(Block block, Operation op) {
    for (Operation o = op; o != null; o = o.block() == null ? null : o.block().parentOp()) {
      if (o.block() == block) {
        return o;
      }
    }
    return null;
  }

  /** The block of {@code region} that contains {@code b}, or null. */
  private static Block ancestorInRegion(Region region, Block b) {
    for (Block x = b; x != null; x = up(x)) {
      if (x.parent() == region) {
        return x;
      }
    }
    return null;
  }

  /** MLIR's properlyDominates for blocks: also across regions (a block dominates the blocks nested in it). */
  private static boolean properlyDominates(DominanceInfo dom, Block a, Block b) {
    if (a == b) {
      return false;
    }
    if (a.parent() != b.parent()) {
      b = ancestorInRegion(a.parent(), b);
      if (b == null) {
        return false;
      }
      if (a == b) {
        return true;
      }
    }
    return dom.dominates(a, b);
  }

  private static boolean dominates(DominanceInfo dom, Block a, Block b) {
    return a == b || properlyDominates(dom, a, b);
  }

  /** findCommonDominator: the nearest block dominating the buffer's block and every alias's block and users. */
  private static Block commonDominator(DominanceInfo dom, Value value, Set<Value> aliases) {
    Set<Block> blocks = Collections.newSetFromMap(new IdentityHashMap<>());
    blocks.add(parentBlock(value));
    for (Value alias : aliases) {
      for (Operation user : alias.users()) {
        blocks.add(user.block());
      }
      blocks.add(parentBlock(alias));
    }
    Block result = null;
    for (Block b : blocks) {
      result = result == null ? b : nearestCommonDominator(dom, result, b);
      if (result == null) {
        return null;
      }
    }
    return result;
  }

  private static Block nearestCommonDominator(DominanceInfo dom, Block a, Block b) {
    if (a == b) {
      return a;
    }
    Map<Region, Block> chain = new IdentityHashMap<>();
    for (Block x = a; x != null; x = up(x)) {
      chain.putIfAbsent(x.parent(), x);
    }
    for (Block y = b; y != null; y = up(y)) {
      Block x = chain.get(y.parent());
      if (x != null) {
        if (x == y) {
          return x;
        }
        for (Block d = x; d != null; d = dom.immediateDominator(d)) {
          if (dom.dominates(d, y)) {
            return d;
          }
        }
        return null;
      }
    }
    return null;
  }
}
