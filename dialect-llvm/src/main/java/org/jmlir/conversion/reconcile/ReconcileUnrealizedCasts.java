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

  /** Folds and erases the unrealized casts nested in {@code root}. */
  public static void reconcile(Operation root) {
    List<Operation> casts = new ArrayList<>();
    root.walk(o -> {
      if (o instanceof UnrealizedConversionCastOp) {
        casts.add(o);
      }
    });
    boolean progress = true;
    while (progress) {
      progress = false;
      for (Operation c : casts) {
        if (c.block() == null) {
          continue;
        }
        if (c.numOperands() == 1 && c.numResults() == 1) {
          if (c.operand(0).type() == c.result(0).type()) {
            c.result(0).replaceAllUsesWith(c.operand(0));
          } else if (c.operand(0).definingOp() instanceof UnrealizedConversionCastOp in
              && in.numOperands() == 1
              && in.operand(0).type() == c.result(0).type()) {
            c.result(0).replaceAllUsesWith(in.operand(0));
          }
        }
        if (c.useEmpty()) {
          c.erase();
          progress = true;
        }
      }
    }
  }
}
