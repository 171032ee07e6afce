package org.jmlir.dialect.hlo;

/** {@code sort}: sorts its operands together along {@code dimension} by {@code comparator}. */
public final class SortOp extends HloOp {
  SortOp() {}

  /** {@code dimension} (-1, the last dimension, when absent). */
  public long dimension() {
    return i64("dimension", -1);
  }

  /** {@code is_stable}. */
  public boolean isStable() {
    return bool("is_stable");
  }
}
