package org.jmlir.dialect.tensor;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the tensor dialect (a {@link java.util.ServiceLoader} service of dialect-core). */
public final class TensorDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(TensorDialect.NAMESPACE, TensorDialect::new);
  }
}
