package org.jmlir.conversion.tollvm;

import org.jmlir.ir.Operation;

/**
 * For tools that need IR fully in the llvm dialect (translation to LLVM IR, the JIT): after the
 * lowering passes, {@link #checkFullyLowered} reports the first op that is still outside it as
 * mlir-opt's full conversion does ({@code failed to legalize operation 'arith.addi'}, at the op's
 * location) and returns false.
 */
public final class LlvmLowering {
  private LlvmLowering() {}

  /** Whether every op nested in {@code module} is an llvm op (or the module itself); reports the first that is not. */
  public static boolean checkFullyLowered(Operation module) {
    Operation[] bad = {null};
    module.walkPreOrder(
        op -> {
          if (bad[0] == null && op != module && !op.name().startsWith("llvm.")) {
            bad[0] = op;
          }
        });
    if (bad[0] == null) {
      return true;
    }
    return bad[0].emitError("failed to legalize operation '" + bad[0].name() + "'").report();
  }
}
