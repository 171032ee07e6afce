package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;

/**
 * How a dialect's branch terminators pass values to their successors, registered on the dialect:
 * the part of MLIR's BranchOpInterface that dataflow analyses (sccp) need.
 */
public interface BranchSemantics {
  /** The values {@code op} passes to the arguments of successor {@code index}, or null for an op it does not know. */
  List<Value> successorOperands(Operation op, int index);

  /**
   * The successor {@code op} takes when its operands hold {@code operands} (null entries: not
   * constant), or null when that is not known (MLIR's getSuccessorForOperands).
   */
  Block successorForOperands(Operation op, List<Attribute> operands);
}
