package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code clamp}: {@code operand} clamped to [{@code min}, {@code max}]. */
public final class ClampOp extends HloOp {
  ClampOp() {}

  public Value min() {
    return operand(0);
  }

  public Value operand() {
    return operand(1);
  }

  public Value max() {
    return operand(2);
  }
}
