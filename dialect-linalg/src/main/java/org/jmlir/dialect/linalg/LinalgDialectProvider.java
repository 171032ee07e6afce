package org.jmlir.dialect.linalg;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the linalg dialect (a {@link java.util.ServiceLoader} service). */
public final class LinalgDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(LinalgDialect.NAMESPACE, LinalgDialect::new);
  }
}
