package org.jmlir.dialect.hlo;

/** {@code tuple}: makes a tuple of its operands. */
public final class TupleOp extends HloOp {
  TupleOp() {}
}
