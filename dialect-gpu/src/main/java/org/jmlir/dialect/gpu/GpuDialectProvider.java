package org.jmlir.dialect.gpu;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the gpu dialect (a {@link java.util.ServiceLoader} service). */
public final class GpuDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(GpuDialect.NAMESPACE, GpuDialect::new);
  }
}
