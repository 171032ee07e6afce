package org.jmlir.dialect.hlo;

/** {@code concatenate}: joins its operands along {@code dimension}. */
public final class ConcatenateOp extends HloOp {
  ConcatenateOp() {}

  /** {@code dimension}. */
  public long dimension() {
    return i64("dimension", 0);
  }
}
