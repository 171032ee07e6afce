package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code slice}: a static strided slice. */
public final class SliceOp extends HloOp {
  SliceOp() {}

  public Value operand() {
    return operand(0);
  }

  /** {@code start_indices}, or null when absent. */
  public long[] startIndices() {
    return i64Array("start_indices");
  }

  /** {@code limit_indices}, or null when absent. */
  public long[] limitIndices() {
    return i64Array("limit_indices");
  }

  /** {@code strides}, or null when absent. */
  public long[] strides() {
    return i64Array("strides");
  }
}
