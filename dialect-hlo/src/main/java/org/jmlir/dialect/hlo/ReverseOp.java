package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code reverse}: reverses the order of elements along {@code dimensions}. */
public final class ReverseOp extends HloOp {
  ReverseOp() {}

  public Value operand() {
    return operand(0);
  }

  /** {@code dimensions}, or null when absent. */
  public long[] dimensions() {
    return i64Array("dimensions");
  }
}
