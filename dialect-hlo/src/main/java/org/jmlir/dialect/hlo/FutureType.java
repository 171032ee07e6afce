package org.jmlir.dialect.hlo;

import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.DialectType;
import org.jmlir.ir.type.Type;

/** {@code !stablehlo.future<tensor<2xf32>>}: the value of an async computation (async_start's result). Interned. */
public final class FutureType implements DialectType {
  private record Key(String namespace, List<Type> types) {}

  private final String namespace;
  private final List<Type> types;
  private final String body;

  private FutureType(Key k) {
    this.namespace = k.namespace;
    this.types = k.types;
    StringBuilder sb = new StringBuilder("future<");
    for (int i = 0; i < types.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(AttrTypeText.type(types.get(i)));
    }
    this.body = sb.append('>').toString();
  }

  public static FutureType get(MLIRContext ctx, String namespace, List<? extends Type> types) {
    return ctx.intern(new Key(namespace, List.copyOf(types)), FutureType::new);
  }

  /** The types the future holds. */
  public List<Type> types() {
    return types;
  }

  @Override
  public String dialectNamespace() {
    return namespace;
  }

  @Override
  public String body() {
    return body;
  }

  @Override
  public String toString() {
    return "!" + namespace + "." + body;
  }
}
