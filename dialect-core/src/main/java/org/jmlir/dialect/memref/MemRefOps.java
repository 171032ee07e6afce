package org.jmlir.dialect.memref;

import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/** Type functions the memref op declarations share. */
final class MemRefOps {
  private MemRefOps() {}

  /** The element type of a memref (ODS's {@code cast<MemRefType>($_self).getElementType()}); other types unchanged. */
  static Type elementTypeOf(org.jmlir.ir.MLIRContext ctx, Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }
}
