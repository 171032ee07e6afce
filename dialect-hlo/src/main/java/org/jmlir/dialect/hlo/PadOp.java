package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code pad}: pads with {@code padding_value} at both edges and between elements. */
public final class PadOp extends HloOp {
  PadOp() {}

  public Value operand() {
    return operand(0);
  }

  public Value paddingValue() {
    return operand(1);
  }

  /** {@code edge_padding_low}, or null when absent. */
  public long[] edgePaddingLow() {
    return i64Array("edge_padding_low");
  }

  /** {@code edge_padding_high}, or null when absent. */
  public long[] edgePaddingHigh() {
    return i64Array("edge_padding_high");
  }

  /** {@code interior_padding}, or null when absent. */
  public long[] interiorPadding() {
    return i64Array("interior_padding");
  }
}
