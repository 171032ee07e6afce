package org.jmlir.dialect.cf;

import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;

/** MLIR's WeightedBranchOpInterface check on {@code branch_weights}. */
final class BranchWeights {
  private BranchWeights() {}

  /** Matches mlir-opt 22: no weights, or one per successor and not all zero. */
  static boolean verify(Operation op, Attribute weights) {
    if (!(weights instanceof DenseArrayAttr w) || w.size() == 0) {
      return true;
    }
    if (w.size() != op.numSuccessors()) {
      return op.emitError(
              "expects number of branch weights to match number of successors: " + w.size() + " vs "
                  + op.numSuccessors())
          .report();
    }
    for (int i = 0; i < w.size(); i++) {
      if (w.rawValue(i) != 0) {
        return true;
      }
    }
    return op.emitError("branch weights cannot all be zero").report();
  }
}
