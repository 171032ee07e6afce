package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/** {@code complex<T>}. */
public final class ComplexType implements BuiltinType {
  private record Key(Type elementType) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(elementType, k.elementType);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(elementType);
    }
  }

  private final Type elementType;

  private ComplexType(Key k) {
    this.elementType = k.elementType;
  }

  public static ComplexType get(MLIRContext ctx, Type elementType) {
    return ctx.intern(new Key(elementType), ComplexType::new);
  }

  public Type elementType() {
    return elementType;
  }
}
