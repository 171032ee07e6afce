package org.jmlir.dialect.transform;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the transform dialect (a {@link java.util.ServiceLoader} service). */
public final class TransformDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(TransformDialect.NAMESPACE, TransformDialect::new);
  }
}
