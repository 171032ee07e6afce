package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.affine.AffineMap;

/** {@code affine_map<(d0) -> (d0)>}. */
public final class AffineMapAttr implements BuiltinAttribute {
  private record Key(AffineMap map) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key k
          && java.util.Objects.equals(map, k.map);
    }

    @Override
    public int hashCode() {
      return java.util.Objects.hashCode(map);
    }
  }

  private final AffineMap map;

  private AffineMapAttr(Key k) {
    this.map = k.map;
  }

  public static AffineMapAttr get(MLIRContext ctx, AffineMap map) {
    return ctx.intern(new Key(map), AffineMapAttr::new);
  }

  public AffineMap map() {
    return map;
  }
}
