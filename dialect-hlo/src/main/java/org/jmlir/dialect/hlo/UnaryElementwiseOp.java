package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** An element-wise op of one operand ({@code abs}, {@code convert}, {@code sine}, ...). */
public final class UnaryElementwiseOp extends HloOp {
  UnaryElementwiseOp() {}

  public Value operand() {
    return operand(0);
  }
}
