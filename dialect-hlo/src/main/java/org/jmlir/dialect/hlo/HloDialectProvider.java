package org.jmlir.dialect.hlo;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the HLO dialects (stablehlo, mhlo, chlo) with a context. */
public final class HloDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(org.jmlir.dialect.chlo.ChloDialect.NAMESPACE, org.jmlir.dialect.chlo.ChloDialect::new);
  }
}
