package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;

/** {@code tensor<?x4xf32, #encoding>}. */
public final class RankedTensorType implements BuiltinType, ShapedType, TensorType {
  private record Key(ShapeKey shape, Type elementType, Attribute encoding) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(shape, k.shape)
          && java.util.Objects.equals(elementType, k.elementType)
          && java.util.Objects.equals(encoding, k.encoding);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(shape) + java.util.Objects.hashCode(elementType)) + java.util.Objects.hashCode(encoding);
    }
  }

  private final long[] shape;
  private final Type elementType;
  private final Attribute encoding;

  private RankedTensorType(Key k) {
    this.shape = k.shape.dims();
    this.elementType = k.elementType;
    this.encoding = k.encoding;
  }

  public static RankedTensorType get(MLIRContext ctx, long[] shape, Type elementType) {
    return get(ctx, shape, elementType, null);
  }

  /** {@code encoding} may be null (no encoding). */
  public static RankedTensorType get(MLIRContext ctx, long[] shape, Type elementType, Attribute encoding) {
    return ctx.intern(new Key(new ShapeKey(shape), elementType, encoding), RankedTensorType::new);
  }

  @Override
  public Type elementType() {
    return elementType;
  }

  @Override
  public boolean hasRank() {
    return true;
  }

  @Override
  public long[] shape() {
    return shape;
  }

  /** The encoding attribute, or null. */
  public Attribute encoding() {
    return encoding;
  }
}
