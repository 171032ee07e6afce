package org.jmlir.ir.attr;

import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.affine.AffineMap;

/** {@code affine_map<(d0) -> (d0)>}. */
public final class AffineMapAttr implements BuiltinAttribute {
  private record Key(AffineMap map) {}

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
