package org.jmlir.dialect.math;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the math dialect (a {@link java.util.ServiceLoader} service). */
public final class MathDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(MathDialect.NAMESPACE, MathDialect::new);
  }
}
