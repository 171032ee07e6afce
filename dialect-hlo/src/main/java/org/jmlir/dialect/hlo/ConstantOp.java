package org.jmlir.dialect.hlo;

import org.jmlir.ir.attr.ElementsAttr;

/** {@code constant}: a tensor literal. */
public final class ConstantOp extends HloOp {
  ConstantOp() {}

  /** {@code value}. */
  public ElementsAttr value() {
    return (ElementsAttr) inherentAttr("value");
  }
}
