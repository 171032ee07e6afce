package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;

/** {@code dot_general}: a general tensor contraction. */
public final class DotGeneralOp extends HloOp {
  DotGeneralOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  /** {@code dot_dimension_numbers}, or null when absent. */
  public DotDimensionNumbersAttr dotDimensionNumbers() {
    return inherentAttr("dot_dimension_numbers") instanceof DotDimensionNumbersAttr a ? a : null;
  }

  /** {@code precision_config}, or null when absent. */
  public ArrayAttr precisionConfig() {
    return inherentAttr("precision_config") instanceof ArrayAttr a ? a : null;
  }

  /** {@code algorithm}, or null when absent. */
  public DotAlgorithmAttr algorithm() {
    return inherentAttr("algorithm") instanceof DotAlgorithmAttr a ? a : null;
  }
}
