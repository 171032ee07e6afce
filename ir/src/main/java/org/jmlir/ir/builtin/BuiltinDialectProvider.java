package org.jmlir.ir.builtin;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the builtin dialect (a {@link java.util.ServiceLoader} service of the ir module). */
public final class BuiltinDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(BuiltinDialect.NAMESPACE, BuiltinDialect::new);
  }
}
