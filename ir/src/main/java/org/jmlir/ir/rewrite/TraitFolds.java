package org.jmlir.ir.rewrite;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;

/**
 * The folds MLIR attaches to op traits (OpTrait::impl::foldCommutative, foldIdempotent,
 * foldInvolution), tried in that order after the op's own folder leaves the op in place.
 */
final class TraitFolds {
  private TraitFolds() {}

  /** Null when no trait folds {@code op}; an empty list when one changed it in place. */
  static List<OpFoldResult> fold(Operation op, List<Attribute> constants) {
    if (op.hasTrait(Trait.COMMUTATIVE) && moveConstantsRight(op, constants)) {
      return List.of();
    }
    if (op.hasTrait(Trait.IDEMPOTENT)) {
      Value v = idempotent(op);
      if (v != null) {
        return List.of(OpFoldResult.of(v));
      }
    }
    if (op.hasTrait(Trait.INVOLUTION) && op.numOperands() == 1) {
      Operation inner = op.operand(0).definingOp();
      if (inner != null && inner.def() == op.def()) {
        return List.of(OpFoldResult.of(inner.operand(0)));
      }
    }
    return null;
  }

  /** Stable-partitions the operands so constants come last; whether the order changed. */
  private static boolean moveConstantsRight(Operation op, List<Attribute> constants) {
    int n = op.numOperands();
    if (n < 2) {
      return false;
    }
    int firstConstant = 0;
    while (firstConstant < n && constants.get(firstConstant) == null) {
      firstConstant++;
    }
    List<Value> nonConst = new ArrayList<>(n);
    List<Value> consts = new ArrayList<>(n);
    for (int i = firstConstant; i < n; i++) {
      (constants.get(i) == null ? nonConst : consts).add(op.operand(i));
    }
    if (nonConst.isEmpty()) {
      return false;
    }
    for (int i = 0; i < nonConst.size(); i++) {
      op.setOperand(firstConstant + i, nonConst.get(i));
    }
    for (int i = 0; i < consts.size(); i++) {
      op.setOperand(firstConstant + nonConst.size() + i, consts.get(i));
    }
    return true;
  }

  private static Value idempotent(Operation op) {
    if (op.numOperands() == 1) {
      Operation inner = op.operand(0).definingOp();
      return inner != null && inner.def() == op.def() ? op.operand(0) : null;
    }
    return op.numOperands() >= 2 && op.operand(0) == op.operand(1) ? op.operand(0) : null;
  }
}
