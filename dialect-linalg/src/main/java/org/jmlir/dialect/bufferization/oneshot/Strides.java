package org.jmlir.dialect.bufferization.oneshot;

import org.jmlir.ir.attr.StridedLayoutAttr;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;

/** The strides and offset of a memref type: its strided layout, or row-major for the identity layout. */
final class Strides {
  private Strides() {}

  static long[] strides(MemRefType t) {
    if (t.layout() instanceof StridedLayoutAttr s) {
      return s.strides();
    }
    if (t.layout() != null && !(t.layout() instanceof org.jmlir.ir.attr.AffineMapAttr a && a.map().isIdentity())) {
      return null;
    }
    long[] shape = t.shape();
    long[] r = new long[shape.length];
    long running = 1;
    for (int i = shape.length - 1; i >= 0; i--) {
      r[i] = running;
      if (running != ShapedType.DYNAMIC) {
        running = shape[i] == ShapedType.DYNAMIC ? ShapedType.DYNAMIC : running * shape[i];
      }
    }
    return r;
  }

  static long offset(MemRefType t) {
    return t.layout() instanceof StridedLayoutAttr s ? s.offset() : 0;
  }

  static boolean isIdentity(MemRefType t) {
    return t.layout() == null || (t.layout() instanceof org.jmlir.ir.attr.AffineMapAttr a && a.map().isIdentity());
  }
}
