package org.jmlir.dialect.hlo;

import org.jmlir.ir.Value;

/** {@code case}: runs the branch an index selects (the last one when out of range). */
public final class CaseOp extends HloOp {
  CaseOp() {}

  public Value index() {
    return operand(0);
  }
}
