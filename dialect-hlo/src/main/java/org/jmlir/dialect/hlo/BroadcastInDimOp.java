package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code broadcast_in_dim}: broadcasts the operand, mapping its dimensions to {@code broadcast_dimensions}. */
public final class BroadcastInDimOp extends HloOp {
  BroadcastInDimOp() {}

  public Value operand() {
    return operand(0);
  }

  /** {@code broadcast_dimensions}, or null when absent. */
  public long[] broadcastDimensions() {
    return i64Array("broadcast_dimensions");
  }
}
