package org.jmlir.dialect.ub;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.DialectAttribute;

/** {@code #ub.poison}: the value of {@code ub.poison} (MLIR's PoisonAttr). */
public final class PoisonAttr implements DialectAttribute {
  private record Key() {}

  private PoisonAttr(Key k) {}

  public static PoisonAttr get(MLIRContext ctx) {
    return ctx.intern(new Key(), PoisonAttr::new);
  }

  @Override
  public String dialectNamespace() {
    return UbDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "poison";
  }

  @Override
  public String toString() {
    return "#ub.poison";
  }
}
