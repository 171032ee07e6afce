package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code select}: picks elements of {@code on_true} or {@code on_false} by {@code pred}. */
public final class SelectOp extends HloOp {
  SelectOp() {}

  public Value pred() {
    return operand(0);
  }

  public Value onTrue() {
    return operand(1);
  }

  public Value onFalse() {
    return operand(2);
  }
}
