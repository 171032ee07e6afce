package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;

/** {@code dot}: a vector/matrix product. */
public final class DotOp extends HloOp {
  DotOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  /** {@code precision_config}, or null when absent. */
  public ArrayAttr precisionConfig() {
    return inherentAttr("precision_config") instanceof ArrayAttr a ? a : null;
  }
}
