package org.jmlir.dialect.memref;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the memref dialect (a {@link java.util.ServiceLoader} service of dialect-core). */
public final class MemRefDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(MemRefDialect.NAMESPACE, MemRefDialect::new);
  }
}
