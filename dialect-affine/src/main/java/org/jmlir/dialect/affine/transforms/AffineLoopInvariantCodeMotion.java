package org.jmlir.dialect.affine.transforms;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.affine.AffineForOp;
import org.jmlir.dialect.affine.AffineIfOp;
import org.jmlir.dialect.affine.AffineMemoryOp;
import org.jmlir.dialect.affine.AffineParallelOp;
import org.jmlir.dialect.affine.AffineVectorMemoryOp;
import org.jmlir.dialect.affine.AffineYieldOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.SideEffects;

/**
 * {@code affine-loop-invariant-code-motion} (MLIR's AffineLoopInvariantCodeMotion): innermost loops
 * first, the ops of an affine.for body that do not use its induction variable or iteration arguments
 * (nor a body value that stays), have no memory effects or are affine loads/stores whose memref no
 * other op in the loop writes (or, for a store, reads), move before the loop in order; affine.if,
 * affine.for and affine.parallel ops move when everything nested in them is invariant.
 */
public final class AffineLoopInvariantCodeMotion extends Pass {
  public AffineLoopInvariantCodeMotion(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "affine-loop-invariant-code-motion";
  }

  @Override
  public String summary() {
    return "Hoist loop invariant instructions outside of affine loops";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation op : root.collect(o -> o instanceof AffineForOp)) {
      hoist((AffineForOp) op);
    }
  }

  private static Set<Operation> identitySet() {
    return Collections.newSetFromMap(new IdentityHashMap<>());
  }

  private static void hoist(AffineForOp loop) {
    Set<Operation> toHoist = identitySet();
    Set<Operation> withUsers = identitySet();
    List<Operation> toMove = new ArrayList<>();
    for (Operation op : loop.body().operations()) {
      if (!op.useEmpty()) {
        withUsers.add(op);
      }
      if (!(op instanceof AffineYieldOp) && isInvariant(op, loop, withUsers, toHoist)) {
        toMove.add(op);
      }
    }
    for (Operation op : toMove) {
      op.moveBefore(loop);
    }
  }

  private static boolean isReadOrWrite(Operation op) {
    return op instanceof AffineMemoryOp || op instanceof AffineVectorMemoryOp;
  }

  private static boolean isWrite(Operation op) {
    return op.def() == AffineMemoryOp.STORE || op.name().equals("affine.vector_store");
  }

  /**
   * The effects of {@code op} as MLIR's ops declare them: the MemoryEffectOpInterface where jmlir's op
   * has it, else the memref/vector accesses by name; nothing for other ops (MLIR's hasEffect of an op
   * without the interface is false).
   */
  private static List<MemoryEffectOpInterface.Effect> effects(Operation op) {
    if (op.name().equals("affine.prefetch")) {
      return List.of();
    }
    if (op instanceof MemoryEffectOpInterface m) {
      return m.effects();
    }
    return switch (op.name()) {
      case "memref.store", "vector.store", "vector.maskedstore", "vector.transfer_write", "vector.scatter" ->
          List.of(new MemoryEffectOpInterface.Write(op.operand(1)));
      case "memref.load", "vector.load", "vector.maskedload", "vector.transfer_read", "vector.gather" ->
          List.of(new MemoryEffectOpInterface.Read(op.operand(0)));
      case "memref.copy" -> List.of(new MemoryEffectOpInterface.Read(op.operand(0)), new MemoryEffectOpInterface.Write(op.operand(1)));
      case "memref.atomic_rmw" -> List.of(new MemoryEffectOpInterface.Read(op.operand(1)), new MemoryEffectOpInterface.Write(op.operand(1)));
      default -> List.of();
    };
  }

  private static boolean hasEffect(Operation op, Value value, boolean write) {
    for (MemoryEffectOpInterface.Effect e : effects(op)) {
      if (e.value() == value && (write ? e instanceof MemoryEffectOpInterface.Write : e instanceof MemoryEffectOpInterface.Read)) {
        return true;
      }
    }
    return false;
  }

  /** getAffineForIVs contains {@code loop}: an enclosing affine.for below the affine scope. */
  private static boolean enclosedBy(Operation op, AffineForOp loop) {
    for (Operation p = op.parentOp(); p != null && !p.hasTrait(Trait.AFFINE_SCOPE); p = p.parentOp()) {
      if (p == loop) {
        return true;
      }
    }
    return false;
  }

  private static boolean isInvariant(Operation op, AffineForOp loop, Set<Operation> withUsers, Set<Operation> toHoist) {
    if (op instanceof AffineIfOp || op instanceof AffineForOp || op instanceof AffineParallelOp) {
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          for (Operation nested : b.operations()) {
            if (!isInvariant(nested, loop, withUsers, toHoist)) {
              return false;
            }
          }
        }
      }
    } else if (!isReadOrWrite(op) && !SideEffects.isMemoryEffectFree(op)) {
      return false;
    } else if (isReadOrWrite(op)) {
      withUsers.add(op);
      boolean write = isWrite(op);
      Value memref = write ? op.operand(1) : op.operand(0);
      for (Operation user : memref.users()) {
        if (user == op) {
          continue;
        }
        if ((hasEffect(user, memref, true) || (write && hasEffect(user, memref, false))) && enclosedBy(user, loop)) {
          return false;
        }
      }
    }
    Value iv = loop.body().argument(0);
    List<? extends Value> iterArgs = loop.body().arguments().subList(1, loop.body().numArguments());
    for (Value v : op.operands()) {
      if (v == iv || iterArgs.contains(v)) {
        return false;
      }
      Operation src = v.definingOp();
      if (src != null && withUsers.contains(src) && !toHoist.contains(src)) {
        return false;
      }
    }
    toHoist.add(op);
    return true;
  }
}
