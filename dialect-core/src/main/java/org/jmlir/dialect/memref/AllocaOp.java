package org.jmlir.dialect.memref;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;

/** {@code memref.alloca(%d) : memref<?xf32>}: a stack allocation freed at the end of its allocation scope. */
public final class AllocaOp extends Operation implements MemRefOp {
  public static final OpDef DEF = AllocLike.define("memref.alloca", AllocaOp::new, "alloca");

  private AllocaOp() {}
}
