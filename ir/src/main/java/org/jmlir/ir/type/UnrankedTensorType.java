package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;

/** {@code tensor<*xf32>}. */
public final class UnrankedTensorType implements BuiltinType, ShapedType, TensorType {
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

  private static final long[] NO_SHAPE = new long[0];
  private final Type elementType;

  private UnrankedTensorType(Key k) {
    this.elementType = k.elementType;
  }

  public static UnrankedTensorType get(MLIRContext ctx, Type elementType) {
    return ctx.intern(new Key(elementType), UnrankedTensorType::new);
  }

  @Override
  public Type elementType() {
    return elementType;
  }

  @Override
  public boolean hasRank() {
    return false;
  }

  @Override
  public long[] shape() {
    return NO_SHAPE;
  }
}
