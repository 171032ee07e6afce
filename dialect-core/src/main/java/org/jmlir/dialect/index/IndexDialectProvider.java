package org.jmlir.dialect.index;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the index dialect (a {@link java.util.ServiceLoader} service). */
public final class IndexDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(IndexDialect.NAMESPACE, IndexDialect::new);
  }
}
