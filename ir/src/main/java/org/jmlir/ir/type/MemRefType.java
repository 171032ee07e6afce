package org.jmlir.ir.type;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;

/** {@code memref<4x?xf32, layout, memspace>}; a null layout is the identity layout. */
public final class MemRefType implements BuiltinType, BaseMemRefType {
  private record Key(ShapeKey shape, Type elementType, Attribute layout, Attribute memorySpace) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(shape, k.shape)
          && java.util.Objects.equals(elementType, k.elementType)
          && java.util.Objects.equals(layout, k.layout)
          && java.util.Objects.equals(memorySpace, k.memorySpace);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * (31 * java.util.Objects.hashCode(shape) + java.util.Objects.hashCode(elementType)) + java.util.Objects.hashCode(layout)) + java.util.Objects.hashCode(memorySpace);
    }
  }

  private final long[] shape;
  private final Type elementType;
  private final Attribute layout;
  private final Attribute memorySpace;

  private MemRefType(Key k) {
    this.shape = k.shape.dims();
    this.elementType = k.elementType;
    this.layout = k.layout;
    this.memorySpace = k.memorySpace;
  }

  public static MemRefType get(MLIRContext ctx, long[] shape, Type elementType) {
    return get(ctx, shape, elementType, null, null);
  }

  /** {@code layout} null means identity; {@code memorySpace} null means the default space. */
  public static MemRefType get(MLIRContext ctx, long[] shape, Type elementType, Attribute layout, Attribute memorySpace) {
    return ctx.intern(new Key(new ShapeKey(shape), elementType, layout, memorySpace), MemRefType::new);
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

  /** The layout attribute (AffineMapAttr, StridedLayoutAttr, ...), or null for the identity layout. */
  public Attribute layout() {
    return layout;
  }

  @Override
  public Attribute memorySpace() {
    return memorySpace;
  }
}
