package org.jmlir.dialect.hlo;

/** {@code reduce_window}: reduces each window of the inputs with {@code body}. */
public final class ReduceWindowOp extends HloOp {
  ReduceWindowOp() {}

  /** {@code window_dimensions}, or null when absent. */
  public long[] windowDimensions() {
    return i64Array("window_dimensions");
  }

  /** {@code window_strides}, or null when absent. */
  public long[] windowStrides() {
    return i64Array("window_strides");
  }

  /** {@code base_dilations}, or null when absent. */
  public long[] baseDilations() {
    return i64Array("base_dilations");
  }

  /** {@code window_dilations}, or null when absent. */
  public long[] windowDilations() {
    return i64Array("window_dilations");
  }
}
