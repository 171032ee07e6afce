package org.jmlir.dialect.affine;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the affine dialect (a {@link java.util.ServiceLoader} service). */
public final class AffineDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(AffineDialect.NAMESPACE, AffineDialect::new);
  }
}
