package org.jmlir.dialect.ub;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the ub dialect (a {@link java.util.ServiceLoader} service). */
public final class UbDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(UbDialect.NAMESPACE, UbDialect::new);
  }
}
