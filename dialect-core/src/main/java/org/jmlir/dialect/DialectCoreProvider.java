package org.jmlir.dialect;

import org.jmlir.dialect.arith.ArithDialect;
import org.jmlir.dialect.func.FuncDialect;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the dialect-core dialects (func, arith) through {@link java.util.ServiceLoader}. */
public final class DialectCoreProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(FuncDialect.NAMESPACE, FuncDialect::new);
    ctx.registerDialect(ArithDialect.NAMESPACE, ArithDialect::new);
  }
}
