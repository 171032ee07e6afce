package org.jmlir.ir.type;

import java.util.List;
import org.jmlir.ir.MLIRContext;

/** {@code tuple<T...>}. */
public final class TupleType implements BuiltinType {
  private record Key(List<Type> types) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(types, k.types);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(types);
    }
  }

  private final List<Type> types;

  private TupleType(Key k) {
    this.types = k.types;
  }

  public static TupleType get(MLIRContext ctx, List<? extends Type> types) {
    return ctx.intern(new Key(List.copyOf(types)), TupleType::new);
  }

  public List<Type> types() {
    return types;
  }
}
