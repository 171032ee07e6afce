package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code get_tuple_element}: element {@code index} of a tuple. */
public final class GetTupleElementOp extends HloOp {
  GetTupleElementOp() {}

  public Value operand() {
    return operand(0);
  }

  /** {@code index}. */
  public long index() {
    return i64("index", 0);
  }
}
