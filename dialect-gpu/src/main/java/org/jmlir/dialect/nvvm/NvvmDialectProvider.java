package org.jmlir.dialect.nvvm;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the nvvm dialect (a {@link java.util.ServiceLoader} service). */
public final class NvvmDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(NvvmDialect.NAMESPACE, NvvmDialect::new);
  }
}
