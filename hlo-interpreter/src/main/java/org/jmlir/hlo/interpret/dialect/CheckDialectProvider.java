package org.jmlir.hlo.interpret.dialect;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the check and interpreter dialects (a {@link java.util.ServiceLoader} service). */
public final class CheckDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(CheckDialect.NAMESPACE, CheckDialect::new);
    ctx.registerDialect(InterpreterDialect.NAMESPACE, InterpreterDialect::new);
  }
}
