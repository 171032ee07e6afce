package org.jmlir.dialect.hlo;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.DialectType;

/** {@code !stablehlo.token} / {@code !mhlo.token}: orders side-effecting ops. Interned. */
public final class TokenType implements DialectType {
  private record Key(String namespace) {}

  private final String namespace;

  private TokenType(Key k) {
    this.namespace = k.namespace;
  }

  public static TokenType get(MLIRContext ctx, String namespace) {
    return ctx.intern(new Key(namespace), TokenType::new);
  }

  @Override
  public String dialectNamespace() {
    return namespace;
  }

  @Override
  public String body() {
    return "token";
  }

  @Override
  public String toString() {
    return "!" + namespace + ".token";
  }
}
