package org.jmlir.dialect.gpu;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.DialectType;

/** {@code !gpu.async.token}: orders asynchronous gpu ops. Interned. */
public final class AsyncTokenType implements DialectType {
  private record Key() {}

  private AsyncTokenType(Key k) {}

  public static AsyncTokenType get(MLIRContext ctx) {
    return ctx.intern(new Key(), AsyncTokenType::new);
  }

  @Override
  public String dialectNamespace() {
    return GpuDialect.NAMESPACE;
  }

  @Override
  public String body() {
    return "async.token";
  }

  @Override
  public String toString() {
    return "!gpu.async.token";
  }
}
