package org.jmlir.ir.type;

import java.util.Arrays;
import org.jmlir.ir.MLIRContext;

/** {@code vector<4x[8]xf32>}: a static shape where some dimensions may be scalable. */
public final class VectorType implements BuiltinType, ShapedType {
  private record Key(ShapeKey shape, ScalableKey scalable, Type elementType) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(shape, k.shape)
          && java.util.Objects.equals(scalable, k.scalable)
          && java.util.Objects.equals(elementType, k.elementType);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(shape) + java.util.Objects.hashCode(scalable)) + java.util.Objects.hashCode(elementType);
    }
  }

  private record ScalableKey(boolean[] dims) {
    @Override
    public boolean equals(Object o) {
      return o instanceof ScalableKey s && Arrays.equals(dims, s.dims);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(dims);
    }
  }

  private final long[] shape;
  private final boolean[] scalableDims;
  private final Type elementType;

  private VectorType(Key k) {
    this.shape = k.shape.dims();
    this.scalableDims = k.scalable.dims();
    this.elementType = k.elementType;
  }

  public static VectorType get(MLIRContext ctx, long[] shape, Type elementType) {
    return get(ctx, shape, new boolean[shape.length], elementType);
  }

  public static VectorType get(MLIRContext ctx, long[] shape, boolean[] scalableDims, Type elementType) {
    if (scalableDims.length != shape.length) {
      throw new IllegalArgumentException("scalable flags must match the shape's rank");
    }
    return ctx.intern(new Key(new ShapeKey(shape), new ScalableKey(scalableDims.clone()), elementType), VectorType::new);
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

  /** Do not modify the returned array. */
  public boolean[] scalableDims() {
    return scalableDims;
  }

  public boolean isScalable() {
    for (boolean b : scalableDims) {
      if (b) {
        return true;
      }
    }
    return false;
  }
}
