package org.jmlir.dialect.memref;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;

/** {@code memref.alloca(%d) : memref<?xf32>}: a stack allocation freed at the end of its allocation scope. */
public final class AllocaOp extends Operation implements MemRefOp, org.jmlir.ir.MemoryEffectOpInterface {
  public static final OpDef DEF = AllocLike.define("memref.alloca", AllocaOp::new, "alloca");

  private AllocaOp() {}

  /** MLIR's MemAlloc on the result: an unused allocation is dead. */
  @Override
  public java.util.List<Effect> effects() {
    return java.util.List.of(new Allocate(result(0)));
  }
}
