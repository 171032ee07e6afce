package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code compare}: element-wise comparison by a direction and an optional comparison type. */
public final class CompareOp extends HloOp {
  CompareOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }

  /** {@code comparison_direction}, or null when absent. */
  public HloEnumAttr comparisonDirection() {
    return enumAttr("comparison_direction");
  }

  /** {@code compare_type}, or null when absent. */
  public HloEnumAttr compareType() {
    return enumAttr("compare_type");
  }
}
