package org.jmlir.dialect.cf;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;

/**
 * A terminator that forwards operands to the arguments of its successors (MLIR's
 * BranchOpInterface), with the interface's verification.
 *
 * <p>An IR-level concept; kept here until the core grows one.
 */
public interface BranchOpInterface {
  /** The values passed to successor {@code index}'s block arguments. */
  List<Value> successorOperands(int index);

  /**
   * Matches mlir-opt 22's verifyBranchSuccessorOperands: each successor gets as many operands as
   * its block has arguments, of the same types.
   */
  static boolean verifySuccessors(Operation op, BranchOpInterface branch) {
    for (int s = 0; s < op.numSuccessors(); s++) {
      Block dest = op.successor(s);
      List<Value> operands = branch.successorOperands(s);
      if (dest == null) {
        continue;
      }
      if (operands.size() != dest.numArguments()) {
        return op.emitError(
                "branch has " + operands.size() + " operands for successor #" + s + ", but target block has "
                    + dest.numArguments())
            .report();
      }
      for (int i = 0; i < operands.size(); i++) {
        if (operands.get(i).type() != dest.argument(i).type()) {
          return op.emitError("type mismatch for bb argument #" + i + " of successor #" + s).report();
        }
      }
    }
    return true;
  }
}
