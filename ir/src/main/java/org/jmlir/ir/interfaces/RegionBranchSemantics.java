package org.jmlir.ir.interfaces;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;

/**
 * How a dialect's region ops move control and values between their regions and their results,
 * registered on the dialect: the part of MLIR's RegionBranchOpInterface and
 * RegionBranchTerminatorOpInterface that dataflow analyses (sccp) need.
 */
public interface RegionBranchSemantics {
  /**
   * Where control may go next and with which values.
   *
   * @param region the index of the region entered, or -1 for the op's results (leaving the op)
   * @param inputs the values that receive {@code operands}: the region's entry arguments that are
   *     forwarded (an scf.for induction variable is not), or the op's results
   * @param operands the values passed
   */
  record Successor(int region, List<? extends Value> inputs, List<Value> operands) {}

  /**
   * The successors on entering {@code op} given its operand constants (null entries: unknown), or
   * null when {@code op} is not an op this dialect describes.
   */
  List<Successor> entrySuccessors(Operation op, List<Attribute> operands);

  /** The successors of {@code terminator}, which ends a region of a described op, given its operand constants. */
  List<Successor> terminatorSuccessors(Operation terminator, List<Attribute> operands);

  /** The semantics {@code op}'s dialect registers, or null (unregistered ops, dialects without it). */
  static RegionBranchSemantics of(Operation op) {
    String ns = op.def().dialectNamespace();
    if (ns.isEmpty() || !op.isRegistered()) {
      return null;
    }
    org.jmlir.ir.Dialect d = op.context().getOrLoadDialect(ns);
    return d == null ? null : d.getInterface(RegionBranchSemantics.class);
  }

  /**
   * How often each region of {@code op} may run per execution of {@code op} given its operand
   * constants (MLIR's getRegionInvocationBounds): one entry per region, the largest count or -1 when
   * unbounded; null when this dialect does not bound them (the default, as MLIR's).
   */
  default int[] regionInvocationUpperBounds(Operation op, List<Attribute> operands) {
    return null;
  }
}
