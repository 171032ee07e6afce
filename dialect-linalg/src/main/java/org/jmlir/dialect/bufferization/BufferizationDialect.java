package org.jmlir.dialect.bufferization;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.DialectProvider;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;

/** The bufferization dialect: the ops that connect tensors and buffers. */
public final class BufferizationDialect extends Dialect {
  public static final String NAMESPACE = "bufferization";

  public BufferizationDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return BufferizationOps.ALL;
  }

  /** Registers the dialect (a {@link java.util.ServiceLoader} service). */
  public static final class Provider implements DialectProvider {
    @Override
    public void register(MLIRContext ctx) {
      ctx.registerDialect(NAMESPACE, BufferizationDialect::new);
    }
  }
}
