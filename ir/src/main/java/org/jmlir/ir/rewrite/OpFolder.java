package org.jmlir.ir.rewrite;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;

/**
 * An op kind's folder, attached to its OpDef as an extension. A folder never creates ops: it leaves
 * the op alone (null), updates it in place (an empty list), or returns one result per op result.
 */
@FunctionalInterface
public interface OpFolder {
  /**
   * @param constantOperands for each operand, its constant value when it is produced by a
   *     constant-like op, else null
   */
  List<OpFoldResult> fold(Operation op, List<Attribute> constantOperands);

  /** The folder attached to {@code op}'s kind, or null. */
  static OpFolder of(Operation op) {
    return op.def().extension(OpFolder.class);
  }
}
