package org.jmlir.dialect.memref;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;

/** {@code memref.alloc(%d)[%s] : memref<8x?xf32, #map>}: a heap allocation. */
public final class AllocOp extends Operation implements MemRefOp, org.jmlir.ir.MemoryEffectOpInterface {
  public static final OpDef DEF = AllocLike.define("memref.alloc", AllocOp::new, "alloc");

  private AllocOp() {}

  /** MLIR's MemAlloc on the result: an unused allocation is dead. */
  @Override
  public java.util.List<Effect> effects() {
    return java.util.List.of(new Allocate(result(0)));
  }
}
