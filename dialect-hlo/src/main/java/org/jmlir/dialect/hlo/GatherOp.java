package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code gather}: gathers slices of {@code operand} at {@code start_indices}. */
public final class GatherOp extends HloOp {
  GatherOp() {}

  public Value operand() {
    return operand(0);
  }

  public Value startIndices() {
    return operand(1);
  }

  /** {@code dimension_numbers}, or null when absent. */
  public GatherDimensionNumbersAttr dimensionNumbers() {
    return inherentAttr("dimension_numbers") instanceof GatherDimensionNumbersAttr a ? a : null;
  }

  /** {@code slice_sizes}, or null when absent. */
  public long[] sliceSizes() {
    return i64Array("slice_sizes");
  }

  /** {@code indices_are_sorted}. */
  public boolean indicesAreSorted() {
    return bool("indices_are_sorted");
  }
}
