package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.ShapedOps;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/** {@code memref.rank %m : memref<*xf32>}. */
public final class RankOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.rank", RankOp::new)
          .operand("memref", ShapedConstraints.ANY_RANKED_OR_UNRANKED_MEMREF)
          .result("result", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .assembly(ShapedOps.RANK_ASSEMBLY)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::rank)
          .build();

  private RankOp() {}
}
