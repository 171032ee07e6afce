package org.jmlir.dialect.hlo;

/** {@code reduce}: reduces {@code inputs} along {@code dimensions} with {@code body}, from {@code init_values}; the first half of the operands are the inputs, the second half the init values. */
public final class ReduceOp extends HloOp {
  ReduceOp() {}

  /** {@code dimensions}, or null when absent. */
  public long[] dimensions() {
    return i64Array("dimensions");
  }
}
