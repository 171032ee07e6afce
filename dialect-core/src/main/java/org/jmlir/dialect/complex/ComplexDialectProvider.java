package org.jmlir.dialect.complex;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the complex dialect (a {@link java.util.ServiceLoader} service). */
public final class ComplexDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(ComplexDialect.NAMESPACE, ComplexDialect::new);
  }
}
