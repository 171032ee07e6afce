package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code transpose}: permutes the dimensions. */
public final class TransposeOp extends HloOp {
  TransposeOp() {}

  public Value operand() {
    return operand(0);
  }

  /** {@code permutation}, or null when absent. */
  public long[] permutation() {
    return i64Array("permutation");
  }
}
