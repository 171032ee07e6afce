package org.jmlir.dialect.llvm;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the llvm dialect with a context. */
public final class LlvmDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(LlvmDialect.NAMESPACE, LlvmDialect::new);
  }
}
