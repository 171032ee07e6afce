package org.jmlir.dialect.vector;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the vector dialect (a {@link java.util.ServiceLoader} service). */
public final class VectorDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(VectorDialect.NAMESPACE, VectorDialect::new);
  }
}
