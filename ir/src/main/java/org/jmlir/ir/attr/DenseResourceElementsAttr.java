package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ShapedType;

/** {@code dense_resource<blob1> : tensor<4xf32>}: elements kept in a named dialect resource. */
public final class DenseResourceElementsAttr implements BuiltinAttribute, ElementsAttr {
  private record Key(ShapedType type, String handle) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(type, k.type)
          && java.util.Objects.equals(handle, k.handle);
    }

    @Override
    public int hashCode() {
      return 31 * java.util.Objects.hashCode(type) + java.util.Objects.hashCode(handle);
    }
  }

  private final ShapedType type;
  private final String handle;

  private DenseResourceElementsAttr(Key k) {
    this.type = k.type;
    this.handle = k.handle;
  }

  public static DenseResourceElementsAttr get(MLIRContext ctx, ShapedType type, String handle) {
    return ctx.intern(new Key(type, handle), DenseResourceElementsAttr::new);
  }

  @Override
  public ShapedType type() {
    return type;
  }

  /** The resource key, e.g. {@code blob1} (or {@code __elided__}). */
  public String handle() {
    return handle;
  }
}
