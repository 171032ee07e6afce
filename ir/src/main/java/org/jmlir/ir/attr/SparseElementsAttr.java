package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.type.ShapedType;

/** {@code sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>}: indices (i64) and their values. */
public final class SparseElementsAttr implements BuiltinAttribute, ElementsAttr {
  private record Key(ShapedType type, ElementsAttr indices, ElementsAttr values) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(type, k.type)
          && java.util.Objects.equals(indices, k.indices)
          && java.util.Objects.equals(values, k.values);
    }

    @Override
    public int hashCode() {
      return 31 * (31 * java.util.Objects.hashCode(type) + java.util.Objects.hashCode(indices)) + java.util.Objects.hashCode(values);
    }
  }

  private final ShapedType type;
  private final ElementsAttr indices;
  private final ElementsAttr values;

  private SparseElementsAttr(Key k) {
    this.type = k.type;
    this.indices = k.indices;
    this.values = k.values;
  }

  public static SparseElementsAttr get(MLIRContext ctx, ShapedType type, ElementsAttr indices, ElementsAttr values) {
    return ctx.intern(new Key(type, indices, values), SparseElementsAttr::new);
  }

  @Override
  public ShapedType type() {
    return type;
  }

  /** A dense i64 tensor of shape {@code [nnz, rank]} (or {@code [nnz]} for rank 1... as written). */
  public ElementsAttr indices() {
    return indices;
  }

  /** A dense tensor of shape {@code [nnz]}. */
  public ElementsAttr values() {
    return values;
  }
}
