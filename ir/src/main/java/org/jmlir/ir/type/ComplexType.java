package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/** {@code complex<T>}. */
public final class ComplexType implements BuiltinType {
  private record Key(Type elementType) {}

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
