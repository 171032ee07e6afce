package org.jmlir.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * A terminator that forwards operands to the arguments of its successors (MLIR's
 * BranchOpInterface): what region simplification and control-flow canonicalization need to read
 * and rewrite the values passed along each edge.
 */
public interface BranchOpInterface {
  /** The values passed to successor {@code index}'s block arguments. */
  List<Value> successorOperands(int index);

  /** The operand number of the first value forwarded to successor {@code index}. */
  int successorOperandStart(int index);

  /**
   * The successor taken when the operands hold {@code operands} (null entries: not constant), or
   * null when that is not known (MLIR's getSuccessorForOperands); used by sccp.
   */
  default Block successorForOperands(List<org.jmlir.ir.attr.Attribute> operands) {
    return null;
  }

  /** Replaces the values forwarded to successor {@code index} (the count may change). */
  void setSuccessorOperands(int index, List<? extends Value> values);

  /**
   * The block argument that operand {@code operandIndex} of {@code op} feeds, or null when it is not
   * a forwarded operand (MLIR's getSuccessorBlockArgument).
   */
  static BlockArgument successorBlockArgument(Operation op, int operandIndex) {
    if (!(op instanceof BranchOpInterface br)) {
      return null;
    }
    for (int s = 0; s < op.numSuccessors(); s++) {
      int start = br.successorOperandStart(s);
      int size = br.successorOperands(s).size();
      if (operandIndex >= start && operandIndex < start + size) {
        Block dest = op.successor(s);
        int arg = operandIndex - start;
        return dest != null && arg < dest.numArguments() ? dest.argument(arg) : null;
      }
    }
    return null;
  }

  /** Appends {@code extra} to the values forwarded to successor {@code index}. */
  default void appendSuccessorOperands(int index, List<? extends Value> extra) {
    List<Value> all = new ArrayList<>(successorOperands(index));
    all.addAll(extra);
    setSuccessorOperands(index, all);
  }

  /** Drops the value forwarded to argument {@code arg} of successor {@code index}. */
  default void eraseSuccessorOperand(int index, int arg) {
    List<Value> all = new ArrayList<>(successorOperands(index));
    all.remove(arg);
    setSuccessorOperands(index, all);
  }

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
