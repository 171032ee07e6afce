package org.jmlir.dialect.memref;

import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.type.MemRefType;

/** Layout predicates of memref types. */
final class MemRefLayouts {
  private MemRefLayouts() {}

  /** No layout, or an identity affine map (MLIR's {@code getLayout().isIdentity()}). */
  static boolean isIdentity(MemRefType t) {
    return t.layout() == null || (t.layout() instanceof AffineMapAttr a && a.map().isIdentity());
  }
}
