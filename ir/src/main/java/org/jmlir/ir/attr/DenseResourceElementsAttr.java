package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ShapedType;

/** {@code dense_resource<blob1> : tensor<4xf32>}: elements kept in a named dialect resource. */
public final class DenseResourceElementsAttr implements BuiltinAttribute, ElementsAttr {
  private record Key(ShapedType type, String handle) {}

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
