package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.MemoryEffectOpInterface;
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
 * properties and result types; operand order ignored for commutative ops), as MLIR 22's CSE: ops are
 * visited in order, an op's regions before the op itself; a region's values are known inside it
 * (isolated ops start afresh), and in a multi-block region a block sees those of the blocks that
 * dominate it (a walk of the dominator tree). Side-effect-free ops without regions are candidates,
 * and ops that only read when no op between them in the block may write; terminators are left
 * alone; ops found trivially dead on the way are erased.
 */
public final class CSE extends Pass {
  /** The identity of an op for CSE; values and interned attributes compare by identity. */
  private record Key(OpDef def, List<Value> operands, List<Type> resultTypes, DictionaryAttr attrs, Attribute props) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(def, k.def)
          && java.util.Objects.equals(operands, k.operands)
          && java.util.Objects.equals(resultTypes, k.resultTypes)
          && java.util.Objects.equals(attrs, k.attrs)
          && java.util.Objects.equals(props, k.props);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * (31 * (31 * java.util.Objects.hashCode(def) + java.util.Objects.hashCode(operands)) + java.util.Objects.hashCode(resultTypes)) + java.util.Objects.hashCode(attrs)) + java.util.Objects.hashCode(props);
    }
  }

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
    Run r = new Run();
    for (Region region : root.regions()) {
      r.simplifyRegion(region);
    }
    for (Operation op : r.toErase) {
      op.erase();
    }
  }

  /** The state of one run: a scoped table (each scope remembers what it shadowed, to undo on exit). */
  private static final class Run {
    private final DominanceInfo dominance = new DominanceInfo();
    private Map<Key, Operation> known = new HashMap<>();
    /** Per open scope: key, previous value (null: none), in insertion order. */
    private List<Object[]> scope = new ArrayList<>();
    final List<Operation> toErase = new ArrayList<>();

    void simplifyRegion(Region region) {
      if (region.isEmpty()) {
        return;
      }
      if (region.numBlocks() == 1) {
        List<Object[]> outer = openScope();
        simplifyBlock(region.front());
        closeScope(outer);
        return;
      }
      if (DominanceInfo.isGraphRegion(region)) {
        return; // no traversal order that respects uses, as MLIR
      }
      // Depth-first over the dominator tree: a block's scope is open while its dominated blocks run.
      Map<Block, List<Block>> children = new IdentityHashMap<>();
      for (Block b : region.blocks()) {
        Block idom = dominance.immediateDominator(b);
        if (idom != null) {
          children.computeIfAbsent(idom, k -> new ArrayList<>()).add(b);
        }
      }
      walkDomTree(region.front(), children);
    }

    private void walkDomTree(Block b, Map<Block, List<Block>> children) {
      List<Object[]> outer = openScope();
      simplifyBlock(b);
      for (Block c : children.getOrDefault(b, List.of())) {
        walkDomTree(c, children);
      }
      closeScope(outer);
    }

    private void simplifyBlock(Block block) {
      for (Operation op = block.isEmpty() ? null : block.first(); op != null; op = op.nextInBlock()) {
        if (op.numRegions() > 0) {
          if (op.hasTrait(Trait.ISOLATED_FROM_ABOVE) || !op.isRegistered()) {
            Map<Key, Operation> savedKnown = known;
            List<Object[]> savedScope = scope;
            known = new HashMap<>();
            scope = new ArrayList<>();
            for (Region r : op.regions()) {
              simplifyRegion(r);
            }
            known = savedKnown;
            scope = savedScope;
          } else {
            for (Region r : op.regions()) {
              simplifyRegion(r);
            }
          }
        }
        simplifyOperation(op);
      }
      scanned.clear();
    }

    private void simplifyOperation(Operation op) {
      if (op.hasTrait(Trait.TERMINATOR)) {
        return;
      }
      if (SideEffects.isOpTriviallyDead(op)) {
        toErase.add(op);
        return;
      }
      if (op.numRegions() > 0 || op.numSuccessors() > 0 || !op.isRegistered()) {
        return;
      }
      boolean readOnly = false;
      if (!SideEffects.isMemoryEffectFree(op)) {
        // An op that only reads is replaced by an equal one earlier in its block when nothing
        // between them may write.
        if (!(op instanceof MemoryEffectOpInterface m) || !onlyReads(m)) {
          return;
        }
        readOnly = true;
      }
      Key key = keyOf(op);
      Operation existing = known.get(key);
      if (existing != null && (!readOnly || (existing.block() == op.block() && !writerBetween(existing, op)))) {
        op.replaceAllUsesWith(existing.results());
        toErase.add(op);
        if (existing.location() instanceof UnknownLoc && !(op.location() instanceof UnknownLoc)) {
          existing.setLocation(op.location());
        }
        return;
      }
      scope.add(new Object[] {key, existing});
      known.put(key, op);
    }

    private static boolean onlyReads(MemoryEffectOpInterface m) {
      for (MemoryEffectOpInterface.Effect e : m.effects()) {
        if (!(e instanceof MemoryEffectOpInterface.Read)) {
          return false;
        }
      }
      return true;
    }

    /** Per block: for a first op, how far the scan got and whether it met a writer (MLIR's cache). */
    private final Map<Operation, Object[]> scanned = new IdentityHashMap<>();

    /** Whether an op between {@code from} and {@code to} (same block) may write memory. */
    private boolean writerBetween(Operation from, Operation to) {
      Object[] cached = scanned.get(from);
      Operation next = from.nextInBlock();
      if (cached != null) {
        if ((Boolean) cached[1]) {
          return true;
        }
        next = (Operation) cached[0];
      }
      for (; next != null && next != to; next = next.nextInBlock()) {
        if (mayWrite(next)) {
          scanned.put(from, new Object[] {next, Boolean.TRUE});
          return true;
        }
      }
      scanned.put(from, new Object[] {to, Boolean.FALSE});
      return false;
    }

    /** MLIR's test: an op without the memory-effect interface may write (pure ops have it, empty). */
    private static boolean mayWrite(Operation op) {
      if (op.hasTrait(Trait.NO_MEMORY_EFFECT) && !op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
        return false;
      }
      if (!(op instanceof MemoryEffectOpInterface m)) {
        return true;
      }
      for (MemoryEffectOpInterface.Effect e : m.effects()) {
        if (e instanceof MemoryEffectOpInterface.Write) {
          return true;
        }
      }
      return false;
    }

    private List<Object[]> openScope() {
      List<Object[]> outer = scope;
      scope = new ArrayList<>();
      return outer;
    }

    /** Undoes this scope's insertions, restoring what they shadowed. */
    private void closeScope(List<Object[]> outer) {
      for (int i = scope.size() - 1; i >= 0; i--) {
        Object[] e = scope.get(i);
        if (e[1] == null) {
          known.remove((Key) e[0]);
        } else {
          known.put((Key) e[0], (Operation) e[1]);
        }
      }
      scope = outer;
    }

    private static Key keyOf(Operation op) {
      List<Value> operands = new ArrayList<>(op.operands());
      if (op.hasTrait(Trait.COMMUTATIVE) && operands.size() > 1) {
        operands.sort((a, b) -> Integer.compare(System.identityHashCode(a), System.identityHashCode(b)));
      }
      return new Key(op.def(), operands, op.resultTypes(), op.attributes(), op.properties());
    }
  }
}
