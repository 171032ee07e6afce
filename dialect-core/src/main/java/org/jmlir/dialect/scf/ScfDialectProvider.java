package org.jmlir.dialect.scf;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the scf dialect (a {@link java.util.ServiceLoader} service). */
public final class ScfDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(ScfDialect.NAMESPACE, ScfDialect::new);
  }
}
