package org.jmlir.translate.graphdef;

import java.util.List;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Import-time result types of the nodes that become tf_executor ops
 * ({@code -tf-enable-shape-inference-on-import}): Switch, _SwitchN, Enter, Exit and NextIteration
 * pass their data operand's shape on. The tf ops are refined after they are built by
 * -tf-shape-inference's shape functions (ShapeInference.refineResults); anything else keeps an
 * unranked result.
 */
final class ShapeRefiner {
  private ShapeRefiner() {}

  private static final Set<String> DATA_SHAPE = Set.of(
      "Switch", "RefSwitch", "_SwitchN", "Enter", "RefEnter", "Exit", "RefExit", "NextIteration");

  /** The refined type of result {@code index}, or null when nothing better than unranked is known. */
  static Type refine(MLIRContext ctx, String op, int index, List<Type> operands, Type element) {
    if (operands.isEmpty() || !DATA_SHAPE.contains(op)) {
      return null;
    }
    boolean isSwitch = op.endsWith("Switch") || op.equals("_SwitchN");
    if (!isSwitch && index != 0 || isSwitch && operands.size() < 2) {
      return null;
    }
    return operands.get(0) instanceof RankedTensorType r ? RankedTensorType.get(ctx, r.shape(), element) : null;
  }
}
