package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.OpSpec;

/** {@code memref.dealloc %m : memref<8xf32>}. */
public final class DeallocOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.dealloc", DeallocOp::new)
          .operand("memref", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .format("$memref attr-dict `:` type($memref)")
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::castsOnly)
          .build();

  private DeallocOp() {}
}
