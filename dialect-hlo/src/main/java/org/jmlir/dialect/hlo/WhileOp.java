package org.jmlir.dialect.hlo;

/** {@code while}: runs {@code body} while {@code cond} yields true; operands are the loop-carried values. */
public final class WhileOp extends HloOp {
  WhileOp() {}
}
