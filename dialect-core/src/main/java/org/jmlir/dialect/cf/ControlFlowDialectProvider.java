package org.jmlir.dialect.cf;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the cf dialect (a {@link java.util.ServiceLoader} service). */
public final class ControlFlowDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(ControlFlowDialect.NAMESPACE, ControlFlowDialect::new);
  }
}
