package org.jmlir.conversion.reconcile;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.builtin.UnrealizedConversionCastOp;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code reconcile-unrealized-casts}, as MLIR 22: a chain of {@code builtin.unrealized_conversion_cast}
 * that comes back to its input's type is replaced by that input, and casts nothing uses are erased.
 * Casts that still connect different types stay (mlir-opt 22 leaves them too).
 */
public final class ReconcileUnrealizedCasts extends Pass {
  public ReconcileUnrealizedCasts(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
    }
  }

  @Override
  public String argument() {
    return "reconcile-unrealized-casts";
  }

  @Override
  public String name() {
    return "ReconcileUnrealizedCastsPass";
  }

  @Override
  public String summary() {
    return "Simplify and eliminate unrealized conversion casts";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    reconcile(root);
  }

  /**
   * Folds and erases the unrealized casts nested in {@code root}, as MLIR 22's reconcileUnrealizedCasts:
   * a worklist of all casts, taken from the back; a cast nothing uses is erased (and the casts feeding
   * it are queued again); otherwise the chain of casts feeding it (each defining all the inputs of the
   * next) is followed upwards until one whose input types are this cast's result types, whose inputs
   * then replace this cast's results. Chains of any length and shape (i64 -> i32 -> i1 -> i64) fold.
   */
  public static void reconcile(Operation root) {
    java.util.LinkedHashSet<Operation> worklist = new java.util.LinkedHashSet<>();
    root.walk(o -> {
      if (o instanceof UnrealizedConversionCastOp) {
        worklist.add(o);
      }
    });
    while (!worklist.isEmpty()) {
      Operation cast = worklist.removeLast();
      if (cast.useEmpty()) {
        enqueueInputCasts(cast, worklist);
        cast.erase();
        continue;
      }
      List<org.jmlir.ir.type.Type> resultTypes = cast.resultTypes();
      for (Operation next = cast; next != null; next = inputCast(next)) {
        if (next.operandTypes().equals(resultTypes)) {
          enqueueInputCasts(cast, worklist);
          cast.replaceAllUsesWith(new ArrayList<>(next.operands()));
          cast.erase();
          break;
        }
      }
    }
  }

  private static void enqueueInputCasts(Operation cast, java.util.LinkedHashSet<Operation> worklist) {
    for (var v : cast.operands()) {
      if (v.definingOp() instanceof UnrealizedConversionCastOp in) {
        worklist.add(in);
      }
    }
  }

  /** The cast whose results are exactly {@code cast}'s inputs, in order; null when there is none. */
  private static Operation inputCast(Operation cast) {
    if (cast.numOperands() == 0 || !(cast.operand(0).definingOp() instanceof UnrealizedConversionCastOp in)
        || in.numResults() != cast.numOperands()) {
      return null;
    }
    for (int i = 0; i < cast.numOperands(); i++) {
      if (cast.operand(i) != in.result(i)) {
        return null;
      }
    }
    return in;
  }
}
