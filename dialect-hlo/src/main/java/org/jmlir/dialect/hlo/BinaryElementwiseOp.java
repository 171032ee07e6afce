package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** An element-wise op of two operands ({@code add}, {@code compare}'s siblings, {@code and}, ...). */
public final class BinaryElementwiseOp extends HloOp {
  BinaryElementwiseOp() {}

  public Value lhs() {
    return operand(0);
  }

  public Value rhs() {
    return operand(1);
  }
}
