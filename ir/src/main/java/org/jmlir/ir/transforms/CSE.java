package org.jmlir.ir.transforms;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.analysis.DominanceInfo;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.loc.UnknownLoc;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.SideEffects;
import org.jmlir.ir.type.Type;

/**
 * {@code cse}: eliminates ops equal to one that dominates them (same kind, operands, attributes,
 * properties and result types; operand order ignored for commutative ops), scoped by region and by
 * the dominator tree in multi-block regions. Only side-effect-free ops without regions or successors
 * are candidates; trivially dead ops are erased on the way, as MLIR's CSE does.
 */
public final class CSE extends Pass {
  /** The identity of an op for CSE; values and interned attributes compare by identity. */
  private record Key(OpDef def, List<Value> operands, List<Type> resultTypes, DictionaryAttr attrs, Attribute props) {}

  public CSE(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "cse";
  }

  @Override
  public String summary() {
    return "Eliminate common sub-expressions";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    new Run().simplifyOp(root);
  }

  /** The state of one run: scopes are a stack of maps; a lookup searches from the innermost out. */
  private static final class Run {
    private final DominanceInfo dominance = new DominanceInfo();
    private final ArrayDeque<Map<Key, Operation>> scopes = new ArrayDeque<>();
    private final List<Operation> toErase = new ArrayList<>();

    /** Simplifies the regions of {@code root}; iterative over nesting to avoid deep recursion. */
    void simplifyOp(Operation root) {
      // Work items: either "enter region r with a fresh/inherited scope" or "pop a scope".
      ArrayDeque<Object[]> work = new ArrayDeque<>();
      pushRegions(work, root);
      while (!work.isEmpty()) {
        Object[] item = work.pop();
        if (item[0] == null) {
          scopes.pop();
          continue;
        }
        if (item[0] instanceof Region region) {
          boolean isolated = (Boolean) item[1];
          simplifyRegion(region, isolated, work);
        } else if (item[0] instanceof Block block) {
          simplifyBlock(block, work);
        }
      }
      for (int i = toErase.size() - 1; i >= 0; i--) {
        Operation op = toErase.get(i);
        if (op.block() != null && op.useEmpty()) {
          op.erase();
        }
      }
    }

    private void pushRegions(ArrayDeque<Object[]> work, Operation op) {
      boolean isolated = op.hasTrait(Trait.ISOLATED_FROM_ABOVE) || op.parentOp() == null;
      for (int i = op.numRegions() - 1; i >= 0; i--) {
        work.push(new Object[] {op.region(i), isolated});
      }
    }

    private void simplifyRegion(Region region, boolean isolated, ArrayDeque<Object[]> work) {
      if (region.isEmpty()) {
        return;
      }
      // An isolated region starts from an empty scope: hide the outer scopes behind a barrier.
      scopes.push(isolated ? new Barrier() : new HashMap<>());
      work.push(new Object[] {null});
      if (region.numBlocks() == 1) {
        work.push(new Object[] {region.front()});
        return;
      }
      // Visit blocks in dominator-tree pre-order, so a block's dominators come first; lookups in a
      // multi-block region check that the earlier op properly dominates the later one.
      Map<Block, List<Block>> children = new java.util.IdentityHashMap<>();
      for (Block b : region.blocks()) {
        Block idom = dominance.immediateDominator(b);
        if (idom != null) {
          children.computeIfAbsent(idom, k -> new ArrayList<>()).add(b);
        }
      }
      List<Block> order = new ArrayList<>();
      ArrayDeque<Block> stack = new ArrayDeque<>();
      stack.push(region.front());
      while (!stack.isEmpty()) {
        Block b = stack.pop();
        order.add(b);
        List<Block> kids = children.getOrDefault(b, List.of());
        for (int i = kids.size() - 1; i >= 0; i--) {
          stack.push(kids.get(i));
        }
      }
      for (int i = order.size() - 1; i >= 0; i--) {
        work.push(new Object[] {order.get(i)});
      }
    }

    private void simplifyBlock(Block block, ArrayDeque<Object[]> work) {
      // Regions nested in this block are processed after the block, in order, inheriting the scope.
      List<Operation> withRegions = new ArrayList<>();
      boolean multiBlock = block.parent() != null && block.parent().numBlocks() > 1;
      for (Operation op : block) {
        if (SideEffects.isOpTriviallyDead(op)) {
          toErase.add(op);
          continue;
        }
        if (op.numRegions() > 0) {
          withRegions.add(op);
          continue;
        }
        simplifyOperation(op, multiBlock);
      }
      for (int i = withRegions.size() - 1; i >= 0; i--) {
        pushRegions(work, withRegions.get(i));
      }
    }

    private void simplifyOperation(Operation op, boolean multiBlock) {
      if (op.numSuccessors() > 0 || op.hasTrait(Trait.TERMINATOR) || !op.isRegistered()) {
        return;
      }
      if (!SideEffects.isMemoryEffectFree(op)) {
        return;
      }
      Key key = keyOf(op);
      Operation existing = lookup(key, op, multiBlock);
      if (existing != null) {
        if (existing.location() instanceof UnknownLoc && !(op.location() instanceof UnknownLoc)) {
          existing.setLocation(op.location());
        }
        op.replaceAllUsesWith(existing.results());
        toErase.add(op);
        return;
      }
      scopes.peek().put(key, op);
    }

    private Operation lookup(Key key, Operation op, boolean multiBlock) {
      for (Map<Key, Operation> scope : scopes) {
        Operation found = scope.get(key);
        if (found != null && found.block() != null && (!multiBlock || dominance.properlyDominates(found, op))) {
          return found;
        }
        if (scope instanceof Barrier) {
          return null;
        }
      }
      return null;
    }

    private static Key keyOf(Operation op) {
      List<Value> operands = new ArrayList<>(op.operands());
      if (op.hasTrait(Trait.COMMUTATIVE) && operands.size() > 1) {
        operands.sort((a, b) -> Integer.compare(System.identityHashCode(a), System.identityHashCode(b)));
      }
      return new Key(op.def(), operands, op.resultTypes(), op.attributes(), op.properties());
    }
  }

  /** A scope that ends lookups (the top of an isolated-from-above region). */
  private static final class Barrier extends HashMap<Key, Operation> {
    private static final long serialVersionUID = 1L;
  }
}
