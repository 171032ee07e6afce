package org.jmlir.dialect.memref;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;

/** {@code memref.alloc(%d)[%s] : memref<8x?xf32, #map>}: a heap allocation. */
public final class AllocOp extends Operation implements MemRefOp {
  public static final OpDef DEF = AllocLike.define("memref.alloc", AllocOp::new, "alloc");

  private AllocOp() {}
}
