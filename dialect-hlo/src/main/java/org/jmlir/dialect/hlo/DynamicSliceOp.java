package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code dynamic_slice}: a slice of static size at dynamic start indices (operands 1..n). */
public final class DynamicSliceOp extends HloOp {
  DynamicSliceOp() {}

  public Value operand() {
    return operand(0);
  }

  /** {@code slice_sizes}, or null when absent. */
  public long[] sliceSizes() {
    return i64Array("slice_sizes");
  }
}
