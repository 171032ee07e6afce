package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code broadcast}: prepends {@code broadcast_sizes} dimensions. */
public final class BroadcastOp extends HloOp {
  BroadcastOp() {}

  public Value operand() {
    return operand(0);
  }

  /** {@code broadcast_sizes}, or null when absent. */
  public long[] broadcastSizes() {
    return i64Array("broadcast_sizes");
  }
}
