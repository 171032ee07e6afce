package org.jmlir.dialect.llvm;

import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;

/** Registers the llvm dialect (and the DLTI data layout attributes it reads) with a context. */
public final class LlvmDialectProvider implements DialectProvider {
  @Override
  public void register(MLIRContext ctx) {
    ctx.registerDialect(LlvmDialect.NAMESPACE, LlvmDialect::new);
    ctx.registerDialect(org.jmlir.dialect.dlti.DltiDialect.NAMESPACE, org.jmlir.dialect.dlti.DltiDialect::new);
  }
}
