package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code reshape}: the same elements in another static shape. */
public final class ReshapeOp extends HloOp {
  ReshapeOp() {}

  public Value operand() {
    return operand(0);
  }
}
