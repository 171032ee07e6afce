package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code if}: runs {@code true_branch} or {@code false_branch} by a scalar predicate. */
public final class IfOp extends HloOp {
  IfOp() {}

  public Value pred() {
    return operand(0);
  }
}
