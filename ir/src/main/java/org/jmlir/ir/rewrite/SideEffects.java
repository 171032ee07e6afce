package org.jmlir.ir.rewrite;

import org.jmlir.ir.Block;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.interfaces.ConditionallySpeculatable;

/** Side-effect queries the rewriting and CSE code share (MLIR's SideEffectInterfaces helpers). */
public final class SideEffects {
  private SideEffects() {}

  /** Whether {@code op} and everything nested in it have no memory effects. */
  public static boolean isMemoryEffectFree(Operation op) {
    if (op.hasTrait(Trait.NO_MEMORY_EFFECT)) {
      if (!op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
        return true;
      }
    } else if (!op.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS)) {
      return false;
    }
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) {
          if (!isMemoryEffectFree(nested)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /**
   * Whether {@code op} may run where it was not going to (MLIR's isSpeculatable): the traits say
   * always or recursively, or a {@link ConditionallySpeculatable} extension decides from the operands.
   * An op that says nothing (unregistered ops among them) is not speculatable.
   */
  public static boolean isSpeculatable(Operation op) {
    ConditionallySpeculatable.Speculatability s;
    ConditionallySpeculatable cs = op.def().extension(ConditionallySpeculatable.class);
    if (cs != null) {
      s = cs.speculatability(op);
    } else if (op.hasTrait(Trait.ALWAYS_SPECULATABLE)) {
      s = ConditionallySpeculatable.Speculatability.SPECULATABLE;
    } else if (op.hasTrait(Trait.RECURSIVELY_SPECULATABLE)) {
      s = ConditionallySpeculatable.Speculatability.RECURSIVELY_SPECULATABLE;
    } else {
      return false;
    }
    return switch (s) {
      case NOT_SPECULATABLE -> false;
      case SPECULATABLE -> true;
      case RECURSIVELY_SPECULATABLE -> {
        for (Region r : op.regions()) {
          for (Block b : r.blocks()) {
            for (Operation nested : b) {
              if (!isSpeculatable(nested)) {
                yield false;
              }
            }
          }
        }
        yield true;
      }
    };
  }

  /**
   * Whether {@code op} could be erased were its results unused, as MLIR's wouldOpBeTriviallyDead: not
   * a terminator or symbol, and it and its nested ops (through RecursiveMemoryEffects) at most read
   * memory or allocate their own results.
   */
  public static boolean wouldOpBeTriviallyDead(Operation op) {
    if (op.hasTrait(Trait.TERMINATOR) || op.hasTrait(Trait.SYMBOL)) {
      return false;
    }
    java.util.ArrayDeque<Operation> work = new java.util.ArrayDeque<>();
    work.push(op);
    while (!work.isEmpty()) {
      Operation o = work.pop();
      boolean recursive = o.hasTrait(Trait.RECURSIVE_MEMORY_EFFECTS);
      if (recursive) {
        for (Region r : o.regions()) {
          for (Block b : r.blocks()) {
            for (Operation nested : b) {
              work.push(nested);
            }
          }
        }
      }
      if (o.hasTrait(Trait.NO_MEMORY_EFFECT)) {
        continue;
      }
      if (o instanceof MemoryEffectOpInterface m) {
        for (MemoryEffectOpInterface.Effect e : m.effects()) {
          boolean ownAlloc =
              e instanceof MemoryEffectOpInterface.Allocate a && a.value() != null && a.value().definingOp() == o;
          if (!ownAlloc && !(e instanceof MemoryEffectOpInterface.Read)) {
            return false;
          }
        }
        continue;
      }
      if (!recursive) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code op} is unused and could be erased. */
  public static boolean isOpTriviallyDead(Operation op) {
    return op.useEmpty() && wouldOpBeTriviallyDead(op);
  }
}
