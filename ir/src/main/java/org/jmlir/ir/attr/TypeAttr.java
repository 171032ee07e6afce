package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.Type;

/** A type used as an attribute value: {@code i32}, {@code (i32) -> f32}. */
public final class TypeAttr implements BuiltinAttribute {
  private record Key(Type value) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(value, k.value);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(value);
    }
  }

  private final Type value;

  private TypeAttr(Key k) {
    this.value = k.value;
  }

  public static TypeAttr get(MLIRContext ctx, Type value) {
    return ctx.intern(new Key(value), TypeAttr::new);
  }

  public Type value() {
    return value;
  }
}
